/// Sends actions from a `.run` effect back into the store that started it.
///
/// Call it like a function: `await send(.factResponse(fact))`. Actions are delivered on the
/// main actor, in the order the effect sends them. Once the effect is cancelled, `send`
/// drops what it is given: a cancelled effect can no longer change state.
public struct Send<Action>: Sendable {
  @usableFromInline let deliver: @MainActor @Sendable (Action) -> Void

  /// Creates a handle that delivers each action to `deliver`. Stores create these; a test
  /// can create one to run an effect's operation by hand.
  public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` to the store, unless the current task is cancelled.
  @MainActor
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }

  /// A handle for a parent's actions, seen from a child: each child action is wrapped by
  /// `transform` and sent.
  func map<ChildAction>(
    _ transform: @escaping @Sendable (ChildAction) -> Action
  ) -> Send<ChildAction> {
    let deliver = self.deliver
    return Send<ChildAction> { deliver(transform($0)) }
  }
}
