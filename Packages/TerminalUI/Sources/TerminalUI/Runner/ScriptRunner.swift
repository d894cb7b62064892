import Effects

/// One key per line (see ``ScriptedInput``), the frame printed as plain text after each
/// line: how the app is driven from a pipe, a file, or a test.
@MainActor
public struct ScriptRunner<State, Action> {
  let session: ScreenSession<State, Action>
  let size: TerminalSize
  let clock: any Clock<Duration>
  let waitLimit: Duration
  let output: (String) -> Void
  let diagnostics: (String) -> Void

  /// `waitLimit` is how long `wait` waits for the screen to settle before it says so and goes
  /// on.
  public init(
    session: ScreenSession<State, Action>,
    size: TerminalSize,
    clock: any Clock<Duration>,
    waitLimit: Duration = .seconds(10),
    output: @escaping (String) -> Void,
    diagnostics: @escaping (String) -> Void
  ) {
    self.session = session
    self.size = size
    self.clock = clock
    self.waitLimit = waitLimit
    self.output = output
    self.diagnostics = diagnostics
  }

  /// Prints the first frame, then one frame after each line that is not blank or a comment,
  /// each after a header naming the line: `--- 3: enter ---`. An unknown key is reported
  /// with its line number and skipped, and so is a line that is not valid UTF-8: `lines` are
  /// bytes, so that invalid UTF-8 is seen rather than decoded into replacement characters.
  public func run<Lines: AsyncSequence>(_ lines: Lines) async throws
  where Lines.Element == [UInt8] {
    print(header: "start")
    var number = 0
    for try await bytes in lines {
      number += 1
      guard let line = String(validating: bytes, as: UTF8.self) else {
        diagnostics("line \(number): not valid UTF-8; skipped")
        continue
      }
      let input: ScriptedInput?
      do {
        input = try ScriptedInput.parse(line)
      } catch {
        diagnostics("line \(number): \(error)")
        continue
      }
      guard let input else { continue }
      let command: KeyOutcome<Action>.Command
      switch input {
      case let .key(key): command = session.press(key)
      case let .text(text): command = session.type(text)
      case .wait:
        await waitUntilSettled(line: number)
        command = .none
      }
      switch command {
      case .none: break
      case .quit:
        print(header: "\(number): \(Self.shortened(line))")
        return
      case .suspend:
        diagnostics("line \(number): ctrl-z does nothing without a terminal")
      }
      print(header: "\(number): \(Self.shortened(line))")
    }
  }

  private static func shortened(_ line: String) -> String {
    line.count <= 60 ? line : "\(line.prefix(57))… (\(line.count) characters)"
  }

  private func print(header: String) {
    output("--- \(header) ---\n" + session.frame(size: size).text + "\n")
  }

  private func waitUntilSettled(line: Int) async {
    // NB: Short: a piped session waits after most keys, and an answer that comes at once was
    // waited for a whole step (a thousand piped sessions spent about 40 s asleep at 10 ms).
    let step = Duration.milliseconds(1)
    var waited = Duration.zero
    while session.isBusy {
      if waited >= waitLimit {
        diagnostics("line \(line): wait: still busy after \(waitLimit); going on")
        return
      }
      try? await clock.sleep(for: step)
      waited += step
    }
    // Let what the last response started (a follow-up send) run before the frame.
    for _ in 0..<10 { await Task.yield() }
  }
}
