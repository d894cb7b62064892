import Foundation

/// A confirmation dialog as a value: a list of choices about something the user just asked to
/// do, with a title, an optional message and the buttons, held in state so a reducer decides
/// when it shows and tests can compare it.
///
/// Present it through ``PresentationState`` and handle its buttons' actions in the parent:
///
/// ```swift
/// struct Feature: Reducer {
///   struct State: Equatable {
///     @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
///   }
///   enum Action: Equatable {
///     case dialog(PresentationAction<Dialog>)
///     case shareButtonTapped
///     enum Dialog: Equatable { case copyLink, sendByMail }
///     var dialog: PresentationAction<Dialog>? { if case let .dialog(a) = self { a } else { nil } }
///   }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .dialog(.presented(.copyLink)):
///         // Copy the link; the dialog goes away by itself.
///         return .none
///       case .dialog:
///         return .none
///       case .shareButtonTapped:
///         state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///           TextState("Share")
///         } actions: {
///           ButtonState(action: .copyLink) { TextState("Copy Link") }
///           ButtonState(action: .sendByMail) { TextState("Send by Mail") }
///           ButtonState(role: .cancel) { TextState("Cancel") }
///         }
///         return .none
///       }
///     }
///     .ifLet(\.$dialog, action: .case(Action.dialog, \.dialog))
///   }
/// }
/// ```
///
/// A renderer draws ``title`` (as ``titleVisibility`` says), ``message`` and ``buttons`` in
/// order. Choosing a button sends its action as `.dialog(.presented(action))`, or
/// `.dialog(.dismiss)` for a button without one. A dialog is dismissed as soon as one of its
/// actions is sent.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// Identifies this dialog, so a renderer can tell a newly presented dialog from the one it
  /// drew before. Drawn when the dialog is created, and kept by copies and by ``map(_:)``.
  /// Equality ignores it.
  public let id: UUID
  public let titleVisibility: ConfirmationDialogStateTitleVisibility
  public let title: TextState
  public let message: TextState?
  /// The buttons, in the order the `actions` closure lists them.
  public let buttons: [ButtonState<Action>]

  private init(
    id: UUID, titleVisibility: ConfirmationDialogStateTitleVisibility, title: TextState,
    message: TextState?, buttons: [ButtonState<Action>]
  ) {
    self.id = id
    self.titleVisibility = titleVisibility
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(), titleVisibility: titleVisibility, title: title(), message: message?(),
      buttons: actions()
    )
  }

  /// Transforms the actions of every button into another action type, keeping the id, the
  /// title visibility, the texts and the buttons' roles; `transform` gets `nil` for a button
  /// that only dismisses.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id, titleVisibility: titleVisibility, title: title, message: message,
      buttons: buttons.map { $0.map(transform) }
    )
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Equal when title visibility, title, message and buttons are: the ``id`` does not count.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(titleVisibility)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: _EphemeralState {}

extension ConfirmationDialogState: CustomDumpRepresentable {
  /// Dumps as `ConfirmationDialogState(titleVisibility: …, title: "…", actions: […],
  /// message: …)`: no id, no generic argument.
  public var customDumpValue: Any {
    confirmationDialogStateDump(
      titleVisibility: titleVisibility, title: title, actions: buttons, message: message
    )
  }
}

// NB: A local type named like the public one and not generic: dumps drop a local type's context,
//     so the dialog reads `ConfirmationDialogState(` and not `ConfirmationDialogState<…>(`.
//     Every field is always shown, so diffs pair them by position.
private func confirmationDialogStateDump(
  titleVisibility: ConfirmationDialogStateTitleVisibility, title: TextState, actions: Any,
  message: TextState?
) -> Any {
  struct ConfirmationDialogState {
    let titleVisibility: ConfirmationDialogStateTitleVisibility
    let title: TextState
    let actions: Any
    let message: TextState?
  }
  return ConfirmationDialogState(
    titleVisibility: titleVisibility, title: title, actions: actions, message: message
  )
}
