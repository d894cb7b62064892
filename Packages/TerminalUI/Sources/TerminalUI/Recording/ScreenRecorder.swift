import Effects

/// So that a session can be recorded and replayed (`App --record FILE`, `App --replay FILE`):
/// each input is told just before it is handled, on the frame the person saw.
@MainActor
public protocol ScreenRecorder: AnyObject {
  func didDraw(_ frame: Frame, spinnerFrame: Int)
  /// `intoSecureField` when focus is on a secure text field, whose characters a recording
  /// must not keep.
  func willHandle(_ input: ScriptedInput, intoSecureField: Bool)
}
