import Effects
import FactLoading
import Testing

/// The one fact-loading behaviour every screen with a fact shares: load on first appearance
/// only, reload and retry, a number a host requests, only the last answer shown, and the
/// client error's text.
@MainActor
@Suite struct FactLoaderTests {
  @Test func appearingLoadsTheFactOnceAndNotAgainWhileLoadingOrLoaded() async {
    let clock = TestClock()
    let store = storeAnsweringAfterASecond(on: clock)

    await store.send(.onAppear) { $0.isLoading = true }
    await store.send(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse?.success, "7 is lucky.") {
      $0.isLoading = false
      $0.fact = "7 is lucky."
    }
    await store.send(.onAppear)
  }

  @Test func aReloadWhileLoadingShowsOnlyTheLastAnswer() async {
    let clock = TestClock()
    let store = storeAnsweringAfterASecond(on: clock)

    await store.send(.onAppear) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.reloadButtonTapped)
    // Exhaustive: had the first request not been cancelled, its answer would arrive unreceived
    // here, half a second before the reload's.
    await clock.advance(by: .milliseconds(500))
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.factResponse?.success, "7 is lucky.") {
      $0.isLoading = false
      $0.fact = "7 is lucky."
    }
  }

  @Test func aFailedFirstLoadShowsTheClientsTextAndWaitsForRetry() async {
    let store = TestStore(initialState: FactLoader.State(number: 7)) {
      FactLoader()
    } withDependencies: {
      $0.numberFact.fact = { _ in throw NumberFactError.offline }
    }

    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(\.factResponse?.failure) {
      $0.isLoading = false
      $0.errorMessage = NumberFactError.offline.description
    }
    await store.send(.onAppear)

    store.dependencies.numberFact.fact = { "\($0) is lucky." }
    await store.send(.reloadButtonTapped) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(\.factResponse?.success) {
      $0.isLoading = false
      $0.fact = "7 is lucky."
    }
  }

  @Test func aFailedReloadKeepsTheFactShown() async {
    let store = TestStore(initialState: FactLoader.State(number: 7, fact: "7 is old.")) {
      FactLoader()
    } withDependencies: {
      $0.numberFact.fact = { _ in throw NumberFactError.timedOut }
    }

    await store.send(.reloadButtonTapped) { $0.isLoading = true }
    await store.receive(\.factResponse?.failure) {
      $0.isLoading = false
      $0.errorMessage = NumberFactError.timedOut.description
    }
  }

  @Test func aRequestedNumberLoadsItsFactAndOnlyTheLastAnswerIsShown() async {
    let clock = TestClock()
    let store = TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.numberFact.fact = answerAfterASecond(on: clock)
    }

    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.send(.asked(8)) { $0.fact.number = 8 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.fact?.factResponse?.success, "8 is lucky.") {
      $0.fact.isLoading = false
      $0.fact.fact = "8 is lucky."
    }
  }

  @Test func anErrorThatIsNotAClientErrorStillReadsAsText() async {
    struct Unexpected: Error {}
    let store = TestStore(initialState: FactLoader.State(number: 7)) {
      FactLoader()
    } withDependencies: {
      $0.numberFact.fact = { _ in throw Unexpected() }
    }

    await store.send(.reloadButtonTapped) { $0.isLoading = true }
    await store.receive(\.factResponse?.failure) {
      $0.isLoading = false
      $0.errorMessage = Unexpected().localizedDescription
    }
    #expect(store.state.errorMessage?.isEmpty == false)
  }

  /// A loader for 7 whose client answers "N is lucky." a second after it is asked, on `clock`.
  private func storeAnsweringAfterASecond(on clock: TestClock<Duration>) -> TestStoreOf<FactLoader>
  {
    TestStore(initialState: FactLoader.State(number: 7)) {
      FactLoader()
    } withDependencies: {
      $0.numberFact.fact = answerAfterASecond(on: clock)
    }
  }

  private func answerAfterASecond(
    on clock: TestClock<Duration>
  ) -> @Sendable (Int) async throws -> String {
    { number in
      try await clock.sleep(for: .seconds(1))
      return "\(number) is lucky."
    }
  }
}

/// A screen that asks its loader for a number's fact from an action of its own, as A1 does.
private struct Host: Reducer {
  struct State: Equatable {
    var fact = FactLoader.State(number: 7)
  }

  enum Action {
    case asked(Int)
    case fact(FactLoader.Action)

    var fact: FactLoader.Action? { if case let .fact(action) = self { action } else { nil } }
  }

  private let loader = FactLoader()

  var body: some ReducerOf<Self> {
    Scope(state: \.fact, action: .case(Action.fact, \.fact)) { loader }
    Reduce { state, action in
      switch action {
      case let .asked(number):
        return loader.request(number, into: &state.fact).map(Action.fact)
      case .fact:
        return .none
      }
    }
  }
}
