import Effects
import FeatureA
import Login
import Root
import TabBar
import TerminalUI

/// Something that happens while the app is on screen, and what it costs the view: how many
/// parts of the screen are built for it, and the work from the event to the bytes written.
@MainActor
struct ViewEvent {
  let name: String
  let initial: Root.State
  /// Whether the event is input (a key, a spinner turn), after which the runner always
  /// draws; otherwise it is a send, after which the runner draws if the screen changed.
  let isInput: Bool
  /// Makes the event happen: the `n`th key, tick or send.
  let happen:
    (_ store: StoreOf<Root>, _ session: ScreenSession<Root.State, Root.Action>, _ n: Int)
      -> Void

  /// Each event with the states it starts from. Facts are loaded already, so that a screen's
  /// `onAppear` starts nothing that would change the state while events are counted.
  static var all: [ViewEvent] {
    var a1 = TabBar.State(user: .preview)
    a1.a1.fact.fact = "1 is neither prime nor composite."
    a1.b1.fact.fact = "3 is the smallest odd prime number."
    var b1 = a1
    b1.selectedTab = .b1
    var loading = a1
    loading.a1.fact.isLoading = true
    return [
      ViewEvent(
        name: "key typed into Login's username", initial: .login(Login.State()), isInput: true
      ) {
        _, session, n in
        _ = session.press(n.isMultiple(of: 2) ? .character("a") : .backspace)
      },
      ViewEvent(name: "A1 timer tick, A1 on screen", initial: .tabBar(a1), isInput: false) {
        store, _, _ in
        store.send(.tabBar(.a1(.timerTicked)))
      },
      ViewEvent(name: "A1 timer tick, B1 on screen", initial: .tabBar(b1), isInput: false) {
        store, _, _ in
        store.send(.tabBar(.a1(.timerTicked)))
      },
      ViewEvent(name: "spinner turn while A1 loads", initial: .tabBar(loading), isInput: true) {
        _, session, _ in
        if session.isBusy { session.tick() }
      },
    ]
  }
}

/// A session running one ``ViewEvent`` as the interactive runner does, with the view's parts
/// kept (how the app runs) or with everything rebuilt and drawn after every event (how it ran
/// before the view read its stores through Observation).
@MainActor
final class ViewEventRun {
  private let event: ViewEvent
  private let keepsParts: Bool
  private let store: StoreOf<Root>
  private let session: ScreenSession<Root.State, Root.Action>
  private var renderer = FrameRenderer()
  private var screenChanged = false
  private var count = 0

  init(_ event: ViewEvent, keepsParts: Bool) {
    self.event = event
    self.keepsParts = keepsParts
    store = Store(initialState: event.initial) { Root() }
    session = ScreenSession(store: store, view: RootView.screen, keepsParts: keepsParts)
    session.screenDidChange = { [unowned self] in screenChanged = true }
    draw()
  }

  /// One event, then a frame when the runner would draw one: after a key or a spinner turn,
  /// and after a send that changed what the screen shows (every send, when parts are not
  /// kept).
  func run() {
    event.happen(store, session, count)
    count += 1
    if event.isInput || !keepsParts || screenChanged { draw() }
    screenChanged = false
  }

  /// Parts built per event, over `events` events.
  func partsBuiltPerEvent(events: Int) -> Double {
    let before = session.partsBuilt
    for _ in 0..<events { run() }
    return Double(session.partsBuilt - before) / Double(events)
  }

  private func draw() {
    consume(renderer.render(session.frame(size: ScreenScenarios.size), colors: true))
  }
}
