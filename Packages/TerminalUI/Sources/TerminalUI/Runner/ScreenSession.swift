import Effects

/// What the interactive runner and the script runner share. The view reads the store as TCA's
/// views do (`store.count`, `scope`), and the screen is kept until something it read
/// changes: a send that changes nothing on screen builds nothing, and one that does rebuilds
/// only the parts (``Store/part(id:fileID:line:column:_:)``) whose state it changed.
@MainActor
public final class ScreenSession<State, Action> {
  public let store: Store<State, Action>
  private let view: @MainActor (Store<State, Action>) -> Screen<Action>
  private let parts: ViewCache
  private(set) var interaction = Interaction()
  private var appearedScreenID: String?
  /// Advances while something is in flight.
  public private(set) var spinnerFrame = 0
  /// To record the session (`App --record`).
  public var recorder: (any ScreenRecorder)?

  /// `keepsParts: false` builds everything every time the screen is asked for: what the
  /// benchmarks compare with.
  public init(
    store: Store<State, Action>,
    view: @escaping @MainActor (Store<State, Action>) -> Screen<Action>,
    keepsParts: Bool = true
  ) {
    self.store = store
    self.view = view
    self.parts = ViewCache(keepsParts: keepsParts)
  }

  /// The interactive runner draws then.
  public var screenDidChange: () -> Void {
    get { parts.didInvalidate }
    set { parts.didInvalidate = newValue }
  }

  /// A whole screen counts as one: what the benchmarks count per key and per timer tick.
  public var partsBuilt: Int { parts.partsBuilt }

  /// With the session's focus and cursors brought up to date. Sends the screen's `onAppear`
  /// when it is a screen not shown just before.
  public func screen() -> Screen<Action> {
    var screen = build()
    if screen.id != appearedScreenID {
      appearedScreenID = screen.id
      if let onAppear = screen.onAppear {
        store.send(onAppear)
        screen = build()
      }
    }
    interaction.sync(with: screen)
    return screen
  }

  private func build() -> Screen<Action> {
    let key = ViewCache.Key(
      store: store.scopeID, id: 0, site: ViewCache.Site(file: 0, line: 0, column: 0))
    return parts.frame(key) { view(store) }
  }

  public func press(_ key: KeyEvent) -> KeyOutcome<Action>.Command {
    recorder?.willHandle(.key(key), intoSecureField: focusIsSecure)
    return route { KeyRouter.handle(key, on: $0, interaction: &$1) }
  }

  /// Into the focused field as one edit, or else as keys (a `q` outside a field quits).
  public func type(_ text: String) -> KeyOutcome<Action>.Command {
    recorder?.willHandle(.text(text), intoSecureField: focusIsSecure)
    return route { KeyRouter.type(text, on: $0, interaction: &$1) }
  }

  /// What a recorder masks.
  private var focusIsSecure: Bool {
    let screen = screen()
    let focused = interaction.focusedID(on: screen)
    for case let .field(field) in screen.controls where field.id == focused {
      return field.isSecure
    }
    return false
  }

  private func route(
    _ router: (Screen<Action>, inout Interaction) -> KeyOutcome<Action>
  ) -> KeyOutcome<Action>.Command {
    let outcome = router(screen(), &interaction)
    for reaction in outcome.reactions {
      reaction.perform { store.send($0) }
    }
    return outcome.command
  }

  public var isBusy: Bool { screen().isBusy }

  public func tick() { spinnerFrame &+= 1 }

  public func frame(size: TerminalSize) -> Frame {
    frame(size: size, spinnerFrame: spinnerFrame)
  }

  /// What a replay compares with a recorded frame.
  func frame(size: TerminalSize, spinnerFrame: Int) -> Frame {
    let frame = ScreenRenderer.frame(
      for: screen(), interaction: interaction, size: size, spinnerFrame: spinnerFrame)
    recorder?.didDraw(frame, spinnerFrame: spinnerFrame)
    return frame
  }
}
