import Foundation

/// An alert as a value: a title, an optional message and the buttons to choose from, held in
/// state so a reducer decides when it shows and tests can compare it.
///
/// Present it through ``PresentationState`` and handle its buttons' actions in the parent:
///
/// ```swift
/// struct Feature: Reducer {
///   struct State: Equatable {
///     @PresentationState var alert: AlertState<Action.Alert>?
///   }
///   enum Action: Equatable {
///     case alert(PresentationAction<Alert>)
///     case deleteButtonTapped
///     enum Alert: Equatable { case confirmDeletion }
///     var alert: PresentationAction<Alert>? { if case let .alert(a) = self { a } else { nil } }
///   }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .alert(.presented(.confirmDeletion)):
///         // Delete; the alert goes away by itself.
///         return .none
///       case .alert:
///         return .none
///       case .deleteButtonTapped:
///         state.alert = AlertState {
///           TextState("Delete this item?")
///         } actions: {
///           ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///           ButtonState(role: .cancel) { TextState("Cancel") }
///         } message: {
///           TextState("This cannot be undone.")
///         }
///         return .none
///       }
///     }
///     .ifLet(\.$alert, action: .case(Action.alert, \.alert))
///   }
/// }
/// ```
///
/// A renderer draws ``title``, ``message`` and ``buttons`` in order. Choosing a button sends
/// its action as `.alert(.presented(action))`, or `.alert(.dismiss)` for a button without
/// one. An alert is dismissed as soon as one of its actions is sent.
///
/// An alert with no buttons is allowed, as in TCA: ``buttons`` is then empty, and a renderer
/// shows a single "OK" button that only dismisses (sends `.dismiss`), as SwiftUI does.
public struct AlertState<Action>: Identifiable {
  /// Identifies this alert, so a renderer can tell a newly presented alert from the one it
  /// drew before. Drawn when the alert is created, and kept by copies and by ``map(_:)``.
  /// Equality ignores it.
  public let id: UUID
  public let title: TextState
  public let message: TextState?
  /// The buttons, in the order the `actions` closure lists them. Empty means a renderer shows
  /// a default "OK" button that only dismisses.
  public let buttons: [ButtonState<Action>]

  private init(id: UUID, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), title: title(), message: message?(), buttons: actions())
  }

  /// Transforms the actions of every button into another action type, keeping the id, the
  /// texts and the buttons' roles; `transform` gets `nil` for a button that only dismisses.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, title: title, message: message, buttons: buttons.map { $0.map(transform) }
    )
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Equal when title, message and buttons are: the ``id`` does not count.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: _EphemeralState {}

extension AlertState: CustomDumpRepresentable {
  /// Dumps as `AlertState(title: "…", actions: […], message: …)`, as TCA shows alerts: no id,
  /// no generic argument.
  public var customDumpValue: Any {
    alertStateDump(title: title, actions: buttons, message: message)
  }
}

// NB: A local type named like the public one and not generic: dumps drop a local type's context,
//     so the alert reads `AlertState(` and not `AlertState<Feature.Action.Alert>(`. Every field
//     is always shown, so diffs pair them by position.
private func alertStateDump(title: TextState, actions: Any, message: TextState?) -> Any {
  struct AlertState {
    let title: TextState
    let actions: Any
    let message: TextState?
  }
  return AlertState(title: title, actions: actions, message: message)
}
