import Effects
import FeatureB2
import Foundation
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

    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.receive(\.fact?.factResponse?.success) {
      $0.fact.isLoading = false
      $0.fact.fact = self.fact
    }
    XCTAssertEqual(numbers.value, [4])
  }

  func testAppearingAgainWithAFactDoesNotLoad() async {
    let store = TestStore(initialState: loaded()) { B2() }
    await store.send(.fact(.onAppear))
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

    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.send(.fact(.onAppear))
    await clock.advance(by: .seconds(1))
    await store.receive(\.fact?.factResponse?.success) {
      $0.fact.isLoading = false
      $0.fact.fact = self.fact
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

    await store.send(.fact(.reloadButtonTapped)) { $0.fact.isLoading = true }
    await store.receive(\.fact?.factResponse?.success) {
      $0.fact.isLoading = false
      $0.fact.fact = self.otherFact
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

    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.send(.fact(.reloadButtonTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(\.fact?.factResponse?.success) {
      $0.fact.isLoading = false
      $0.fact.fact = "answer 2"
    }
  }

  func testALoadFailureShowsTheClientsMessageAndKeepsTheFact() async {
    let store = TestStore(initialState: loaded()) {
      B2()
    } withDependencies: {
      $0.numberFact.fact = { _ in throw NumberFactError.offline }
    }

    await store.send(.fact(.reloadButtonTapped)) { $0.fact.isLoading = true }
    await store.receive(\.fact?.factResponse?.failure) {
      $0.fact.isLoading = false
      $0.fact.errorMessage = NumberFactError.offline.description
    }
    XCTAssertEqual(store.state.fact.fact, fact)
  }

  func testAReloadAfterAFailureClearsTheMessage() async {
    var failed = loaded()
    failed.fact.errorMessage = NumberFactError.timedOut.description
    let store = TestStore(initialState: failed) {
      B2()
    } withDependencies: { [otherFact] in
      $0.numberFact.fact = { _ in otherFact }
    }

    await store.send(.fact(.reloadButtonTapped)) {
      $0.fact.isLoading = true
      $0.fact.errorMessage = nil
    }
    await store.receive(\.fact?.factResponse?.success) {
      $0.fact.isLoading = false
      $0.fact.fact = self.otherFact
    }
  }

  // MARK: Saving and removing

  func testSavingAddsTheFactToTheSharedList() async {
    let store = TestStore(initialState: loaded()) { B2() }
    let saved = SavedFact(number: 4, text: fact)

    await store.send(.saveButtonTapped) { $0.$savedFacts.withLock { _ = $0.append(saved) } }
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

  func testRemovingTakesTheFactOutOfTheSharedList() async {
    let first = SavedFact(number: 4, text: fact)
    let second = SavedFact(number: 4, text: otherFact)
    var state = loaded(savedFacts: [first, second])
    state.notice = B2.alreadySavedNotice
    let store = TestStore(initialState: state) { B2() }

    await store.send(.removeButtonTapped(id: first.id)) {
      $0.$savedFacts.withLock { $0 = [second] }
      $0.notice = nil
    }
  }

  func testRemovingAFactNotInTheListDoesNothing() async {
    let store = TestStore(initialState: loaded()) { B2() }
    await store.send(.removeButtonTapped(id: "not saved"))
  }

  func testTheParentsListSeesEverySaveAndRemoval() async {
    let parentsList = Shared<IdentifiedArrayOf<SavedFact>>(value: [])
    var state = B2.State(savedFacts: parentsList)
    state.fact.fact = fact
    let store = TestStore(initialState: state) { B2() }
    let saved = SavedFact(number: 4, text: fact)

    await store.send(.saveButtonTapped) { $0.$savedFacts.withLock { $0 = [saved] } }
    XCTAssertEqual(parentsList.wrappedValue, [saved])
    await store.send(.removeButtonTapped(id: saved.id)) { $0.$savedFacts.withLock { $0 = [] } }
    XCTAssertEqual(parentsList.wrappedValue, [])
  }

  // MARK: Kept on disk

  func testOnAUsersSavedFactsB2WritesTheirFile() async throws {
    let files = InMemoryFileSystem()
    let url = DataDirectory.testValue.file(SavedFact.fileName(of: "ada"))
    let earlier = SavedFact(number: 4, text: otherFact)
    files.setData(try JSONEncoder().encode([earlier]), at: url)
    let store = TestStore(initialState: B2.State(savedFacts: adasSavedFacts())) {
      B2()
    } withDependencies: { [fact] in
      $0.defaultFileStorage = .inMemory(files)
      $0.numberFact.fact = { _ in fact }
    }
    XCTAssertEqual(store.state.savedFacts, [earlier])

    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.receive(\.fact?.factResponse?.success) {
      $0.fact.isLoading = false
      $0.fact.fact = self.fact
    }
    let saved = SavedFact(number: 4, text: fact)
    await store.send(.saveButtonTapped) { $0.$savedFacts.withLock { _ = $0.append(saved) } }
    let written = try XCTUnwrap(files.data(at: url))
    XCTAssertEqual(try JSONDecoder().decode([SavedFact].self, from: written), [earlier, saved])
  }

  func testAnUnreadableFileIsSetAsideAndTheListStartsEmpty() async throws {
    let files = InMemoryFileSystem()
    let url = DataDirectory.testValue.file(SavedFact.fileName(of: "ada"))
    files.setData(Data("[{\"number\": 4}]".utf8), at: url)
    let issues = CollectingIssueReporter()
    let store = withIssueReporters([issues]) {
      TestStore(initialState: B2.State(savedFacts: adasSavedFacts())) {
        B2()
      } withDependencies: {
        $0.defaultFileStorage = .inMemory(files)
      }
    }

    XCTAssertEqual(store.state.savedFacts, [])
    XCTAssertNil(files.data(at: url), "the bad file is moved aside, not overwritten")
    let kept = try XCTUnwrap(files.files.keys.first)
    XCTAssertTrue(kept.lastPathComponent.hasPrefix("ada.json.corrupt-"), kept.path)
    XCTAssertEqual(issues.messages.count, 1, "reported once")
    XCTAssertEqual(
      store.state.$savedFacts.storageNotice(subject: "Saved facts"),
      "Saved facts could not be read; the file was kept as \(kept.path).")
  }

  func testTheFileNameOfAUsernameIsSafe() {
    XCTAssertEqual(SavedFact.fileName(of: "ada"), "saved-facts/ada.json")
    XCTAssertEqual(SavedFact.fileName(of: "Jörg"), "saved-facts/J%C3%B6rg.json")
    XCTAssertEqual(SavedFact.fileName(of: "../etc"), "saved-facts/%2E%2E%2Fetc.json")
    XCTAssertEqual(SavedFact.fileName(of: "a b.c"), "saved-facts/a%20b%2Ec.json")
  }

  /// Ada's saved facts from the file storage of the dependencies in force (the store's, when
  /// called in its `initialState`).
  private func adasSavedFacts() -> Shared<IdentifiedArrayOf<SavedFact>> {
    Shared(wrappedValue: [], .savedFacts(of: "ada"))
  }

  /// B2 showing ``fact``, with `savedFacts` in its list.
  private func loaded(savedFacts: IdentifiedArrayOf<SavedFact> = []) -> B2.State {
    var state = B2.State(savedFacts: Shared(value: savedFacts))
    state.fact.fact = fact
    return state
  }
}
