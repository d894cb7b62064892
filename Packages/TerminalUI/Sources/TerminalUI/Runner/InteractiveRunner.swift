import Effects

/// The terminal is put back on every way out: quit, Ctrl-C, the end of input, an error thrown
/// by the loop, and (by Effects' raw mode) `exit` and termination signals.
///
/// Issues reported during the run (`reportIssue`, by the reducer, its effects or the view)
/// would be written over the screen, so they are held until the terminal is put back, then
/// passed on to the reporters in force when ``run()`` was called.
@MainActor
public struct InteractiveRunner<State, Action> {
  /// Called after the terminal is put back. Tests pass a closure that records the call.
  public typealias Suspend = @Sendable () -> Void

  let session: ScreenSession<State, Action>
  let terminal: TerminalClient
  let colors: Bool
  let suspend: Suspend
  let clock: any Clock<Duration>

  /// `clock` turns the spinner every 100 ms; `suspend` stops the process on Ctrl-Z
  /// (`kill(getpid(), SIGTSTP)` in the app).
  public init(
    session: ScreenSession<State, Action>,
    terminal: TerminalClient,
    colors: Bool,
    clock: any Clock<Duration>,
    suspend: @escaping Suspend
  ) {
    self.session = session
    self.terminal = terminal
    self.colors = colors
    self.clock = clock
    self.suspend = suspend
  }

  public func run() async throws {
    let issues = HeldIssueReporter(passingOnTo: IssueReporters.current)
    // Released after `runOnScreen` has put the terminal back, however it ends. The store's
    // effects started during the run are tasks that inherit the reporter.
    defer { issues.release() }
    try await withIssueReporters([issues]) { try await runOnScreen() }
  }

  private func runOnScreen() async throws {
    var token = try await terminal.enableRawMode()
    defer { token.restore() }
    var renderer = FrameRenderer()
    var size = try await terminal.size()

    let (events, continuation) = AsyncStream.makeStream(of: RunnerEvent.self)
    let keys = try await terminal.keys()
    let resizes = try await terminal.resizes()
    session.screenDidChange = { continuation.yield(.stateChanged) }
    let clock = self.clock
    // Keys that arrive together (a paste, a held key) are handled as one batch and drawn
    // once: the reader appends, and signals only when the list was empty.
    let pending = LockIsolated<[KeyEvent]>([])
    let producers = [
      // Off the main actor, so keys keep collecting while the main actor handles a batch.
      Task.detached {
        for await key in keys {
          let wasEmpty = pending.withValue { list -> Bool in
            defer { list.append(key) }
            return list.isEmpty
          }
          if wasEmpty { continuation.yield(.keys) }
        }
        continuation.yield(.keysEnded)
      },
      Task {
        for await size in resizes { continuation.yield(.resized(size)) }
      },
      Task {
        while (try? await clock.sleep(for: .milliseconds(100))) != nil {
          continuation.yield(.tick)
        }
      },
    ]
    defer {
      session.screenDidChange = {}
      producers.forEach { $0.cancel() }
      continuation.finish()
    }

    try await draw(&renderer, size: size)
    loop: for await event in events {
      switch event {
      case .keys:
        let batch = pending.withValue { list -> [KeyEvent] in
          defer { list.removeAll() }
          return list
        }
        switch handle(batch) {
        case .none: break
        case .quit: break loop
        case .suspend:
          token.restore()
          suspend()
          token = try await terminal.enableRawMode()
          renderer.invalidate()
          size = try await terminal.size()
        }
      case .keysEnded:
        break loop
      case let .resized(newSize):
        size = newSize
      case .stateChanged:
        break
      case .tick:
        guard session.isBusy else { continue loop }
        session.tick()
      }
      try await draw(&renderer, size: size)
    }
  }

  /// Each run of characters is typed at once (a paste goes into a field as one edit); stops
  /// at the first key that asks the program to quit or suspend.
  private func handle(_ keys: [KeyEvent]) -> KeyOutcome<Action>.Command {
    var typed = ""
    func flush() -> KeyOutcome<Action>.Command {
      defer { typed = "" }
      return typed.isEmpty ? .none : session.type(typed)
    }
    for key in keys {
      if case let .character(character) = key {
        typed.append(character)
        continue
      }
      let command = flush()
      if command != .none { return command }
      let next = session.press(key)
      if next != .none { return next }
    }
    return flush()
  }

  private func draw(_ renderer: inout FrameRenderer, size: TerminalSize) async throws {
    let output = renderer.render(session.frame(size: size), colors: colors)
    if !output.isEmpty { try await terminal.write(frame: output) }
  }
}

/// Outside the generic runner, so that the effects yielding it do not capture the runner's
/// `State` type, which need not be `Sendable`.
private enum RunnerEvent: Sendable {
  /// Handle every key in the pending list, then draw once.
  case keys
  case keysEnded
  case resized(TerminalSize)
  case stateChanged
  case tick
}
