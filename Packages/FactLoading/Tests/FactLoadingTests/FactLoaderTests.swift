import Effects
import FactLoading
import Testing

/// The one fact-loading behaviour every screen with a fact shares: load on first appearance
/// only, reload and retry, a requested number, only the last answer shown, and the client
/// error's text.
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
    let store = storeAnsweringAfterASecond(on: clock)

    await store.send(.onAppear) { $0.isLoading = true }
    await store.send(.numberRequested(8)) { $0.number = 8 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse?.success, "8 is lucky.") {
      $0.isLoading = false
      $0.fact = "8 is lucky."
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
      $0.numberFact.fact = { number in
        try await clock.sleep(for: .seconds(1))
        return "\(number) is lucky."
      }
    }
  }
}
