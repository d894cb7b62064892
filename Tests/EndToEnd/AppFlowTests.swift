import Effects
import FeatureA
import FeatureB1
import FeatureB2
import Foundation
import Login
import Root
import TabBar
import Testing

/// A whole session driven through Root, exhaustively: every feature package takes part, with
/// the in-memory authentication and calculation clients and a fixed fact for every number.
@Suite @MainActor struct AppFlowTests {
  @Test func aWholeSession() async {
    let store = appStore()

    await store.logIn(
      "ada", password: "wrong", failsWith: .wrongPassword(remainingAttempts: 4))
    await store.logIn(password: "lovelace", as: ada)
    #expect(store.state.tabBar?.b1.user.displayName == "Ada Lovelace")

    await store.featureAStackGoesTwoDeepAndBack()
    await store.featureBKeepsSavedFactsAcrossPresentations()

    await store.send(.tabBar(.logoutButtonTapped)) { $0.tabBar?.logoutDialog = .logout }
    await store.send(.tabBar(.logoutDialog(.dismiss))) { $0.tabBar?.logoutDialog = nil }
    #expect(store.state.tabBar?.b1.savedCount == 1, "A cancelled logout keeps everything")
    await store.logOut(backTo: "ada")

    await store.logIn("grace", password: "hopper", as: grace)
    #expect(store.state.tabBar?.b1.user.displayName == "Grace Hopper")
    #expect(store.state.tabBar?.b1.savedCount == 0, "The next user starts afresh")
    await store.logOut(backTo: "grace")
    // Exhaustive: an effect still running here would fail the test.
  }
}

private let loginTime = DemoUsers.loginTime
private let ada = DemoUsers.ada
private let grace = DemoUsers.grace

private func fact(_ number: Int) -> String { "\(number) is a fine number." }

/// The app at launch, with clients that need neither a network nor time.
@MainActor
private func appStore() -> TestStoreOf<Root> {
  TestStore(initialState: Root.State()) {
    Root()
  } withDependencies: {
    $0.authentication = .live(accounts: DemoUsers.accounts, delay: .zero)
    $0.continuousClock = ImmediateClock()
    $0.uuid = .incrementing
    $0.date = .constant(loginTime)
    $0.calculation = .live()
    $0.numberFact.fact = { fact($0) }
  }
}

extension Root.Action {
  /// An action of Feature A's root screen.
  fileprivate static func a1(_ action: A1.Action) -> Self { .tabBar(.a1(action)) }
  /// An action of the A2 screen `id` on Feature A's stack.
  fileprivate static func a2(_ id: StackElementID, _ action: A2.Action) -> Self {
    .tabBar(.a1(.path(.element(id: id, action: action))))
  }
  /// The person typed `text` into the calculator's `field` on the A2 screen `id`.
  fileprivate static func typing(
    _ text: String, in field: CalculationError.Field, on id: StackElementID
  ) -> Self {
    .a2(id, .calculator(.fields(.element(id: field, action: .textChanged(text)))))
  }
  /// An action of Feature B's screen.
  fileprivate static func b1(_ action: B1.Action) -> Self { .tabBar(.b1(action)) }
  /// An action of B2, presented by B1.
  fileprivate static func b2(_ action: B2.Action) -> Self { .tabBar(.b1(.b2(.presented(action)))) }
}

extension TestStore where State == Root.State, Action == Root.Action {
  /// Types `username` and `password`, taps "Log in", and expects `error`: the form shows its
  /// message, keeps the username, clears the password and puts the cursor there.
  fileprivate func logIn(
    _ username: String, password: String, failsWith error: AuthenticationError
  ) async {
    await fillInAndSubmit(username, password)
    await receive(\.login?.loginResponse?.failure) {
      $0.login?.isLoggingIn = false
      $0.login?.password = ""
      $0.login?.errorMessage = error.description
      $0.login?.focus = .password
    }
  }

  /// Types `password` (and `username`, unless the form has it already), taps "Log in", and
  /// expects the tab bar for `user`.
  fileprivate func logIn(_ username: String? = nil, password: String, as user: LoginResponse)
    async
  {
    await fillInAndSubmit(username, password)
    await receive(\.login?.loginResponse?.success) {
      $0.login?.isLoggingIn = false
      $0.login?.$lastUsername.withLock { $0 = user.username }
    }
    await receive(\.login?.delegate?.didLogIn, user) { $0 = .tabBar(TabBar.State(user: user)) }
  }

  private func fillInAndSubmit(_ username: String?, _ password: String) async {
    if let username {
      await send(.login(.set(\.username, username))) { $0.login?.username = username }
    }
    await send(.login(.set(\.password, password))) {
      $0.login?.password = password
      $0.login?.errorMessage = nil  // editing the form clears the last error
    }
    await send(.login(.loginButtonTapped)) { $0.login?.isLoggingIn = true }
  }

  /// Confirms the logout, and expects the login screen with `username` filled in.
  fileprivate func logOut(backTo username: String) async {
    await send(.tabBar(.logoutButtonTapped)) { $0.tabBar?.logoutDialog = .logout }
    await send(.tabBar(.logoutDialog(.presented(.confirmLogout)))) {
      $0.tabBar?.logoutDialog = nil
    }
    await receive(\.tabBar?.delegate, .didLogOut) {
      $0 = .login(Login.State(username: username))
    }
  }

