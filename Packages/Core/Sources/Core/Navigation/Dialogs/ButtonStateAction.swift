/// The action a button sends when chosen, in TCA's `.send(action)` spelling.
///
/// You write it when creating a button, `ButtonState(action: .send(.delete)) { … }`, which is
/// the same as `ButtonState(action: .delete) { … }`. `.send(nil)` makes a button that only
/// dismisses. ``ButtonState`` stores the unwrapped ``action``.
public struct ButtonStateAction<Action> {
  /// The action to send, or `nil` when the button only dismisses.
  public let action: Action?

  private init(action: Action?) {
    self.action = action
  }

  /// A button action that sends `action`, or only dismisses when `action` is `nil`.
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }

  /// Transforms the action into another action type; `transform` gets `nil` for a button that
  /// only dismisses.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    .send(transform(action))
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
