import Effects
import XCTest

/// Every authentication error says what went wrong and what to do.
final class AuthenticationErrorTests: XCTestCase {
  func testEveryErrorExplainsWhatToDo() {
    assertErrorsAreActionable([
      AuthenticationError.emptyUsername, .emptyPassword, .unknownUser("bob"),
      .wrongPassword(remainingAttempts: 4), .wrongPassword(remainingAttempts: 0),
      .accountLocked(username: "ada"), .accountsUnavailable("the file is missing"),
    ])
    XCTAssertTrue(AuthenticationError.unknownUser("bob").description.contains("\"bob\""))
    XCTAssertTrue(
      AuthenticationError.accountsUnavailable("the file is missing").description.contains(
        "the file is missing"))
  }
}
