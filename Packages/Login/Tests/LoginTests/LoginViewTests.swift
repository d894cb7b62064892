import Effects
import Login
import TerminalUI
import Testing

/// What the login screen sends, and what its snapshots do not show: the screen's id, its
/// controls, the fields' bindings, and Cancel while logging in.
@MainActor @Suite struct LoginViewTests {
  @Test func anEmptyFormFocusesTheUsernameAndOffersLogIn() {
    let screen = LoginView.screen(.drawing(Login.State()))
    #expect(screen.id == "login")
    #expect(screen.controls.map(\.id) == ["username", "password", "log-in"])
    #expect(screen.focusRequest == "username")
    #expect(screen.back == nil, "Esc does nothing at the login screen")
    #expect(!screen.isBusy)
  }

  @Test func typingSetsTheFieldsAndEnterInThePasswordLogsIn() {
    let (store, sent) = StoreOf<Login>.recording(Login.State())
    let screen = LoginView.screen(store)
    guard case let .field(username) = screen.controls[0],
      case let .field(password) = screen.controls[1]
    else {
      Issue.record("expected two fields, got \(screen.controls.map(\.id))")
      return
    }
    username.onChange("ada").perform(on: store)
    #expect(sent.last?.binding == .set(\.username, "ada"))
    #expect(username.onSubmit == nil, "Enter in the username moves on to the password")
    #expect(password.isSecure)
    password.onChange("pw").perform(on: store)
    #expect(sent.last?.binding == .set(\.password, "pw"))
    #expect(password.onSubmit?.loginButtonTapped != nil)
  }

  @Test func movingFocusTellsTheState() {
    let screen = LoginView.screen(.drawing(Login.State()))
    #expect(screen.onFocusChange?("password").binding == .set(\.focus, .password))
    #expect(screen.onFocusChange?("log-in").binding == .set(\.focus, nil))
  }

  @Test func whileLoggingInItSpinsAndOffersCancel() {
    var state = Login.State(username: "ada")
    state.isLoggingIn = true
    let screen = LoginView.screen(.drawing(state))
    #expect(screen.isBusy)
    #expect(screen.controls.map(\.id) == ["username", "password", "cancel"])
    guard case let .button(cancel) = screen.controls[2] else {
      Issue.record("expected a button, got \(screen.controls[2].id)")
      return
    }
    #expect(cancel.action?.cancelButtonTapped != nil)
  }
}
