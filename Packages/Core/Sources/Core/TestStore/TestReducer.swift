/// An action inside a ``TestStore``: sent by the test, or received from an effect.
struct TestAction<Action> {
  enum Origin {
    /// Sent by `TestStore.send`, at this location.
    case send(SourceLocation)
    /// Sent by an effect, or by a `.send` effect; the test must `receive` it.
    case receive
  }

  let origin: Origin
  let action: Action
}

/// What a ``TestStore``'s reducer has seen: the state right after the sent action, and each
/// received action with the state right after it (and the values of the shared references
/// the store changed, which its state only points to).
///
/// Only touched on the main actor: by the test store, and by its reducer, which its store
/// runs on the main actor.
final class TestRecorder<State, Action> {
  /// One action reduced: the state right after it, and the number of the stack element id
  /// the store would have drawn next before it, so the test's assertion can draw the same.
  struct Step {
    let action: Action
    let state: State
    let stackGeneration: Int
    /// The value of every shared reference the store has changed so far, right after the
    /// action, by root.
    let shared: [ObjectIdentifier: Any]
    /// Whether the test went on from this state before receiving the action (it sent another
    /// action first): receiving it then checks only the action.
    var stateTakenOn = false
  }

  var afterSend: Step?
  var received: [Step] = []
}

/// Runs the feature's reducer inside a ``TestStore``, recording what happens and marking
/// every action its effects send as received.
struct TestReducer<Base: Reducer>: Reducer {
  let base: Base
  let recorder: TestRecorder<Base.State, Base.Action>
  let sharedTracker: SharedChangeTracker

  func reduce(into state: inout Base.State, action: TestAction<Base.Action>) -> Effect<
    TestAction<Base.Action>
  > {
    @Dependency(\.stackElementID) var stackElementID
    let stackGeneration = stackElementID.peek().generation
    let effect = base.reduce(into: &state, action: action.action)
    let step = TestRecorder.Step(
      action: action.action, state: state, stackGeneration: stackGeneration,
      shared: sharedTracker.currentValues())
    switch action.origin {
    case .send: recorder.afterSend = step
    case .receive: recorder.received.append(step)
    }
    return effect.map { TestAction(origin: .receive, action: $0) }
  }
}
