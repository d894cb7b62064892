import Effects
import Login
import TerminalUI
import XCTest

/// What the login screen shows and sends, state by state.
@MainActor final class LoginViewTests: XCTestCase {
  func testAnEmptyFormFocusesTheUsernameAndOffersLogIn() async {
    let screen = LoginView.screen(.drawing(Login.State()))
    XCTAssertEqual(screen.id, "login")
    XCTAssertEqual(screen.controls.map(\.id), ["username", "password", "log-in"])
    XCTAssertEqual(screen.focusRequest, "username")
    XCTAssertNil(screen.back, "Esc does nothing at the login screen")
    XCTAssertFalse(screen.isBusy)
  }

  func testAKnownUsernameFocusesThePassword() async {
    XCTAssertEqual(
      LoginView.screen(.drawing(Login.State(username: "ada"))).focusRequest, "password")
  }

  func testTypingSetsTheFieldsAndEnterInThePasswordLogsIn() async throws {
    let screen = LoginView.screen(.drawing(Login.State()))
    guard case let .field(username) = screen.controls[0],
      case let .field(password) = screen.controls[1]
    else { return XCTFail("expected two fields, got \(screen.controls.map(\.id))") }
    XCTAssertEqual(username.onChange("ada").binding, .set(\.username, "ada"))
    XCTAssertNil(username.onSubmit, "Enter in the username moves on to the password")
    XCTAssertTrue(password.isSecure)
    XCTAssertEqual(password.onChange("pw").binding, .set(\.password, "pw"))
    XCTAssertNotNil(password.onSubmit?.loginButtonTapped)
  }

  func testMovingFocusTellsTheState() async {
    let screen = LoginView.screen(.drawing(Login.State()))
    XCTAssertEqual(screen.onFocusChange?("password").binding, .set(\.focus, .password))
    XCTAssertEqual(screen.onFocusChange?("log-in").binding, .set(\.focus, nil))
  }

  func testAnErrorIsShownAboveTheButton() async {
    var state = Login.State(username: "ada")
    state.errorMessage = "The password is wrong."
    let screen = LoginView.screen(.drawing(state))
    XCTAssertTrue(
      screen.elements.contains {
        if case .error("The password is wrong.") = $0 { true } else { false }
      })
  }

  func testWhileLoggingInItSpinsAndOffersCancel() async throws {
    var state = Login.State(username: "ada")
    state.isLoggingIn = true
    let screen = LoginView.screen(.drawing(state))
    XCTAssertTrue(screen.isBusy)
    XCTAssertEqual(screen.controls.map(\.id), ["username", "password", "cancel"])
    guard case let .button(cancel) = screen.controls[2] else { return XCTFail() }
    XCTAssertNotNil(cancel.action.cancelButtonTapped)
  }
}
