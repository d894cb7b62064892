import Effects
import FeatureB2
import Foundation
import Testing

/// One test per behaviour of ``B2``. Each test overrides only the endpoint it expects to be
/// called; a test that should load nothing overrides nothing, so a load fails it. Loading,
/// errors and Retry are ``FactLoader``'s, tested in FactLoading.
@MainActor
@Suite struct B2Tests {
  private let fact = "4 is the number of seasons in a year."
  private let otherFact = "4 is the smallest composite number."

  // MARK: Loading

  @Test func appearingLoadsTheFactFor4() async {
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
    #expect(numbers.value == [4])
  }

  @Test func reloadReplacesTheFactAndClearsTheNotice() async {
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

  // MARK: Saving and removing

  @Test func savingAddsTheFactToTheSharedList() async {
    let store = TestStore(initialState: loaded()) { B2() }
    let saved = SavedFact(number: 4, text: fact)

    await store.send(.saveButtonTapped) { $0.$savedFacts.withLock { _ = $0.append(saved) } }
  }

  @Test func savingAFactAlreadyInTheListSaysSoAndAddsNothing() async {
    let saved = SavedFact(number: 4, text: fact)
    let store = TestStore(initialState: loaded(savedFacts: [saved])) { B2() }

    await store.send(.saveButtonTapped) { $0.notice = B2.alreadySavedNotice }
    #expect(store.state.savedFacts.count == 1)
  }

  @Test func savingBeforeAnyFactArrivedDoesNothing() async {
    let store = TestStore(initialState: B2.State()) { B2() }
    await store.send(.saveButtonTapped)
  }

  @Test func removingTakesTheFactOutOfTheSharedList() async {
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

  @Test func removingAFactNotInTheListDoesNothing() async {
    let store = TestStore(initialState: loaded()) { B2() }
    await store.send(.removeButtonTapped(id: "not saved"))
  }

  @Test func theParentsListSeesEverySaveAndRemoval() async {
    let parentsList = Shared<IdentifiedArrayOf<SavedFact>>(value: [])
    var state = B2.State(savedFacts: parentsList)
    state.fact.fact = fact
    let store = TestStore(initialState: state) { B2() }
    let saved = SavedFact(number: 4, text: fact)

    await store.send(.saveButtonTapped) { $0.$savedFacts.withLock { $0 = [saved] } }
    #expect(parentsList.wrappedValue == [saved])
    await store.send(.removeButtonTapped(id: saved.id)) { $0.$savedFacts.withLock { $0 = [] } }
    #expect(parentsList.wrappedValue == [])
  }

  // MARK: Kept on disk

  @Test func onAUsersSavedFactsB2WritesTheirFile() async throws {
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
    #expect(store.state.savedFacts == [earlier])

    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.receive(\.fact?.factResponse?.success) {
      $0.fact.isLoading = false
      $0.fact.fact = self.fact
    }
    let saved = SavedFact(number: 4, text: fact)
    await store.send(.saveButtonTapped) { $0.$savedFacts.withLock { _ = $0.append(saved) } }
    let written = try #require(files.data(at: url))
    #expect(try JSONDecoder().decode([SavedFact].self, from: written) == [earlier, saved])
  }

  @Test func anUnreadableFileIsSetAsideAndTheListStartsEmpty() async throws {
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

    #expect(store.state.savedFacts == [])
    #expect(files.data(at: url) == nil, "the bad file is moved aside, not overwritten")
    let kept = try #require(files.files.keys.first)
    #expect(kept.lastPathComponent.hasPrefix("ada.json.corrupt-"), "\(kept.path)")
    #expect(issues.messages.count == 1, "reported once")
    #expect(
      store.state.$savedFacts.storageNotice(subject: "Saved facts")
        == "Saved facts could not be read; the file was kept as \(kept.path).")
  }

  @Test func theFileNameOfAUsernameIsSafe() {
    #expect(SavedFact.fileName(of: "ada") == "saved-facts/ada.json")
    #expect(SavedFact.fileName(of: "Jörg") == "saved-facts/J%C3%B6rg.json")
    #expect(SavedFact.fileName(of: "../etc") == "saved-facts/%2E%2E%2Fetc.json")
    #expect(SavedFact.fileName(of: "a b.c") == "saved-facts/a%20b%2Ec.json")
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
