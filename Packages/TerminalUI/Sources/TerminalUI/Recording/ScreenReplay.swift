import Effects

/// Replays recorded input into a ``ScreenSession`` on a `TestClock`, comparing each frame the
/// person saw with the frame the session draws now: the engine behind `App --replay`.
///
/// Time is virtual: before each step the clock moves to the step's recorded time, so every
/// sleep, timer and dependency answer that came before that moment in the recording comes
/// before it again, in the same order, however fast the replay runs.
@MainActor
public enum ScreenReplay {
  /// One recorded input, with the frame on screen when it came.
  public struct Step: Equatable, Sendable {
    /// When the input came, from the start of the session.
    public var time: Duration
    /// What the person typed or pressed; `nil` for the end of the session.
    public var input: ScriptedInput?
    /// The frame on screen when the input came; `nil` when none was drawn since the previous
    /// input (keys that arrived together).
    public var seen: Seen?

    public init(time: Duration, input: ScriptedInput?, seen: Seen?) {
      self.time = time
      self.input = input
      self.seen = seen
    }
  }

  /// A frame as the person saw it: its text, the terminal's size and the spinners' glyph.
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

  /// The first step whose frame differs from the recording.
  public struct Mismatch: Equatable, Sendable {
    /// Its position among the steps, from 0.
    public var step: Int
    /// The frame the recording holds.
    public var recorded: String
    /// The frame the session draws now.
    public var replayed: String
  }

  /// Runs `steps` against `session`, whose dependencies answer on `clock`, and returns the
  /// first step whose frame differs, or `nil` when every frame matches. Stops after an input
  /// that quits.
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
