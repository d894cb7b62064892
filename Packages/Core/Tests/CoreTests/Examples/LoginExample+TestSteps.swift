import Core

// What the XCTest and the Swift Testing login suites share besides the features: the steps
// most login tests start with, and the alert a rejected code shows. A step asserts every state
// change, exhaustively, and reports a failure at the line of the test that called it.

extension TestStore where State == Login.State, Action == Login.Action {
  /// A store for the login screen whose server asks every user for a second factor (token
  /// "deadbeefdeadbeef") and checks the code with `twoFactor`. Both endpoints are expected to
  /// be called.
  convenience init(
    loginRequiringTwoFactor twoFactor:
      @escaping @Sendable (_ code: String, _ token: String) async throws -> AuthenticationResponse,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: Login.State(), reducer: { Login() },
      withDependencies: {
        $0.authenticationClient.login = { _, _ in
          AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: true)
        }
        $0.authenticationClient.twoFactor = twoFactor
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Types `email` and `password` into the form, which makes it valid, and taps "Log in".
  func submitLoginForm(
    email: String,
    password: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await send(
      .view(.set(\.email, email)), assert: { $0.email = email },
      fileID: fileID, filePath: filePath, line: line, column: column)
    await send(
      .view(.set(\.password, password)),
      assert: {
        $0.password = password
        $0.isFormValid = true
      }, fileID: fileID, filePath: filePath, line: line, column: column)
    await send(
      .view(.loginButtonTapped), assert: { $0.isLoginRequestInFlight = true },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Logs in as "2fa@pointfree.co" and receives the server's request for a second factor:
  /// the two-factor screen appears.
  func logInAndPresentTwoFactor(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await submitLoginForm(
      email: "2fa@pointfree.co", password: "password",
      fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      \.loginResponse?.success,
      assert: {
        $0.isLoginRequestInFlight = false
        $0.twoFactor = TwoFactor.State(token: "deadbeefdeadbeef")
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Types a four-digit `code` into the presented two-factor screen and submits it.
  func submitTwoFactorCode(
    _ code: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await send(
      .twoFactor(.presented(.view(.set(\.code, code)))),
      assert: {
        $0.twoFactor?.code = code
        $0.twoFactor?.isFormValid = true
      }, fileID: fileID, filePath: filePath, line: line, column: column)
    await send(
      .twoFactor(.presented(.view(.submitButtonTapped))),
      assert: {
        $0.twoFactor?.isTwoFactorRequestInFlight = true
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension AlertState where Action == TwoFactor.Action.Alert {
  /// The alert a rejected code shows.
  static var invalidTwoFactor: Self {
    AlertState { TextState(AuthenticationError.invalidTwoFactor.localizedDescription) }
  }
}
