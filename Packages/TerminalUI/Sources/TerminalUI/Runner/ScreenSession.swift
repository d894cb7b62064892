import Effects

/// A store and its view, driven by keys: what the interactive runner and the script runner
/// share.
///
/// It asks the view for the screen of the store's current state, routes each key through
/// ``KeyRouter`` into the store, sends a screen's `onAppear` when it comes on screen, and
/// draws frames with ``ScreenRenderer``.
@MainActor
public final class ScreenSession<State, Action> {
  /// The store the keys' actions go to.
  public let store: Store<State, Action>
  private let view: (State) -> Screen<Action>
  private(set) var interaction = Interaction()
  private var appearedScreenID: String?
  /// Advances while something is in flight, so the spinner turns.
  public private(set) var spinnerFrame = 0
  /// Told of every frame drawn and every input, to record the session (`App --record`).
  public var recorder: (any ScreenRecorder)?

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - store: The feature's store.
  ///   - view: The feature's view: a screen for each state.
  public init(store: Store<State, Action>, view: @escaping (State) -> Screen<Action>) {
    self.store = store
    self.view = view
  }

  /// The screen for the current state, with the session's focus and cursors brought up to
  /// date. Sends the screen's `onAppear` when it is a screen not shown just before.
  public func screen() -> Screen<Action> {
    // NB: Untracked reads: the runner observes the store itself, and a tracked `store.state`
    // would have every send compare the whole state once more.
    var screen = store.withState(view)
    if screen.id != appearedScreenID {
      appearedScreenID = screen.id
      if let onAppear = screen.onAppear {
        store.send(onAppear)
        screen = store.withState(view)
      }
    }
    interaction.sync(with: screen)
    return screen
  }

  /// Handles one key: sends its actions and says what the program should do.
  public func press(_ key: KeyEvent) -> KeyOutcome<Action>.Command {
    recorder?.willHandle(.key(key), intoSecureField: focusIsSecure)
    return route { KeyRouter.handle(key, on: $0, interaction: &$1) }
  }

  /// Handles text typed or pasted at once: into the focused field as one edit, or else as
  /// keys. Says what the program should do (a `q` outside a field quits).
  public func type(_ text: String) -> KeyOutcome<Action>.Command {
    recorder?.willHandle(.text(text), intoSecureField: focusIsSecure)
    return route { KeyRouter.type(text, on: $0, interaction: &$1) }
  }

  /// Whether the focused control is a secure text field (a password): what a recorder masks.
  private var focusIsSecure: Bool {
    let screen = screen()
    let focused = interaction.focusedID(on: screen)
    for case let .field(field) in screen.controls where field.id == focused {
      return field.isSecure
    }
    return false
  }

  /// Routes input on the current screen, sends the actions it produced, and returns the
  /// command it asked for.
  private func route(
    _ router: (Screen<Action>, inout Interaction) -> KeyOutcome<Action>
  ) -> KeyOutcome<Action>.Command {
    let outcome = router(screen(), &interaction)
    for action in outcome.actions {
      store.send(action)
    }
    return outcome.command
  }

  /// Whether the current screen shows something in flight.
  public var isBusy: Bool { screen().isBusy }

  /// Turns the spinner one step.
  public func tick() { spinnerFrame &+= 1 }

  /// The frame for the current state at `size`.
  public func frame(size: TerminalSize) -> Frame {
    frame(size: size, spinnerFrame: spinnerFrame)
  }

  /// The frame with spinners at `spinnerFrame`: what a replay compares with a recorded frame.
  func frame(size: TerminalSize, spinnerFrame: Int) -> Frame {
    let frame = ScreenRenderer.frame(
      for: screen(), interaction: interaction, size: size, spinnerFrame: spinnerFrame)
    recorder?.didDraw(frame, spinnerFrame: spinnerFrame)
    return frame
  }
}
