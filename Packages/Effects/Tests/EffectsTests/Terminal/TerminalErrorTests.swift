import Effects
import XCTest

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Every terminal error says what went wrong and what to do.
final class TerminalErrorTests: XCTestCase {
  func testEveryErrorExplainsWhatToDo() {
    assertErrorsAreActionable([
      TerminalError.notATerminal(fileDescriptor: 0), .notATerminal(fileDescriptor: 7),
      .rawModeAlreadyEnabled, .systemCallFailed("tcsetattr", errno: EIO),
    ])
    XCTAssertTrue(
      TerminalError.notATerminal(fileDescriptor: 0).description.contains("standard input"))
    XCTAssertTrue(
      TerminalError.systemCallFailed("tcsetattr", errno: EIO).description.contains(
        "tcsetattr failed"))
  }
}
