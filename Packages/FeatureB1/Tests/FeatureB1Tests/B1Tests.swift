import Effects
import FeatureB1
import FeatureB2
import Foundation
import Testing

/// One test per behaviour of ``B1``, with B2 presented inside it. Each test overrides only the
/// endpoint it expects to be called; a test that should load nothing overrides nothing.
/// Loading, errors and Retry are ``FactLoader``'s, tested in FactLoading.
@MainActor
@Suite struct B1Tests {
  private let user = LoginResponse.preview

  // MARK: The user and the fact for 3

  @Test func appearingLoadsTheFactFor3AndKeepsTheUserItWasGiven() async {
    let numbers = LockIsolated<[Int]>([])
    let store = TestStore(initialState: B1.State(user: user)) {
      B1()
    } withDependencies: {
      $0.numberFact.fact = { number in
        numbers.withValue { $0.append(number) }
        return "\(number) is the number of primary colours."
      }
    }
    #expect(store.state.user.displayName == "Ada Lovelace")
    #expect(store.state.user.loginTime == Date(timeIntervalSince1970: 1_700_000_000))

    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.receive(\.fact?.factResponse?.success) {
      $0.fact.isLoading = false
      $0.fact.fact = "3 is the number of primary colours."
    }
    #expect(numbers.value == [3])
  }

  // MARK: Presenting B2

  @Test func presentingB2HandsItTheSavedFacts() async {
    let saved: IdentifiedArrayOf<SavedFact> = [SavedFact(number: 4, text: "4 is square.")]
    let store = TestStore(initialState: B1.State(user: user, savedFacts: Shared(value: saved))) {
      B1()
    }

    await store.send(.savedFactsButtonTapped) { $0.b2 = B2.State(savedFacts: $0.$savedFacts) }
    #expect(store.state.b2?.savedFacts == saved)
    #expect(store.state.savedCount == 1)
    #expect(store.state.lastSaved?.text == "4 is square.")
  }

  @Test func aFactSavedInB2UpdatesB1AndIsStillThereWhenB2IsPresentedAgain() async {
    let store = TestStore(initialState: B1.State(user: user)) {
      B1()
    } withDependencies: {
      $0.numberFact.fact = { "\($0) is the number of seasons." }
    }
    let saved = SavedFact(number: 4, text: "4 is the number of seasons.")

    await presentB2AndLoad(store, fact: saved.text)
    await store.send(.b2(.presented(.saveButtonTapped))) {
      $0.$savedFacts.withLock { _ = $0.append(saved) }
    }
    #expect(store.state.savedCount == 1)
    #expect(store.state.lastSaved == saved)
    #expect(store.state.b2?.savedFacts == [saved], "B1 and B2 hold one list")

    await store.send(.b2(.dismiss)) { $0.b2 = nil }
    await store.send(.savedFactsButtonTapped) { $0.b2 = B2.State(savedFacts: $0.$savedFacts) }
    await presentedB2Loads(store, fact: saved.text)
    await store.send(.b2(.presented(.saveButtonTapped))) {
      $0.b2?.notice = B2.alreadySavedNotice
    }
    #expect(store.state.savedCount == 1)
  }

  @Test func aFactRemovedInB2IsRemovedFromB1() async {
    let first = SavedFact(number: 4, text: "4 is square.")
    let second = SavedFact(number: 4, text: "4 is even.")
    let store = TestStore(
      initialState: B1.State(user: user, savedFacts: Shared(value: [first, second]))
    ) {
      B1()
    }

    await store.send(.savedFactsButtonTapped) { $0.b2 = B2.State(savedFacts: $0.$savedFacts) }
    await store.send(.b2(.presented(.removeButtonTapped(id: second.id)))) {
      $0.$savedFacts.withLock { $0 = [first] }
    }
    #expect(store.state.savedCount == 1)
    #expect(store.state.lastSaved == first)
    await store.send(.b2(.dismiss)) { $0.b2 = nil }
  }

