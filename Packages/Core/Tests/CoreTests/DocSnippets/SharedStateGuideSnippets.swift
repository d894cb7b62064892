import Core
import Foundation
import Testing

// The code blocks of docs/shared-state.md, in code that compiles and runs: each block of that
// page names this file (`<!-- from: … -->`), and Scripts/checks/doc-snippets.sh fails when a
// block is no longer found here. Change a block here first, then copy it to the page.

enum SharedStateGuide {
  struct Fact: Codable, Equatable, Identifiable {
    var id: Int
    var text: String
  }

  static let dataDirectory = URL(fileURLWithPath: "/tmp/shared-state-guide")

  struct Counter: Reducer {
    struct State: Equatable {
      @Shared(.inMemory("count")) var count = 0  // one value per key
      @Shared(.fileStorage(dataDirectory.appendingPathComponent("facts.json")))
      var facts: IdentifiedArrayOf<Fact> = []  // kept across runs, as JSON
      @SharedReader(.inMemory("count")) var readOnlyCount = 0  // sees changes, cannot make them
    }
    enum Action { case incrementButtonTapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }  // reads are plain `state.count`; writes take the lock
        return .none
      }
    }
  }

  @Suite struct Tests {
    @Test @MainActor func increment() async {
      @Shared(.inMemory("count")) var count = 0
      $count.withLock { $0 = 41 }  // seed before the store starts
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 42 }  // assert it like state
      }
      #expect(count == 42)  // read it afterwards
    }
  }
}
