import Observation
import Testing

@testable import Core

/// A feature whose state holds a member that is not `Equatable`: a tracked read of it is
/// compared by the root's count of reduced actions, not by value.
private struct Notes: Reducer {
  struct Note { var text = "" }
  struct State { var note = Note() }
  enum Action { case write(String), touch }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .write(text) = action { state.note.text = text }
    return .none
  }
}

/// A tracked read made after the store has reduced actions: the root makes its count of
/// reduced actions only when something first compares it, and must count every send after.
@MainActor
@Suite struct LateTrackedReadTests {
  @Test func aMemberComparedByCountIsToldOfTheNextSendAfterEarlierOnes() {
    let store = Store(initialState: Notes.State()) { Notes() }
    store.send(.write("first"))
    store.send(.write("second"))
    let changes = tracking { _ = store.note }
    store.send(.touch)
    #expect(changes.didFire, "a send after the first tracked read counts as a change")
    #expect(store.note.text == "second")
  }
}
