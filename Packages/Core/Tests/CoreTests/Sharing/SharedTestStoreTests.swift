import Core
import Foundation
import Testing

/// A `TestStore` checks shared values as it checks state: a change an action makes must be
/// asserted in that action's closure.
@MainActor
@Suite struct SharedTestStoreTests {
  private func makeStore(_ issues: CollectingIssueReporter) -> TestStoreOf<SharedCounter> {
    withIssueReporters([issues]) {
      TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    }
  }

  @Test func aSharedChangeAssertedInTheSendClosurePasses() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 += 1 } }
    #expect(store.state.count == 2)
    #expect(issues.messages == [])
  }

  /// A reducer that writes a shared value, even one equal to what it held, made a change the
  /// test may restate: no "Expected state to change" (as in TCA).
  @Test func restatingASharedValueTheReducerWroteUnchangedPasses() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.resetButtonTapped) { $0.$count.withLock { $0 = 0 } }
    #expect(issues.messages == [])
  }

  @Test func aWrongSharedAssertionFailsWithTheStateDiff() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 2 } }
    #expect(
      issues.messages == [
        """
        A state change does not match expectation: …

            SharedCounter.State(
          -   count: 2,
          +   count: 1,
              … (1 unchanged)
            )

        (Expected: -, Actual: +)

        Shared values that differ: .inMemory("count") (asserted differently)
        """
      ])
  }

  @Test func anUnassertedSharedChangeFailsNamingTheKey() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.incrementButtonTapped)
    #expect(
      issues.messages == [
        """
        State was not expected to change, but a change occurred: …

            SharedCounter.State(
          -   count: 0,
          +   count: 1,
              … (1 unchanged)
            )

        (Expected: -, Actual: +)

        Shared values that differ: .inMemory("count") (changed, not asserted)
        """
      ])
  }

  @Test func assertingASharedChangeThatDidNotHappenFails() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.labelChanged("a")) {
      $0.label = "a"
      $0.$count.withLock { $0 = 5 }
    }
    #expect(issues.messages.count == 1)
    #expect(issues.messages.first?.contains("-   count: 5,\n  +   count: 0,") == true)
    #expect(store.state.count == 0, "The assertion never changes the real value")
  }

  @Test func aNonExhaustiveStoreSkipsUnassertedSharedChanges() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.labelChanged("a"))
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 2 } }
    #expect(issues.messages == [])
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 9 } }
    #expect(issues.messages.count == 1, "What it does assert must still hold")
  }

  @Test func aTestSeedsAKeyBeforeTheStoreAndReadsItAfter() async {
    @Shared(.inMemory("count")) var count = 0
    $count.withLock { $0 = 41 }
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    #expect(store.state.count == 41)
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 42 } }
    #expect(count == 42)
    #expect(issues.messages == [])
  }

  @Test func aTestCanAssertThroughItsOwnReferenceToTheKey() async {
    @Shared(.inMemory("count")) var count = 0
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.incrementButtonTapped) { _ in $count.withLock { $0 = 1 } }
    #expect(issues.messages == [])
  }

  @Test func eachReceivedActionAssertsTheSharedValueItLeft() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.incrementTwiceLaterButtonTapped)
    await store.receive(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
    await store.receive(.incrementButtonTapped) { $0.$count.withLock { $0 = 2 } }
    #expect(issues.messages == [])
  }

  @Test func aKeyTheStateDoesNotHoldMustStillBeAsserted() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.logButtonTapped)
    #expect(
      issues.messages == [
        """
        The shared value .inMemory("log") changed, but the change was not asserted: …

          - []
          + [
          +   [0]: "tapped"
          + ]

        (Expected: -, Actual: +)

        Assert it in the closure of the "send" or "receive" that changed it, through a \
        reference to it: "$0.$value.withLock { … }" when the state holds it, or a "@Shared" of \
        the same key declared in the test.
        """
      ])
    issues.removeAll()
    @Shared(.inMemory("log")) var log: [String] = []
    await store.send(.logButtonTapped) { _ in $log.withLock { $0.append("tapped") } }
    #expect(issues.messages == [])
  }

  @Test func aChangeAnEffectMakesAfterTheLastActionFailsAtTheEnd() async {
    let issues = CollectingIssueReporter()
    do {
      let store = makeStore(issues)
      await store.send(.incrementInEffectButtonTapped)
      await store.finish()
    }
    #expect(issues.messages.count == 1)
    #expect(
      issues.messages.first?.hasPrefix(
        """
        The shared value .inMemory("count") changed after the last assertion, and the change \
        was not asserted by the end of the test: …
        """) == true)
  }

  @Test func storeAssertAssertsAChangeAnEffectMade() async {
    let issues = CollectingIssueReporter()
    do {
      let store = makeStore(issues)
      await store.send(.incrementInEffectButtonTapped)
      await store.finish()
      store.assert { $0.$count.withLock { $0 = 1 } }
    }
    #expect(issues.messages == [])
  }

  @Test func aChildChangesThePartOfItsParentsSharedValueItWasHanded() async {
    let issues = CollectingIssueReporter()
    let settings = Shared(value: SettingsEditor.Settings())
    let store = withIssueReporters([issues]) {
      TestStore(initialState: SettingsEditor.State(settings: settings)) { SettingsEditor() }
    }
    await store.send(.child(.nameChanged("Ada"))) { $0.$settings.withLock { $0.name = "Ada" } }
    #expect(settings.wrappedValue.name == "Ada")
    #expect(issues.messages == [])
  }
}

