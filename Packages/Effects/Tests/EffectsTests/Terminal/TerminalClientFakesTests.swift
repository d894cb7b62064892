import Effects
import XCTest

/// The named fakes do exactly what they say.
final class TerminalClientFakesTests: XCTestCase {
  func testFailingThrowsItsErrorFromEveryEndpoint() async {
    let terminal = TerminalClient.failing(.notATerminal(fileDescriptor: 1))
    let errors = [
      await thrownError { try await terminal.enableRawMode() },
      await thrownError { try await terminal.keys() },
      await thrownError { try await terminal.write(frame: "frame") },
      await thrownError { try await terminal.size() },
      await thrownError { try await terminal.resizes() },
    ]
    XCTAssertEqual(
      errors.map { $0 as? TerminalError },
      Array(repeating: .notATerminal(fileDescriptor: 1), count: 5))
  }

  func testOverridingTheDependencyReplacesTheClient() async throws {
    let inMemory = InMemoryTerminal(size: TerminalSize(rows: 5, columns: 20))
    try await withDependencies {
      $0.terminal = inMemory.client
    } operation: {
      @Dependency(\.terminal) var terminal
      try await terminal.write(frame: "hello")
      let size = try await terminal.size()
      XCTAssertEqual(size, TerminalSize(rows: 5, columns: 20))
    }
    XCTAssertEqual(inMemory.frames, ["hello"])
  }
}
