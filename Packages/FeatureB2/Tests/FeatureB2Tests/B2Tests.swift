import Effects
import FeatureB2
import XCTest

/// One test per behaviour of ``B2``. Each test overrides only the endpoint it expects to be
/// called; a test that should load nothing overrides nothing, so a load fails it.
@MainActor
final class B2Tests: XCTestCase {
  private let fact = "4 is the number of seasons in a year."
  private let otherFact = "4 is the smallest composite number."

  // MARK: Loading

  func testAppearingLoadsTheFactFor4() async {
    let numbers = LockIsolated<[Int]>([])
    let store = TestStore(initialState: B2.State()) {
      B2()
    } withDependencies: { [fact] in
      $0.numberFact.fact = { number in
        numbers.withValue { $0.append(number) }
        return fact
      }
    }

    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(\.factResponse?.success) {
      $0.isLoading = false
      $0.fact = self.fact
    }
    XCTAssertEqual(numbers.value, [4])
  }

  func testAppearingAgainWithAFactDoesNotLoad() async {
    let store = TestStore(initialState: loaded()) { B2() }
    await store.send(.onAppear)
  }

  func testAppearingWhileLoadingDoesNotLoadAgain() async {
    let clock = TestClock()
    let store = TestStore(initialState: B2.State()) {
      B2()
    } withDependencies: { [fact] in
      $0.numberFact.fact = { _ in
        try await clock.sleep(for: .seconds(1))
        return fact
      }
    }

    await store.send(.onAppear) { $0.isLoading = true }
    await store.send(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse?.success) {
      $0.isLoading = false
      $0.fact = self.fact
    }
  }

  func testReloadReplacesTheFactAndClearsTheNotice() async {
    var state = loaded()
    state.notice = B2.alreadySavedNotice
    let store = TestStore(initialState: state) {
      B2()
    } withDependencies: { [otherFact] in
      $0.numberFact.fact = { _ in otherFact }
    }

    await store.send(.reloadButtonTapped) { $0.isLoading = true }
    await store.receive(\.factResponse?.success) {
      $0.isLoading = false
      $0.fact = self.otherFact
      $0.notice = nil
    }
  }

  func testAReloadWhileLoadingShowsOnlyTheLastAnswer() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = TestStore(initialState: B2.State()) {
      B2()
    } withDependencies: {
      $0.numberFact.fact = { _ in
        let call = calls.withValue {
          $0 += 1; return $0
        }
        try await clock.sleep(for: .seconds(1))
        return "answer \(call)"
      }
    }

    await store.send(.onAppear) { $0.isLoading = true }
    await store.send(.reloadButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse?.success) {
      $0.isLoading = false
      $0.fact = "answer 2"
    }
  }

  func testALoadFailureShowsTheClientsMessageAndKeepsTheFact() async {
    let store = TestStore(initialState: loaded()) {
      B2()
    } withDependencies: {
      $0.numberFact.fact = { _ in throw NumberFactError.offline }
    }

    await store.send(.reloadButtonTapped) { $0.isLoading = true }
    await store.receive(\.factResponse?.failure) {
      $0.isLoading = false
      $0.errorMessage = NumberFactError.offline.description
    }
    XCTAssertEqual(store.state.fact, fact)
  }

  func testAReloadAfterAFailureClearsTheMessage() async {
    var failed = loaded()
    failed.errorMessage = NumberFactError.timedOut.description
    let store = TestStore(initialState: failed) {
      B2()
    } withDependencies: { [otherFact] in
      $0.numberFact.fact = { _ in otherFact }
    }

    await store.send(.reloadButtonTapped) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(\.factResponse?.success) {
      $0.isLoading = false
      $0.fact = self.otherFact
    }
  }

  // MARK: Saving and removing

  func testSavingAddsTheFactAndTellsTheParent() async {
    let store = TestStore(initialState: loaded()) { B2() }
    let saved = SavedFact(number: 4, text: fact)

    await store.send(.saveButtonTapped) { $0.savedFacts.append(saved) }
    await store.receive(\.delegate?.didSave, saved)
  }

  func testSavingAFactAlreadyInTheListSaysSoAndAddsNothing() async {
    let saved = SavedFact(number: 4, text: fact)
    let store = TestStore(initialState: loaded(savedFacts: [saved])) { B2() }

    await store.send(.saveButtonTapped) { $0.notice = B2.alreadySavedNotice }
    XCTAssertEqual(store.state.savedFacts.count, 1)
  }

  func testSavingBeforeAnyFactArrivedDoesNothing() async {
    let store = TestStore(initialState: B2.State()) { B2() }
    await store.send(.saveButtonTapped)
  }

  func testRemovingTakesTheFactOutAndTellsTheParent() async {
    let first = SavedFact(number: 4, text: fact)
    let second = SavedFact(number: 4, text: otherFact)
    var state = loaded(savedFacts: [first, second])
    state.notice = B2.alreadySavedNotice
    let store = TestStore(initialState: state) { B2() }

    await store.send(.removeButtonTapped(id: first.id)) {
      $0.savedFacts = [second]
      $0.notice = nil
    }
    await store.receive(\.delegate?.didRemove, first)
  }

  func testRemovingAFactNotInTheListDoesNothing() async {
    let store = TestStore(initialState: loaded()) { B2() }
    await store.send(.removeButtonTapped(id: "not saved"))
  }

  /// B2 showing ``fact``, with `savedFacts` in its list.
  private func loaded(savedFacts: IdentifiedArrayOf<SavedFact> = []) -> B2.State {
    var state = B2.State(savedFacts: savedFacts)
    state.fact = fact
    return state
  }
}
