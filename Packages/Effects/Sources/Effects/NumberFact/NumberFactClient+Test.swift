extension NumberFactClient {
  /// Fails the test that calls it: a test must override the endpoints it expects to use.
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
  /// - Parameter fact: The sentence every call returns.
  public static func constant(_ fact: String) -> NumberFactClient {
    NumberFactClient { _ in fact }
  }
}
