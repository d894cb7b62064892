/// Calculates with two numbers typed as text: the seeds' calculator's use case, made
/// testable.
///
/// Read it with `@Dependency(\.calculation)` and call ``calculate(lhs:rhs:operator:)`` from
/// an effect:
///
/// ```swift
/// @Dependency(\.calculation) var calculation
///
/// case .calculateButtonTapped:
///   return .run { [lhs = state.lhs, rhs = state.rhs, op = state.operator] send in
///     await send(.calculationResponse(Result {
///       try await calculation.calculate(lhs: lhs, rhs: rhs, operator: op)
///     }))
///   }
/// ```
///
/// A test overrides the endpoint it expects: `$0.calculation.calculate = { _, _, _ in 42 }`.
///
/// Values:
/// - ``liveValue`` (`CalculationClient+Live.swift`): parses both numbers, refuses to repeat
///   the previous successful calculation, and reports zero operands, division by zero and
///   overflow as ``CalculationError``s; ``live()`` makes one with a memory of its own.
/// - ``testValue`` (`CalculationClient+Test.swift`): fails the test that calls it without
///   overriding it.
/// - ``previewValue``: the live behaviour, in a client of its own.
/// - ``constant(_:)`` and ``failing(_:)``: named fakes for tests and previews.
public struct CalculationClient: Sendable {
  /// The endpoint behind ``calculate(lhs:rhs:operator:)``. Set it to override the client in
  /// a test.
  public var calculate:
    @Sendable (_ lhs: String, _ rhs: String, _ operator: CalculationOperator) async throws -> Int

  /// Creates a client from its endpoint.
  ///
  /// - Parameter calculate: Combines two numbers typed as text with an operator, or throws a
  ///   ``CalculationError``.
  public init(
    calculate:
      @escaping @Sendable (
        _ lhs: String, _ rhs: String, _ operator: CalculationOperator
      ) async throws -> Int
  ) {
    self.calculate = calculate
  }

  /// Combines the numbers typed in `lhs` and `rhs` with `operator`.
  ///
  /// ```swift
  /// let product = try await calculation.calculate(lhs: "6", rhs: "7", operator: .multiplication)
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: The text typed left of the operator.
  ///   - rhs: The text typed right of the operator.
  ///   - operator: How to combine the two numbers.
  /// - Returns: The result.
  /// - Throws: The ``CalculationError`` that explains why there is no result.
  public func calculate(
    lhs: String, rhs: String, operator: CalculationOperator
  ) async throws -> Int {
    try await self.calculate(lhs, rhs, `operator`)
  }
}

/// The test key: ``testValue`` and ``previewValue`` are in `CalculationClient+Test.swift`.
extension CalculationClient: TestDependencyKey {}

extension DependencyValues {
  /// The client that calculates with two numbers typed as text. See ``CalculationClient``.
  ///
  /// ```swift
  /// let store = Store(initialState: Calculator.State()) {
  ///   Calculator()
  /// } withDependencies: {
  ///   $0.calculation = .failing(.divisionByZero)
  /// }
  /// ```
  public var calculation: CalculationClient {
    get { self[CalculationClient.self] }
    set { self[CalculationClient.self] = newValue }
  }
}