/// Changes the test itself (or another process) makes to a key the store has changed are the
/// world changing: the store's next assertion starts from them, and they need no assertion.
@MainActor
@Suite struct SharedOutsideChangeTests {
  @Test func theNextAssertionStartsFromAChangeTheTestMade() async {
    @Shared(.inMemory("count")) var count = 0
    let issues = CollectingIssueReporter()
    do {
      let store = withIssueReporters([issues]) {
        TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      }
      await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
      $count.withLock { $0 = 10 }
      await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 += 1 } }
      #expect(count == 11)
      $count.withLock { $0 = 20 }  // after the last action: no assertion needed
    }
    #expect(issues.messages == [])
  }

  @Test func aChangeFromAnotherProcessNeedsNoAssertion() async {
    struct Note: Codable, Equatable, Sendable { var text = "" }
    struct Notes: Reducer {
      struct State: Equatable {
        @Shared(.fileStorage(URL(fileURLWithPath: "/notes.json"))) var note = Note()
      }
      enum Action { case typed(String) }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        guard case let .typed(text) = action else { return .none }
        state.$note.withLock { $0.text = text }
        return .none
      }
    }
    let files = InMemoryFileSystem()
    let issues = CollectingIssueReporter()
    do {
      let store = withIssueReporters([issues]) {
        TestStore(initialState: Notes.State()) {
          Notes()
        } withDependencies: {
          $0.defaultFileStorage = .inMemory(files)
        }
      }
      await store.send(.typed("a")) { $0.$note.withLock { $0.text = "a" } }
      await store.finish()
      files.setData(
        Data(#"{"text":"from elsewhere"}"#.utf8), at: URL(fileURLWithPath: "/notes.json"))
      #expect(store.state.note.text == "from elsewhere")
      await store.send(.typed("b")) { $0.$note.withLock { $0.text = "b" } }
    }
    #expect(issues.messages == [])
  }
}

/// A key that echoes what it saved only when told to, as a database observer would, later.
final class LateEcho: Sendable {
  private let saved = LockIsolated<Int?>(nil)
  private let subscribers = LockIsolated<[SharedSubscriber<Int>]>([])

  func save(_ value: Int) { saved.setValue(value) }
  func subscribe(_ subscriber: SharedSubscriber<Int>) {
    subscribers.withValue { $0.append(subscriber) }
  }

  /// Yields the saved value to every subscriber.
  func echo() {
    guard let value = saved.value else { return }
    for subscriber in subscribers.value { subscriber.yield(value) }
  }
}

struct LateEchoKey: SharedKey {
  let echo: LateEcho
  var id: Int { 0 }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
    -> SharedSubscription
  {
    echo.subscribe(subscriber)
    return SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    echo.save(value)
    continuation.resume()
  }
}

struct EchoedCounter: Reducer {
  struct State: Equatable {
    @Shared var count: Int
  }
  enum Action: Equatable {
    case incrementLater
    case increment
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementLater:
      return .run { send in await send(.increment) }
    case .increment:
      state.$count.withLock { $0 += 1 }
      return .none
    }
  }
}

@MainActor
@Suite struct SharedLateEchoTests {
  @Test func aKeyEchoingItsOwnSaveLaterIsNotAChangeFromOutside() async {
    let echo = LateEcho()
    let issues = CollectingIssueReporter()
    do {
      let count = Shared(wrappedValue: 0, LateEchoKey(echo: echo))
      let store = withIssueReporters([issues]) {
        TestStore(initialState: EchoedCounter.State(count: count)) { EchoedCounter() }
      }
      await store.send(.incrementLater)
      await Task.megaYield()
      echo.echo()  // the key reports the value it saved, after the action that changed it
      await store.receive(.increment) { $0.$count.withLock { $0 += 1 } }
    }
    #expect(issues.messages == [])
  }
}
