import Core
import XCTest

private struct LoginError: Error, Equatable {}

/// A feature whose response is a `Result`, with a presented child that dismisses itself.
private struct Account: Reducer {
  struct State: Equatable {
    var name: String?
    var isLoading = false
    @PresentationState var confirm: Confirm.State?
  }

  enum Action: Equatable {
    case loadTapped
    case response(Result<String, LoginError>)
    case confirm(PresentationAction<Confirm.Action>)
    case showConfirm
    var response: Result<String, LoginError>? { if case let .response(r) = self { r } else { nil } }
    var confirm: PresentationAction<Confirm.Action>? {
      if case let .confirm(a) = self { a } else { nil }
    }
  }

  @Dependency(\.fact) var fact

  var body: some ReducerOf<Self> {
    Reduce<State, Action> { state, action in
      switch action {
      case .loadTapped:
        state.isLoading = true
        return load()
      case let .response(.success(name)):
        state.isLoading = false
        state.name = name
        return .none
      case .response(.failure):
        state.isLoading = false
        return .none
      case .showConfirm:
        state.confirm = Confirm.State()
        return .none
      case .confirm:
        return .none
      }
    }
    .ifLet(\.$confirm, action: .case(Action.confirm, \.confirm)) { Confirm() }
  }

  private func load() -> EffectOf<Self> {
    .run { send in
      let result = await Result { try await fact.fact(1) }
      await send(.response(result.mapError { _ in LoginError() }))
    }
  }
}

private struct Confirm: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case onAppear, doneTapped }
  @Dependency(\.dismiss) var dismiss
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear: .run { _ in await suspendUntilCancelled() }
    case .doneTapped: .run { _ in await dismiss() }
    }
  }
}

/// Enum state a test changes in place.
private enum Mode: Equatable, CasePathable {
  case editing(String)
  case viewing
  var editing: String? {
    get { if case let .editing(text) = self { text } else { nil } }
    set { if let newValue { self = .editing(newValue) } }
  }
}

private struct Editor: Reducer {
  typealias State = Mode
  enum Action: Equatable { case type(String), finish }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .type(text): state.modify(\.editing) { $0 += text }
    case .finish: state = .viewing
    }
    return .none
  }
}

/// A client that is its own dependency key.
private struct Greeter: TestDependencyKey, Sendable {
  var greet: @Sendable (String) -> String
  static let testValue = Greeter { "Hello, \($0)" }
}

@MainActor
final class EverydayAPITests: XCTestCase {
  func testReceivingThroughResultCases() async {
    let store = TestStore(initialState: Account.State()) {
      Account()
    } withDependencies: {
      $0.fact.fact = { _ in "Ada" }
    }
    await store.send(.loadTapped) { $0.isLoading = true }
    await store.receive(\.response?.success) {
      $0.isLoading = false
      $0.name = "Ada"
    }
    store.dependencies.fact.fact = { _ in throw LoginError() }
    await store.send(.loadTapped) { $0.isLoading = true }
    await store.receive(\.response?.failure) { $0.isLoading = false }
  }

  func testReceivingADismissal() async {
    let store = TestStore(initialState: Account.State()) { Account() }
    await store.send(.showConfirm) { $0.confirm = Confirm.State() }
    await store.send(.confirm(.presented(.doneTapped)))
    await store.receive(\.confirm?.dismiss) { $0.confirm = nil }
  }

  func testReceivingByPredicate() async {
    let store = TestStore(initialState: Account.State()) {
      Account()
    } withDependencies: {
      $0.fact.fact = { _ in "Ada" }
    }
    await store.send(.loadTapped) { $0.isLoading = true }
    await store.receive({ $0 == .response(.success("Ada")) }) {
      $0.isLoading = false
      $0.name = "Ada"
    }
  }

