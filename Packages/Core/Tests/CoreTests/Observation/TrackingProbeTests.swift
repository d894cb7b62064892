import Observation
import Testing

@testable import Core

/// Reads made outside any `withObservationTracking` are not remembered: a binding's setter
/// (Swift runs the getter first), a test's or a caller's `store.count`.
@MainActor
@Suite struct TrackingProbeTests {
  private let store = Store(initialState: ObservedParent.State()) { ObservedParent() }

  private var members: Int { store.core.observation.memberCount }

  @Test func theProbeTellsATrackingFromNoneOnThisToolchain() {
    #expect(TrackingProbe.shared.isReliable, "else every read is remembered, as with no probe")
    var inside = false
    withObservationTracking {
      inside = TrackingProbe.isTracking()
    } onChange: {
    }
    #expect(inside)
    #expect(!TrackingProbe.isTracking())
  }

  @Test func aReadOutsideAnyTrackingLeavesNoMember() {
    _ = store.count
    _ = store.scope(state: \.optional, action: .case(ObservedParent.Action.optional, \.optional))
    _ = store.scope(state: \.rows, action: .case(ObservedParent.Action.rows, \.rows))
    #expect(members == 0)
  }

  @Test func aTrackedReadAfterAnUntrackedOneIsRememberedAndTold() {
    _ = store.count
    let changes = tracking { _ = store.count }
    #expect(members == 1)
    store.send(.mutate { $0.count += 1 })
    #expect(changes.didFire)
  }

  @Test func aBindingReadInsideATrackingIsToldOfAChange() {
    let bindable = Store(initialState: NameForm.State()) { NameForm() }
    let changes = tracking { _ = bindable[keyPath: \.name as ReferenceWritableKeyPath] }
    bindable.send(.binding(.set(\.name, "Ada")))
    #expect(changes.didFire)
  }

  @Test func aBindingWriteRemembersNothing() {
    let bindable = Store(initialState: NameForm.State()) { NameForm() }
    bindable[keyPath: \.name] = "Ada"
    #expect(bindable.core.observation.memberCount == 0)
    #expect(bindable.name == "Ada")
  }
}

/// A form with one bindable field.
private struct NameForm: Reducer {
  struct State: Equatable { var name = "" }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
  }
  var body: some ReducerOf<Self> { BindingReducer() }
}
