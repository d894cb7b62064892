extension CalculationClient {
  /// Fails the test on every endpoint: a call reports an issue naming it
  /// (`CalculationClient.calculate`) and throws `UnimplementedFailure`. A test overrides the
  /// endpoints it expects, such as `$0.calculation.calculate = { _, _, _ in 42 }`.
  public static let testValue = CalculationClient(
    calculate: unimplemented("CalculationClient.calculate")
  )

  /// The live behaviour, in a client with its own memory of the previous calculation.
  public static let previewValue = CalculationClient.live()

  /// A client whose every calculation returns `result`, whatever the input.
  ///
  /// ```swift
  /// $0.calculation = .constant(42)
  /// ```
  ///
  /// - Parameter result: What every calculation returns.
  public static func constant(_ result: Int) -> CalculationClient {
    CalculationClient { _, _, _ in result }
  }

  /// A client whose every calculation throws `error`: for showing and testing failure paths.
  ///
  /// ```swift
  /// $0.calculation = .failing(.divisionByZero)
  /// ```
  ///
  /// - Parameter error: The error every calculation throws.
  public static func failing(_ error: CalculationError) -> CalculationClient {
    CalculationClient { _, _, _ in throw error }
  }
}
