import Effects

/// What a ``ScreenSession`` tells as it runs, so that a session can be recorded and replayed
/// (`App --record FILE`, `App --replay FILE`): each frame drawn, and each input just before
/// it is handled, on the frame the person saw.
@MainActor
public protocol ScreenRecorder: AnyObject {
  /// `frame` was drawn, with spinners at `spinnerFrame`.
  func didDraw(_ frame: Frame, spinnerFrame: Int)
  /// The person typed or pressed `input`; `intoSecureField` when focus is on a secure text
  /// field, whose characters a recording must not keep.
  func willHandle(_ input: ScriptedInput, intoSecureField: Bool)
}
