import Core
import Testing

/// The login suite of `LoginExampleTests` under Swift Testing: the same features and the same
/// exhaustive TestStore; failures are recorded as issues of the running test.
@Suite struct LoginExampleSwiftTests {
  // MARK: TwoFactor

  @Test(arguments: ["1", "12", "123"])
  @MainActor func twoFactorCodeShorterThanFourDigitsIsInvalid(code: String) async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeefdeadbeef")) {
      TwoFactor()
    }

    await store.send(.view(.set(\.code, code))) { $0.code = code }
  }

  @Test @MainActor func twoFactorSuccessDismisses() async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeefdeadbeef")) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { code, token in
        #expect(code == "1234" && token == "deadbeefdeadbeef")
        return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await store.send(.view(.binding(.set(\.code, "1234")))) {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(.view(.submitButtonTapped)) { $0.isTwoFactorRequestInFlight = true }
    await store.receive(\.twoFactorResponse?.success) { $0.isTwoFactorRequestInFlight = false }
    await store.finish()
    #expect(store.isDismissed)
  }

  @Test @MainActor func twoFactorFailureShowsAnAlert() async {
    let store = TestStore(
      initialState: TwoFactor.State(token: "deadbeefdeadbeef")
    ) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { _, _ in throw AuthenticationError.invalidTwoFactor }
    }

    await store.send(.view(.set(\.code, "0000"))) {
      $0.code = "0000"
      $0.isFormValid = true
    }
    await store.send(.view(.submitButtonTapped)) { $0.isTwoFactorRequestInFlight = true }
    await store.receive(\.twoFactorResponse?.failure) {
      $0.alert = .invalidTwoFactor
      $0.isTwoFactorRequestInFlight = false
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    #expect(!store.isDismissed)
  }

  // MARK: Login

  @Test @MainActor func loginSucceedsWithoutSecondFactor() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { email, password in
        #expect(email == "blob@pointfree.co" && password == "bl0bbl0b")
        return AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }

    await store.send(.view(.set(\.email, "blob@pointfree.co"))) { $0.email = "blob@pointfree.co" }
    await store.send(.view(.set(\.password, "bl0bbl0b"))) {
      $0.password = "bl0bbl0b"
      $0.isFormValid = true
    }
    await store.send(.view(.loginButtonTapped)) { $0.isLoginRequestInFlight = true }
    await store.receive(\.loginResponse?.success) { $0.isLoginRequestInFlight = false }
  }

  @Test @MainActor func loginFailureAlertIsDismissedOrTriedAgain() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in throw AuthenticationError.invalidUserPassword }
    }

    await store.submitLoginForm(email: "blob@pointfree.co", password: "wrong")
    await store.receive(\.loginResponse?.failure) {
      $0.alert = .loginFailed(AuthenticationError.invalidUserPassword)
      $0.isLoginRequestInFlight = false
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }

    await store.send(.view(.loginButtonTapped)) { $0.isLoginRequestInFlight = true }
    await store.receive(\.loginResponse?.failure) {
      $0.alert = .loginFailed(AuthenticationError.invalidUserPassword)
      $0.isLoginRequestInFlight = false
    }
    store.dependencies.authenticationClient.login = { _, _ in
      AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
    }
    await store.send(.alert(.presented(.tryAgainButtonTapped))) {
      $0.alert = nil
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse?.success) { $0.isLoginRequestInFlight = false }
  }

  @Test @MainActor func twoFactorScreenIsPresentedAndDismissesItself() async {
    let store = TestStore(loginRequiringTwoFactor: { _, _ in
      AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    })

    await store.logInAndPresentTwoFactor()
    await store.submitTwoFactorCode("1234")
    await store.receive(\.twoFactor?.twoFactorResponse?.success) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
    await store.receive(\.twoFactor?.dismiss) { $0.twoFactor = nil }
  }

  @Test @MainActor func twoFactorFailureKeepsTheScreenUntilTheParentDismissesIt() async {
    let store = TestStore(loginRequiringTwoFactor: { _, _ in
      throw AuthenticationError.invalidTwoFactor
    })

    await store.logInAndPresentTwoFactor()
    await store.submitTwoFactorCode("0000")
    await store.receive(\.twoFactor?.twoFactorResponse?.failure) {
      $0.twoFactor?.alert = .invalidTwoFactor
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
    await store.send(.twoFactor(.presented(.alert(.dismiss)))) { $0.twoFactor?.alert = nil }
    await store.send(.twoFactor(.dismiss)) { $0.twoFactor = nil }
  }

  @Test @MainActor func dismissingTheTwoFactorScreenCancelsItsRequest() async {
    let store = TestStore(loginRequiringTwoFactor: { _, _ in
      try await Task.sleep(for: .seconds(1))
      return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    })

    await store.logInAndPresentTwoFactor()
    await store.submitTwoFactorCode("1234")
    await store.send(.twoFactor(.dismiss)) { $0.twoFactor = nil }
    await store.finish()
  }

  // MARK: TicTacToe

  @Test @MainActor func logInThenLogOut() async {
    let store = TestStore(initialState: TicTacToe.State.login(Login.State())) {
      TicTacToe()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }

    await store.send(.login(.view(.set(\.email, "blob@pointfree.co")))) {
      $0.modify(\.login) { $0.email = "blob@pointfree.co" }
    }
    await store.send(.login(.view(.binding(.set(\.password, "bl0bbl0b"))))) {
      $0.modify(\.login) {
        $0.password = "bl0bbl0b"
        $0.isFormValid = true
      }
    }
    await store.send(.login(.view(.loginButtonTapped))) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = true }
    }
    await store.receive(\.login?.loginResponse?.success) { $0 = .newGame(NewGame.State()) }
    await store.send(.newGame(.binding(.set(\.xPlayerName, "Blob Jr.")))) {
      $0.modify(\.newGame) { $0.xPlayerName = "Blob Jr." }
    }
    await store.send(.newGame(.logoutButtonTapped)) { $0 = .login(Login.State()) }
  }

  @Test @MainActor func logInWithSecondFactor() async {
    let filledIn = Login.State(email: "blob@pointfree.co", isFormValid: true, password: "bl0bbl0b")
    let store = TestStore(initialState: TicTacToe.State.login(filledIn)) {
      TicTacToe()
    } withDependencies: {
      $0.authenticationClient.login = { _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }

    await store.send(.login(.view(.loginButtonTapped))) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = true }
    }
    await store.receive(\.login?.loginResponse?.success) {
      $0.modify(\.login) {
        $0.isLoginRequestInFlight = false
        $0.twoFactor = TwoFactor.State(token: "deadbeef")
      }
    }
    await store.send(.login(.twoFactor(.presented(.view(.set(\.code, "1234")))))) {
      $0.modify(\.login) {
        $0.twoFactor?.code = "1234"
        $0.twoFactor?.isFormValid = true
      }
    }
    await store.send(.login(.twoFactor(.presented(.view(.submitButtonTapped))))) {
      $0.modify(\.login) { $0.twoFactor?.isTwoFactorRequestInFlight = true }
    }
    // The root replaces the login screen, which cancels the two-factor screen's dismissal.
    await store.receive(\.login?.twoFactor?.twoFactorResponse?.success) {
      $0 = .newGame(NewGame.State())
    }
  }
}
