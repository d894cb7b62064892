/// Calculates with two numbers typed as text, as a dependency: the seeds' calculator's use
/// case, made testable.
///
/// Read it with `@Dependency(\.calculation)`. The live value parses both numbers, refuses to
/// repeat the previous successful calculation, and reports zero operands, division by zero
/// and overflow as ``CalculationError``s.
///
/// ```swift
/// @Dependency(\.calculation) var calculation
/// // ...
/// case .calculateButtonTapped:
///   return .run { [lhs = state.lhs, rhs = state.rhs, op = state.operator] send in
///     await send(.calculationResponse(await calculation.calculate(lhs, rhs, op)))
///   }
/// ```
public struct CalculationClient: Sendable {
  /// Combines the numbers in `lhs` and `rhs` with `op`.
  ///
  /// Returns the result, or the ``CalculationError`` that explains why there is none.
  public var calculate:
    @Sendable (_ lhs: String, _ rhs: String, _ op: CalculationOperator) async -> Result<Int, CalculationError>

  /// Creates a client from its endpoint.
  ///
  /// - Parameter calculate: Combines two numbers typed as text with an operator.
  public init(
    calculate: @escaping @Sendable (_ lhs: String, _ rhs: String, _ op: CalculationOperator) async -> Result<
      Int, CalculationError
    >
  ) {
    self.calculate = calculate
  }
}

extension CalculationClient: TestDependencyKey {
  /// Fails the test when ``calculate`` is called: it reports an issue naming
  /// `CalculationClient.calculate` and returns `.failure(.notANumber(field: .left))`.
  public static let testValue = CalculationClient(
    calculate: unimplemented("CalculationClient.calculate", placeholder: .failure(.notANumber(field: .left)))
  )

  /// The live behaviour, in a client with its own memory of the previous calculation.
  public static let previewValue = CalculationClient.live()
}

extension DependencyValues {
  /// Calculates with two numbers typed as text. See ``CalculationClient``.
  ///
  /// Live and in previews: ``CalculationClient/live()``. In tests: fails the test until
  /// overridden, for example with `$0.calculation.calculate = { _, _, _ in .success(42) }`.
  public var calculation: CalculationClient {
    get { self[CalculationClient.self] }
    set { self[CalculationClient.self] = newValue }
  }
}
