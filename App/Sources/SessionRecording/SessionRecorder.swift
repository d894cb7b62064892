import Effects
import TerminalUI

/// Records what the person saw and did (`App --record FILE`): each input, on the frame on
/// screen when it came, with what was typed into a password field masked, and at the end
/// the last frame.
@MainActor
public final class SessionRecorder: ScreenRecorder {
  private let log: SessionLog
  /// The frame on screen now; `nil` once an input was handled on it and none was drawn since.
  private var lastFrame: RecordingLine.RecordedFrame?
  /// The last frame drawn, for the end line.
  private var lastDrawn: RecordingLine.RecordedFrame?

  public init(log: SessionLog) {
    self.log = log
  }

  public func didDraw(_ frame: Frame, spinnerFrame: Int) {
    lastFrame = RecordingLine.RecordedFrame(
      text: frame.text, rows: frame.size.rows, columns: frame.size.columns, spinner: spinnerFrame)
    lastDrawn = lastFrame
  }

  public func willHandle(_ input: ScriptedInput, intoSecureField: Bool) {
    var recorded = input
    if intoSecureField, case let .text(text) = input {
      recorded = .text(String(repeating: "•", count: text.count))
    }
    guard let script = recorded.scriptLine else { return }
    var line = RecordingLine(kind: .input, ms: log.ms)
    line.input = script
    line.frame = lastFrame
    // Keys that came together are handled before the next frame is drawn.
    lastFrame = nil
    log.write(line)
  }

  /// Writes the end line with the last frame drawn; call it when the session ends.
  public func finish() {
    var line = RecordingLine(kind: .end, ms: log.ms)
    line.frame = lastDrawn ?? RecordingLine.RecordedFrame(text: "", rows: 0, columns: 0, spinner: 0)
    log.write(line)
  }
}
