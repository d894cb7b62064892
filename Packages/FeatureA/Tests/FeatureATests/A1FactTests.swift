import Effects
import FeatureA
import Testing

/// A1's fact for 1: loaded when the screen first appears, reloaded on request, and an error
/// with a retry that keeps the fact already shown.
@MainActor
@Suite struct A1FactTests {
  @Test func appearingLoadsTheFactForOne() async {
    let store = a1Store()

    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.receiveGoodFact(1)
  }

  @Test func appearingAgainWhileLoadingOrLoadedDoesNotLoadAgain() async {
    let clock = TestClock()
    let store = a1Store(fact: slowGoodFact(on: clock))

    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.send(.fact(.onAppear))
    await clock.advance(by: .seconds(1))
    await store.receiveGoodFact(1)
    await store.send(.fact(.onAppear))
  }

  @Test func reloadLoadsAgain() async {
    let store = a1Store(a1State(fact: "1 is an old fact."))

    await store.send(.fact(.onAppear))
    await store.send(.fact(.reloadButtonTapped)) { $0.fact.isLoading = true }
    await store.receiveGoodFact(1)
  }

  @Test func aFailedReloadShowsTheErrorKeepsTheFactAndRetrySucceeds() async {
    let store = a1Store(a1State(fact: "1 is an old fact.")) { _ in
      throw NumberFactError.offline
    }

    await store.send(.fact(.reloadButtonTapped)) { $0.fact.isLoading = true }
    await store.receive(\.fact?.factResponse?.failure) {
      $0.fact.isLoading = false
      $0.fact.errorMessage = NumberFactError.offline.description
    }
    await store.retrySucceeds(1)
  }

  @Test func aFailedFirstLoadWaitsForRetryInsteadOfLoadingOnAppear() async {
    let store = a1Store { _ in throw NumberFactError.timedOut }

    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.receive(\.fact?.factResponse?.failure) {
      $0.fact.isLoading = false
      $0.fact.errorMessage = NumberFactError.timedOut.description
    }
    await store.send(.fact(.onAppear))
    await store.retrySucceeds(1)
  }
}
