extension NumberFactClient {
  /// Fails the test on every endpoint: a call reports an issue naming it
  /// (`NumberFactClient.fact`) and throws `UnimplementedFailure`. A test overrides the
  /// endpoints it expects, such as `$0.numberFact.fact = { "\($0) is a number." }`.
  public static let testValue = NumberFactClient(
    fact: unimplemented("NumberFactClient.fact")
  )

  /// The built-in catalogue, always telling a number's first fact, so previews look the same
  /// every time.
  public static let previewValue = NumberFactClient.catalogue(pick: { _, _ in 0 })

  /// A client whose every call throws `error`: for showing and testing failure paths.
  ///
  /// ```swift
  /// $0.numberFact = .failing(.offline)
  /// ```
  ///
  /// - Parameter error: The error every call throws.
  public static func failing(_ error: NumberFactError) -> NumberFactClient {
    NumberFactClient { _ in throw error }
  }

  /// A client whose every call returns `fact`, whatever the number.
  ///
  /// ```swift
  /// $0.numberFact = .constant("7 is the number of days in a week.")
  /// ```
  ///
  /// - Parameter fact: The sentence every call returns.
  public static func constant(_ fact: String) -> NumberFactClient {
    NumberFactClient { _ in fact }
  }
}
