import Effects

/// The engine behind `App --replay`. Time is virtual: before each step the clock moves to the
/// step's recorded time, so every sleep, timer and dependency answer that came before that
/// moment in the recording comes before it again, in the same order, however fast the replay
/// runs.
@MainActor
public enum ScreenReplay {
  public struct Step: Equatable, Sendable {
    /// From the start of the session.
    public var time: Duration
    /// `nil` for the end of the session.
    public var input: ScriptedInput?
    /// `nil` when none was drawn since the previous input (keys that arrived together).
    public var seen: Seen?

    public init(time: Duration, input: ScriptedInput?, seen: Seen?) {
      self.time = time
      self.input = input
      self.seen = seen
    }
  }

  /// The frame as the person saw it.
  public struct Seen: Equatable, Sendable {
    public var text: String
    public var size: TerminalSize
    public var spinnerFrame: Int

    public init(text: String, size: TerminalSize, spinnerFrame: Int) {
      self.text = text
      self.size = size
      self.spinnerFrame = spinnerFrame
    }
  }

  public struct Mismatch: Equatable, Sendable {
    /// Its index among the steps, from 0.
    public var step: Int
    public var recorded: String
    public var replayed: String
  }

  /// `session`'s dependencies must answer on `clock`. Returns the first step whose frame
  /// differs, or `nil` when every frame matches; stops after an input that quits.
  public static func run<State, Action>(
    _ steps: [Step], on session: ScreenSession<State, Action>, clock: TestClock<Duration>
  ) async -> Mismatch? {
    var now = Duration.zero
    for (index, step) in steps.enumerated() {
      // In small moves, drawing after each as the live runner draws after every change: a
      // screen that appears sends its `onAppear` then, not only when the next key comes.
      while now < step.time {
        let next = min(now + tick, step.time)
        await clock.advance(by: next - now)
        now = next
        await settle(yields: 5)
        _ = session.screen()
      }
      await settle()
      if let seen = step.seen {
        let replayed = session.frame(size: seen.size, spinnerFrame: seen.spinnerFrame).text
        if replayed != seen.text {
          return Mismatch(step: index, recorded: seen.text, replayed: replayed)
        }
      }
      let command: KeyOutcome<Action>.Command
      switch step.input {
      case let .key(key)?: command = session.press(key)
      case let .text(text)?: command = session.type(text)
      case .wait?, nil: command = .none
      }
      if command == .quit { return nil }
      await settle()
    }
    return nil
  }

  /// How far the clock moves at a time between two inputs.
  private static let tick = Duration.milliseconds(5)

  /// Lets the effects that the last input or clock move made runnable run up to their next
  /// wait on the clock.
  private static func settle(yields: Int = 50) async {
    for _ in 0..<yields { await Task.yield() }
  }
}
