/// A presented state that goes away by itself as soon as one of its actions is sent: alerts and
/// confirmation dialogs. The presentation `ifLet` clears it when it receives an action for it.
protocol EphemeralState {}