  /// A1 -> A2 (a calculator error, then a result) -> a second A2 for the result -> back.
  fileprivate func featureAStackGoesTwoDeepAndBack() async {
    await send(.a1(.fact(.onAppear))) { $0.tabBar?.a1.fact.isLoading = true }
    await receive(\.tabBar?.a1?.fact?.factResponse?.success, fact(1)) {
      $0.tabBar?.a1.fact.isLoading = false
      $0.tabBar?.a1.fact.fact = fact(1)
    }
    await send(.a1(.showA2ButtonTapped)) { $0.tabBar?.a1.path[id: 0] = A2.State() }
    await send(.a2(0, .fact(.onAppear))) { $0.tabBar?.a1.path[id: 0]?.fact.isLoading = true }
    await receive(\.tabBar?.a1?.path?.element?.action.fact?.factResponse?.success, fact(2)) {
      $0.tabBar?.a1.path[id: 0]?.fact.isLoading = false
      $0.tabBar?.a1.path[id: 0]?.fact.fact = fact(2)
    }

    await send(.typing("84", in: .left, on: 0)) {
      $0.tabBar?.a1.path[id: 0]?.calculator.fields[id: .left]?.text = "84"
    }
    await send(.typing("0", in: .right, on: 0)) {
      $0.tabBar?.a1.path[id: 0]?.calculator.fields[id: .right]?.text = "0"
    }
    await send(.a2(0, .calculator(.operatorChanged(.division)))) {
      $0.tabBar?.a1.path[id: 0]?.calculator.operator = .division
    }
    await send(.a2(0, .calculator(.calculateButtonTapped))) {
      $0.tabBar?.a1.path[id: 0]?.calculator.isCalculating = true
    }
    await receive(\.tabBar?.a1?.path?.element?.action.calculator?.calculationResponse?.failure) {
      $0.tabBar?.a1.path[id: 0]?.calculator.isCalculating = false
      $0.tabBar?.a1.path[id: 0]?.calculator.errorMessage =
        CalculationError.divisionByZero.description
      $0.tabBar?.a1.path[id: 0]?.calculator.focusedField = .right
    }
    await send(.typing("2", in: .right, on: 0)) {
      $0.tabBar?.a1.path[id: 0]?.calculator.fields[id: .right]?.text = "2"
      $0.tabBar?.a1.path[id: 0]?.calculator.errorMessage = nil
    }
    await send(.a2(0, .calculator(.calculateButtonTapped))) {
      $0.tabBar?.a1.path[id: 0]?.calculator.isCalculating = true
    }
    await receive(\.tabBar?.a1?.path?.element?.action.calculator?.calculationResponse?.success, 42)
    {
      $0.tabBar?.a1.path[id: 0]?.calculator.isCalculating = false
      $0.tabBar?.a1.path[id: 0]?.calculator.result = 42
    }

    await send(.a2(0, .factForResultButtonTapped))
    await receive(\.tabBar?.a1?.path?.element?.action.delegate?.factRequested, 42) {
      $0.tabBar?.a1.path[id: 1] = A2.State(number: 42)
    }
    await send(.a2(1, .fact(.onAppear))) { $0.tabBar?.a1.path[id: 1]?.fact.isLoading = true }
    await receive(\.tabBar?.a1?.path?.element?.action.fact?.factResponse?.success, fact(42)) {
      $0.tabBar?.a1.path[id: 1]?.fact.isLoading = false
      $0.tabBar?.a1.path[id: 1]?.fact.fact = fact(42)
    }
    #expect(state.tabBar?.a1.path.ids == [0, 1])

    await send(.a1(.path(.popFrom(id: 1)))) { $0.tabBar?.a1.path.pop(from: 1) }
    #expect(state.tabBar?.a1.path[id: 0]?.calculator.result == 42, "Going back keeps A2")
    await send(.a1(.path(.popFrom(id: 0)))) { $0.tabBar?.a1.path.removeAll() }
  }

  /// B1's fact, then B2: save a fact, see it in B1, dismiss, present again with it intact.
  fileprivate func featureBKeepsSavedFactsAcrossPresentations() async {
    await send(.tabBar(.tabSelected(.b1))) { $0.tabBar?.selectedTab = .b1 }
    await send(.b1(.fact(.onAppear))) { $0.tabBar?.b1.fact.isLoading = true }
    await receive(\.tabBar?.b1?.fact?.factResponse?.success, fact(3)) {
      $0.tabBar?.b1.fact.isLoading = false
      $0.tabBar?.b1.fact.fact = fact(3)
    }

    let saved = SavedFact(number: 4, text: fact(4))
    await send(.b1(.savedFactsButtonTapped)) {
      let b2 = $0.tabBar.map { B2.State(savedFacts: $0.b1.$savedFacts) }
      $0.tabBar?.b1.b2 = b2
    }
    await b2Appears()
    await send(.b2(.saveButtonTapped)) { $0.tabBar?.b1.$savedFacts.withLock { $0 = [saved] } }
    #expect(state.tabBar?.b1.savedCount == 1)
    #expect(state.tabBar?.b1.lastSaved == saved)

    await send(.b1(.b2(.dismiss))) { $0.tabBar?.b1.b2 = nil }
    await send(.b1(.savedFactsButtonTapped)) {
      let b2 = $0.tabBar.map { B2.State(savedFacts: $0.b1.$savedFacts) }
      $0.tabBar?.b1.b2 = b2
    }
    await b2Appears()
    await send(.b2(.saveButtonTapped)) { $0.tabBar?.b1.b2?.notice = B2.alreadySavedNotice }
    await send(.b1(.b2(.dismiss))) { $0.tabBar?.b1.b2 = nil }
    #expect(state.tabBar?.b1.savedCount == 1)
  }

  private func b2Appears() async {
    await send(.b2(.fact(.onAppear))) { $0.tabBar?.b1.b2?.fact.isLoading = true }
    await receive(\.tabBar?.b1?.b2?.fact?.factResponse?.success, fact(4)) {
      $0.tabBar?.b1.b2?.fact.isLoading = false
      $0.tabBar?.b1.b2?.fact.fact = fact(4)
    }
  }
}
