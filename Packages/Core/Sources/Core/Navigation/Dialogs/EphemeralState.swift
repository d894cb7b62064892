/// A presented state that goes away by itself as soon as one of its actions is sent: alerts
/// and confirmation dialogs. The presentation `ifLet` clears it when it receives an action for
/// it, after the parent has run, and `ifLet(\.$alert, action:)` needs no child reducer for it.
///
/// Core's ``AlertState`` and ``ConfirmationDialogState`` conform; conform your own dialog-like
/// state only if it too has no logic of its own.
public protocol _EphemeralState {}

/// Whether `state` is ephemeral, or an enum whose current case holds ephemeral state (an
/// alert case of a destination enum): checked at run time, as TCA does, since a presentation
/// reducer is generic over any child state, and remembered per type and case
/// (``CaseTraits``).
@inlinable
func isEphemeral<State>(_ state: State) -> Bool {
  withUnsafePointer(to: state) {
    CaseTraits.isEphemeral(at: $0, as: State.self, enumCase: caseNumber(of: state))
  }
}