  func testAReceiveThatMatchesNothingNamesItsLine() async {
    let issues = CollectingIssueReporter()
    let store = withIssueReporters([issues]) {
      TestStore(initialState: Account.State()) {
        Account()
      } withDependencies: {
        $0.fact.fact = { _ in "Ada" }
      }
    }
    await store.send(.loadTapped) { $0.isLoading = true }
    await store.receive(\.response?.failure); let line = #line
    XCTAssertTrue(
      issues.messages.first?.contains("the key path at CoreTests/EverydayAPITests.swift:\(line)")
        == true,
      "\(issues.messages)"
    )
    XCTAssertTrue(issues.messages.first?.contains(#"which extracted "nil" from it"#) == true)
  }

  func testAssertChecksStateWithoutSending() async {
    let store = TestStore(initialState: Account.State()) {
      Account()
    } withDependencies: {
      $0.fact.fact = { _ in "Ada" }
    }
    await store.withExhaustivity(.off) {
      await store.send(.loadTapped)
      // The response has arrived but was not received: assert reads the store's state.
      store.assert { $0.name = "Ada" }
      await store.skipReceivedActions(strict: false)
    }
    XCTAssertEqual(store.exhaustivity, .on, "withExhaustivity restores the previous setting")

    let issues = CollectingIssueReporter()
    let failing = withIssueReporters([issues]) {
      TestStore(initialState: Account.State()) { Account() }
    }
    failing.assert { $0.name = "Grace" }
    XCTAssertTrue(
      issues.messages.first?.contains("does not match expectation") == true, "\(issues.messages)")
  }

  func testSkippedAssertionsAreKnownIssuesWhenAskedFor() async {
    let issues = CollectingIssueReporter()
    let store = withIssueReporters([issues]) {
      TestStore(initialState: Account.State()) {
        Account()
      } withDependencies: {
        $0.fact.fact = { _ in "Ada" }
      }
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.loadTapped)
    await store.skipReceivedActions()
    XCTAssertEqual(issues.messages, [])
    XCTAssertEqual(issues.knownIssues.count, 2, "\(issues.knownIssues)")
    XCTAssertTrue(issues.knownIssues[0].contains("isLoading: true"), issues.knownIssues[0])
  }

  func testIsDismissedWhenTheFeatureUnderTestDismissesItself() async {
    let store = TestStore(initialState: Confirm.State()) { Confirm() }
    XCTAssertFalse(store.isDismissed)
    await store.send(.doneTapped).finish()
    XCTAssertTrue(store.isDismissed)
  }

  /// A feature that dismisses itself is gone, as in TCA: the effects it left running are
  /// cancelled. This exhaustive test would fail at its end otherwise.
  func testDismissingItselfCancelsTheFeaturesEffects() async {
    let store = TestStore(initialState: Confirm.State()) { Confirm() }
    await store.send(.onAppear)
    await store.send(.doneTapped).finish()
    XCTAssertTrue(store.isDismissed)
  }

  func testSendingToAFeatureThatDismissedItselfFails() async {
    let issues = CollectingIssueReporter()
    let store = withIssueReporters([issues]) {
      TestStore(initialState: Confirm.State()) { Confirm() }
    }
    await store.send(.doneTapped).finish()
    await store.send(.onAppear)
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages.first?.hasPrefix("Can't send an action to a feature that dismissed itself")
        == true, "\(issues.messages)")
  }

  func testModifyChangesTheCurrentCaseAndReportsAnotherCase() async {
    let store = TestStore(initialState: Mode.editing("a")) { Editor() }
    await store.send(.type("b")) { $0.modify(\.editing) { $0 = "ab" } }
    await store.send(.type("c")) { $0.modify(.case(Mode.editing, \.editing)) { $0 += "c" } }
    await store.send(.finish) { $0 = .viewing }

    let issues = CollectingIssueReporter()
    var mode = Mode.viewing
    withIssueReporters([issues]) { mode.modify(\.editing) { $0 = "x" } }
    XCTAssertEqual(mode, .viewing)
    XCTAssertTrue(
      issues.messages.first?.contains("it is in another case") == true, "\(issues.messages)")
  }

  func testDependencyByKeyType() {
    @Dependency(Greeter.self) var greeter
    XCTAssertEqual(greeter.greet("Ada"), "Hello, Ada")
    withDependencies {
      $0[Greeter.self] = Greeter { "Hi, \($0)" }
    } operation: {
      XCTAssertEqual(greeter.greet("Ada"), "Hi, Ada")
    }
  }

  func testWithDependenciesFromAStoreHandsItsDependenciesOn() async throws {
    let parent = Store(initialState: Account.State()) {
      Account()
    } withDependencies: {
      $0.fact.fact = { _ in "from parent" }
    }
    let scoped = parent.scope(state: \.isLoading, action: { (_: Never) -> Account.Action in })
    let fact = withDependencies(from: scoped) {
      @Dependency(\.fact) var fact
      return fact
    }
    let answer = try await fact.fact(1)
    XCTAssertEqual(answer, "from parent")
  }
}
