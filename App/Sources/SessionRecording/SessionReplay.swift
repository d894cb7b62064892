import Effects
import Foundation
import Root
import TerminalUI

/// Replays a recording (`App --replay FILE`, and the replay tests): the app's reducers run
/// again from the data files of the recording's start, on a `TestClock`, with every client
/// answering what it answered then, and the recorded keys typed at their recorded times.
/// Every frame the person saw is compared with the frame drawn now.
@MainActor
public enum SessionReplay {
  /// How a replay ended.
  public enum Outcome: Equatable, Sendable {
    /// Every frame matched; `steps` inputs were replayed.
    case matched(steps: Int)
    /// The frame before step `step` (counted from 1) differs: `report` says which input it
    /// was, when, and shows the two frames' difference.
    case differs(step: Int, report: String)
  }

  /// Replays `recording` and returns how it ended.
  ///
  /// Effects, the replayed clients and the clock's sleepers run one at a time on the main
  /// actor (``withMainSerialExecutor(fileID:filePath:line:column:operation:)``), so a client's
  /// answer reaches the store before or after a key as the steps order it, however busy the
  /// machine: the outcome depends on the file alone.
  public static func run(_ recording: Recording) async -> Outcome {
    await withMainSerialExecutor { await replay(recording) }
  }

  private static func replay(_ recording: Recording) async -> Outcome {
    let clock = TestClock()
    let folder = URL(fileURLWithPath: "/replay-data", isDirectory: true)
    let files = InMemoryFileSystem()
    for (name, contents) in recording.files {
      files.setData(Data(contents.utf8), at: folder.appendingPathComponent(name))
    }
    let clients = ReplayedClients(answers: recording.answers, clock: clock)
    let store = withDependencies {
      $0.context = .live
      $0.dataDirectory = DataDirectory(url: folder)
      $0.defaultFileStorage = .inMemory(files)
      $0.continuousClock = clock
      $0.numberFact = clients.numberFact
      $0.authentication = clients.authentication
      $0.calculation = clients.calculation
    } operation: {
      Store(initialState: Root.State()) { Root() }
    }
    let session = ScreenSession(store: store, view: RootView.screen)
    guard
      let mismatch = await ScreenReplay.run(recording.steps, on: session, clock: clock)
    else {
      return .matched(steps: recording.steps.count)
    }
    return .differs(step: mismatch.step + 1, report: report(mismatch, in: recording))
  }

  private static func report(_ mismatch: ScreenReplay.Mismatch, in recording: Recording)
    -> String
  {
    let step = recording.steps[mismatch.step]
    let seconds = step.time.secondsText
    let what = step.input?.scriptLine.map { "before the input '\($0)'" } ?? "at the end"
    let difference =
      diff(mismatch.recorded, mismatch.replayed)
      ?? "recorded:\n\(mismatch.recorded)\n\nreplayed:\n\(mismatch.replayed)"
    return """
      step \(mismatch.step + 1) of \(recording.steps.count), \(what) at \(seconds): the \
      screen differs from the recording
      \(difference)
      (recorded: -, replayed: +)
      """
  }
}
