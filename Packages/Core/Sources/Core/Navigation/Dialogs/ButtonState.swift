import Foundation

/// A button of an alert or confirmation dialog, as a value: its label, its role and the action
/// it sends when chosen.
///
/// Build buttons inside the `actions` closure of ``AlertState`` or ``ConfirmationDialogState``:
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ButtonState(action: .send(.archive)) {  // TCA's spelling, the same as `action: .archive`
///   TextState("Archive")
/// }
/// ButtonState(role: .cancel) {  // no action: choosing it only dismisses
///   TextState("Cancel")
/// }
/// ```
///
/// A renderer draws ``label`` styled by ``role``. When the button is chosen it sends
/// ``action`` to the presenting feature as `.presented(action)`, or `.dismiss` when ``action``
/// is `nil`.
public struct ButtonState<Action>: Identifiable {
  /// Identifies this button among the others of its alert or dialog, e.g. to keep focus on it
  /// while it is drawn again. Drawn once when the button is created, and kept by copies and
  /// by ``map(_:)``. Equality ignores it.
  public let id: UUID
  /// What the button does, for styling: `.cancel`, `.destructive`, or `nil` for an ordinary
  /// choice.
  public let role: ButtonStateRole?
  /// The action the button sends when chosen, or `nil` when choosing it only dismisses.
  ///
  /// It is stored unwrapped (not as a ``ButtonStateAction``) so a renderer and a reducer can
  /// read it directly: `button.action.map(PresentationAction.presented) ?? .dismiss`.
  public let action: Action?
  public let label: TextState

  private init(id: UUID, role: ButtonStateRole?, action: Action?, label: TextState) {
    self.id = id
    self.role = role
    self.action = action
    self.label = label
  }

  /// `action` is spelled `.send(.delete)`; the default, `.send(nil)`, makes a button that only
  /// dismisses, such as a Cancel button.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), role: role, action: action.action, label: label())
  }

  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// Transforms the button's action into another action type, keeping its id, role and label;
  /// `transform` gets `nil` for a button that only dismisses.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, role: role, action: transform(action), label: label)
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Equal when role, action and label are: the ``id`` does not count.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.role == rhs.role && lhs.action == rhs.action && lhs.label == rhs.label
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(action)
    hasher.combine(label)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpRepresentable {
  /// Dumps as `ButtonState(role: …, action: …, label: "…")`: no id, no generic argument.
  public var customDumpValue: Any {
    buttonStateDump(role: role, action: action, label: label)
  }
}

// NB: A local type named like the public one and not generic: dumps drop a local type's context,
//     so the button reads `ButtonState(` and not `ButtonState<Feature.Action.Alert>(`. Every
//     field is always shown, so diffs pair them by position.
private func buttonStateDump(role: ButtonStateRole?, action: Any?, label: TextState) -> Any {
  struct ButtonState {
    let role: ButtonStateRole?
    let action: Any?
    let label: TextState
  }
  return ButtonState(role: role, action: action, label: label)
}
