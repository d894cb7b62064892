import Effects
import Foundation
import Login
import Testing

/// One test per behaviour of ``Login``. Each test overrides only the endpoint it expects to be
/// called: a test that should send no request overrides nothing, so a request fails it.
@MainActor
@Suite struct LoginTests {
  // MARK: Happy path

  @Test func loginSendsTheTrimmedUsernameAndTellsTheParent() async {
    let requests = LockIsolated<[String]>([])
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authentication.login = { username, password in
        requests.withValue { $0.append("\(username):\(password)") }
        return .ada
      }
    }

    await store.send(.set(\.username, "  ada \n")) { $0.username = "  ada \n" }
    await store.send(.set(\.focus, .password)) { $0.focus = .password }
    await store.send(.set(\.password, "lovelace")) { $0.password = "lovelace" }
    await store.send(.loginButtonTapped) { $0.isLoggingIn = true }
    await store.receive(\.loginResponse?.success) {
      $0.isLoggingIn = false
      $0.$lastUsername.withLock { $0 = "ada" }
    }
    await store.receive(\.delegate?.didLogIn, .ada)
    #expect(requests.value == ["ada:lovelace"])
  }

  @Test func aUsernameOfExactly64CharactersIsSent() async {
    let username = String(repeating: "a", count: 64)
    let store = TestStore(initialState: Login.State(username: username)) {
      Login()
    } withDependencies: {
      $0.authentication.login = { _, _ in .ada }
    }

    await store.send(.set(\.password, "pw")) { $0.password = "pw" }
    await store.send(.loginButtonTapped) { $0.isLoggingIn = true }
    await store.receive(\.loginResponse?.success) {
      $0.isLoggingIn = false
      $0.$lastUsername.withLock { $0 = "ada" }
    }
    await store.receive(\.delegate?.didLogIn, .ada)
  }

  @Test func aFilledInUsernameStartsWithFocusOnThePassword() {
    #expect(Login.State(username: "ada").focus == .password)
    #expect(Login.State().focus == .username)
  }

  // MARK: The last username, kept across runs

  @Test func theFormStartsWithTheLastRunsUsername() async {
    let files = InMemoryFileSystem()
    files.setData(Data(#""grace""#.utf8), at: DataDirectory.testValue.file(lastUsernameFileName))
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.defaultFileStorage = .inMemory(files)
    }

    #expect(store.state.username == "grace")
    #expect(store.state.focus == .password)
  }

  @Test func aGivenUsernameWinsOverTheLastRunsUsername() async {
    let files = InMemoryFileSystem()
    files.setData(Data(#""grace""#.utf8), at: DataDirectory.testValue.file(lastUsernameFileName))
    let store = TestStore(initialState: Login.State(username: "alan")) {
      Login()
    } withDependencies: {
      $0.defaultFileStorage = .inMemory(files)
    }

    #expect(store.state.username == "alan")
  }

  @Test func aSuccessfulLoginWritesTheUsernameToItsFile() async throws {
    let files = InMemoryFileSystem()
    let store = TestStore(initialState: Login.State(username: "grace")) {
      Login()
    } withDependencies: {
      $0.defaultFileStorage = .inMemory(files)
      $0.authentication.login = { _, _ in .grace }
    }

    await store.send(.set(\.password, "hopper")) { $0.password = "hopper" }
    await store.send(.loginButtonTapped) { $0.isLoggingIn = true }
    await store.receive(\.loginResponse?.success) {
      $0.isLoggingIn = false
      $0.$lastUsername.withLock { $0 = "grace" }
    }
    await store.receive(\.delegate?.didLogIn, .grace)
    let saved = try #require(files.data(at: DataDirectory.testValue.file(lastUsernameFileName)))
    #expect(try JSONDecoder().decode(String.self, from: saved) == "grace")
  }

  @Test func aFailedLoginKeepsTheLastUsername() async {
    let store = TestStore(initialState: Login.State(username: "ada")) {
      Login()
    } withDependencies: {
      $0.authentication.login = { _, _ in
        throw AuthenticationError.wrongPassword(remainingAttempts: 4)
      }
    }

    await store.send(.set(\.password, "nope")) { $0.password = "nope" }
    await store.send(.loginButtonTapped) { $0.isLoggingIn = true }
    await store.receive(\.loginResponse?.failure) {
      $0.isLoggingIn = false
      $0.password = ""
      $0.errorMessage = AuthenticationError.wrongPassword(remainingAttempts: 4).description
    }
    #expect(store.state.lastUsername == "")
  }

  @Test func anUnreadableUsernameFileIsSetAsideAndTheFormStartsEmpty() async throws {
    let files = InMemoryFileSystem()
    let url = DataDirectory.testValue.file(lastUsernameFileName)
    files.setData(Data("{not json".utf8), at: url)
    let issues = CollectingIssueReporter()
    let store = withIssueReporters([issues]) {
      TestStore(initialState: Login.State()) {
        Login()
      } withDependencies: {
        $0.defaultFileStorage = .inMemory(files)
      }
    }

    #expect(store.state.username == "")
    #expect(files.data(at: url) == nil, "the bad file is moved, not overwritten")
    #expect(files.files.count == 1)
    #expect(issues.messages.count == 1, "reported once")
    let notice = try #require(
      store.state.$lastUsername.storageNotice(subject: "The last username"))
    #expect(
      notice.hasPrefix(
        "The last username could not be read; the file was kept as /test-data/last-username.json.corrupt-"
      ), "\(notice)")
  }

  // MARK: Validation: no request is made, so no endpoint is overridden

  @Test func anEmptyUsernameNamesTheFieldAndSendsNothing() async {
    let store = TestStore(initialState: Login.State(username: " \t ")) { Login() }

    await store.send(.set(\.password, "lovelace")) { $0.password = "lovelace" }
    await store.send(.loginButtonTapped) {
      $0.errorMessage = "The username field is empty. Enter your username."
      $0.focus = .username
    }
  }

  @Test func aUsernameLongerThan64CharactersNamesTheFieldAndSendsNothing() async {
    let store = TestStore(initialState: Login.State(username: String(repeating: "a", count: 65))) {
      Login()
    }

    await store.send(.set(\.password, "pw")) { $0.password = "pw" }
    await store.send(.loginButtonTapped) {
      $0.errorMessage = LoginFormError.usernameTooLong(length: 65).description
      $0.focus = .username
    }
    #expect(store.state.errorMessage?.contains("username field") == true)
  }

  @Test func anEmptyPasswordNamesTheFieldAndSendsNothing() async {
    let store = TestStore(initialState: Login.State()) { Login() }

    await store.send(.set(\.username, "ada")) { $0.username = "ada" }
    await store.send(.loginButtonTapped) {
      $0.errorMessage = "The password field is empty. Enter your password."
      $0.focus = .password
    }
  }

  @Test func editingAFieldClearsTheMessage() async {
    let store = TestStore(initialState: Login.State()) { Login() }

    await store.send(.loginButtonTapped) {
      $0.errorMessage = LoginFormError.emptyUsername.description
    }
    await store.send(.set(\.focus, .password)) { $0.focus = .password }
    await store.send(.set(\.username, "ada")) {
      $0.username = "ada"
      $0.errorMessage = nil
    }
    await store.send(.loginButtonTapped) {
      $0.errorMessage = LoginFormError.emptyPassword.description
    }
    await store.send(.set(\.password, "x")) {
      $0.password = "x"
      $0.errorMessage = nil
    }
  }

  // MARK: Failures from the client

  @Test func aWrongPasswordShowsTheClientsMessageKeepsTheUsernameAndClearsThePassword() async {
    let error = AuthenticationError.wrongPassword(remainingAttempts: 4)
    await assertLoginFails(as: "ada", with: error, message: error.description, focus: .password)
  }

  @Test func anUnknownUserShowsTheClientsMessageAndMovesFocusToTheUsername() async {
    await assertLoginFails(
      as: "bob", with: .unknownUser("bob"),
      message: "There is no account named \"bob\". Check the spelling of the username.",
      focus: .username)
  }

  @Test func aLockedAccountShowsTheClientsMessage() async {
    let error = AuthenticationError.accountLocked(username: "ada")
    await assertLoginFails(as: "ada", with: error, message: error.description, focus: .password)
    #expect(
      error.description != AuthenticationError.wrongPassword(remainingAttempts: 4).description)
  }

  /// Logs in as `username` against a client that throws `error`, and asserts that the form
  /// shows `message`, keeps the username, clears the password and moves focus to `focus`.
  private func assertLoginFails(
    as username: String, with error: AuthenticationError, message: String,
    focus: Login.State.Field, line: UInt = #line
  ) async {
    let store = TestStore(initialState: Login.State(username: username)) {
      Login()
    } withDependencies: {
      $0.authentication.login = { _, _ in throw error }
    }

    await store.send(.set(\.password, "secret")) { $0.password = "secret" }
    await store.send(.loginButtonTapped) { $0.isLoggingIn = true }
    await store.receive(
      \.loginResponse?.failure,
      assert: {
        $0.isLoggingIn = false
        $0.username = username
        $0.password = ""
        $0.errorMessage = message
        $0.focus = focus
      }, line: line)
  }

  // MARK: While in flight

  @Test func aSecondTapWhileInFlightDoesNothing() async {
    let clock = TestClock()
    let requests = LockIsolated(0)
    let store = TestStore(initialState: Login.State(username: "ada")) {
      Login()
    } withDependencies: {
      $0.authentication.login = { _, _ in
        requests.withValue { $0 += 1 }
        try await clock.sleep(for: .milliseconds(500))
        return .ada
      }
    }

    await store.send(.set(\.password, "lovelace")) { $0.password = "lovelace" }
    await store.send(.loginButtonTapped) { $0.isLoggingIn = true }
    await store.send(.loginButtonTapped)
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.loginResponse?.success) {
      $0.isLoggingIn = false
      $0.$lastUsername.withLock { $0 = "ada" }
    }
    await store.receive(\.delegate?.didLogIn, .ada)
    #expect(requests.value == 1)
  }

  @Test func cancellingStopsTheRequestAndTheProgress() async {
    let clock = TestClock()
    let store = TestStore(initialState: Login.State(username: "ada")) {
      Login()
    } withDependencies: {
      $0.authentication.login = { _, _ in
        try await clock.sleep(for: .milliseconds(500))
        return .ada
      }
    }

    await store.send(.set(\.password, "lovelace")) { $0.password = "lovelace" }
    await store.send(.loginButtonTapped) { $0.isLoggingIn = true }
    await store.send(.cancelButtonTapped) { $0.isLoggingIn = false }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func cancellingWithNothingInFlightDoesNothing() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    await store.send(.cancelButtonTapped)
  }
}

extension LoginResponse {
  fileprivate static let ada = LoginResponse.preview
  fileprivate static let grace = LoginResponse.previewGrace
}
