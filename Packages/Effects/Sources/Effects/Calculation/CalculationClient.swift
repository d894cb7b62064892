/// `liveValue` is in the module EffectsLive (`CalculationClient+Live.swift`); `testValue`,
/// `previewValue` and the named fakes are in `CalculationClient+Test.swift`.
public struct CalculationClient: Sendable {
  public var calculate:
    @Sendable (_ lhs: String, _ rhs: String, _ operator: CalculationOperator) async throws -> Int

  public init(
    calculate:
      @escaping @Sendable (
        _ lhs: String, _ rhs: String, _ operator: CalculationOperator
      ) async throws -> Int
  ) {
    self.calculate = calculate
  }

  /// Throws the ``CalculationError`` that explains why there is no result.
  public func calculate(
    lhs: String, rhs: String, operator: CalculationOperator
  ) async throws -> Int {
    try await self.calculate(lhs, rhs, `operator`)
  }
}

extension CalculationClient: TestDependencyKey {}

extension DependencyValues {
  public var calculation: CalculationClient {
    get { self[CalculationClient.self] }
    set { self[CalculationClient.self] = newValue }
  }
}
