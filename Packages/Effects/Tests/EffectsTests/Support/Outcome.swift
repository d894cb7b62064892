import XCTest

/// What `body` returns, or the `Failure` it throws, as a `Result` a test can compare. Any
/// other error fails the test and gives `nil`.
///
/// ```swift
/// let result = await outcome(throwing: CalculationError.self) {
///   try await calculation.calculate(lhs: "7", rhs: "0", operator: .division)
/// }
/// XCTAssertEqual(result, .failure(.divisionByZero))
/// ```
func outcome<Success, Failure: Error>(
  throwing failure: Failure.Type,
  file: StaticString = #filePath,
  line: UInt = #line,
  _ body: () async throws -> Success
) async -> Result<Success, Failure>? {
  do {
    return .success(try await body())
  } catch let error as Failure {
    return .failure(error)
  } catch {
    XCTFail("Expected a \(Failure.self), got \(error)", file: file, line: line)
    return nil
  }
}

/// The error `body` throws, or `nil` (failing the test) when it returns: the async
/// counterpart of `XCTAssertThrowsError`.
///
/// ```swift
/// let error = await thrownError { try await terminal.enableRawMode() }
/// XCTAssertEqual(error as? TerminalError, .rawModeAlreadyEnabled)
/// ```
func thrownError<T>(
  file: StaticString = #filePath,
  line: UInt = #line,
  _ body: () async throws -> T
) async -> (any Error)? {
  do {
    _ = try await body()
    XCTFail("Expected an error", file: file, line: line)
    return nil
  } catch {
    return error
  }
}