  // MARK: Kept on disk

  @Test func savedFactsComeFromTheSavedFactsFileAndAreWrittenBack() async throws {
    let files = InMemoryFileSystem()
    let url = DataDirectory.testValue.file(SavedFact.fileName(of: "ada"))
    let earlier = SavedFact(number: 4, text: "4 is square.")
    files.setData(try JSONEncoder().encode([earlier]), at: url)
    let store = TestStore(initialState: B1.State(user: user)) {
      B1()
    } withDependencies: {
      $0.defaultFileStorage = .inMemory(files)
      $0.numberFact.fact = { "\($0) is the number of seasons." }
    }
    #expect(store.state.savedFacts == [earlier])
    let saved = SavedFact(number: 4, text: "4 is the number of seasons.")

    await presentB2AndLoad(store, fact: saved.text)
    await store.send(.b2(.presented(.saveButtonTapped))) {
      $0.$savedFacts.withLock { _ = $0.append(saved) }
    }
    let written = try #require(files.data(at: url))
    #expect(try JSONDecoder().decode([SavedFact].self, from: written) == [earlier, saved])
    await store.send(.b2(.dismiss)) { $0.b2 = nil }
  }

  @Test func eachUserHasAListOfTheirOwn() async throws {
    let files = InMemoryFileSystem()
    let adas = SavedFact(number: 4, text: "4 is square.")
    files.setData(
      try JSONEncoder().encode([adas]),
      at: DataDirectory.testValue.file(SavedFact.fileName(of: "ada")))
    let grace = LoginResponse.previewGrace
    let store = TestStore(initialState: B1.State(user: grace)) {
      B1()
    } withDependencies: {
      $0.defaultFileStorage = .inMemory(files)
    }

    #expect(store.state.savedFacts == [])
    #expect(SavedFact.fileName(of: "grace") == "saved-facts/grace.json")
  }

  @Test func aChangeToTheFileFromAnotherProcessShowsInB1() async throws {
    let files = InMemoryFileSystem()
    let url = DataDirectory.testValue.file(SavedFact.fileName(of: "ada"))
    let store = TestStore(initialState: B1.State(user: user)) {
      B1()
    } withDependencies: {
      $0.defaultFileStorage = .inMemory(files)
    }
    let elsewhere = SavedFact(number: 4, text: "4 is the only number with as many letters.")

    files.setData(try JSONEncoder().encode([elsewhere]), at: url)
    #expect(store.state.savedFacts == [elsewhere])
    #expect(store.state.lastSaved == elsewhere)
  }

  @Test func dismissingB2CancelsItsLoad() async {
    let clock = TestClock()
    let store = TestStore(initialState: B1.State(user: user)) {
      B1()
    } withDependencies: {
      $0.numberFact.fact = { number in
        try await clock.sleep(for: .seconds(1))
        return "\(number) is even."
      }
    }

    await store.send(.savedFactsButtonTapped) { $0.b2 = B2.State(savedFacts: $0.$savedFacts) }
    await store.send(.b2(.presented(.fact(.onAppear)))) { $0.b2?.fact.isLoading = true }
    await store.send(.b2(.dismiss)) { $0.b2 = nil }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  /// Presents B2 with no saved facts and lets it load `fact`.
  private func presentB2AndLoad(_ store: TestStoreOf<B1>, fact: String) async {
    await store.send(.savedFactsButtonTapped) { $0.b2 = B2.State(savedFacts: $0.$savedFacts) }
    await presentedB2Loads(store, fact: fact)
  }

  /// Makes the presented B2 appear and load `fact`.
  private func presentedB2Loads(_ store: TestStoreOf<B1>, fact: String) async {
    await store.send(.b2(.presented(.fact(.onAppear)))) { $0.b2?.fact.isLoading = true }
    await store.receive(\.b2?.fact?.factResponse?.success) {
      $0.b2?.fact.isLoading = false
      $0.b2?.fact.fact = fact
    }
  }
}
