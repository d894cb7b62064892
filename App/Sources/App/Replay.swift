import Effects
import Foundation
import SessionRecording
import TerminalUI

/// `App --replay FILE [--step]`: reads a recording and replays it, or steps through it.
@MainActor
enum Replay {
  /// Replays the recording at `path`; returns 0 when every frame matches, 1 at the first that
  /// differs, 2 when the file cannot be read as a recording of this app.
  static func run(path: String, stepping: Bool) async -> Int32 {
    let recording: Recording
    do {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      recording = try Recording(text: text)
    } catch {
      FileHandle.standardError.write(Data("error: \(path): \(error)\n".utf8))
      return 2
    }
    if stepping {
      let store = Store(initialState: StepViewer.State(recording: recording)) { StepViewer() }
      return await TerminalProgram.run(store: store, view: StepViewerView.screen)
    }
    switch await SessionReplay.run(recording) {
    case let .matched(steps):
      print("\(path): replayed \(steps) steps; every frame matches the recording")
      return 0
    case let .differs(_, report):
      FileHandle.standardError.write(Data("\(path): \(report)\n".utf8))
      return 1
    }
  }
}
