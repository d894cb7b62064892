import Effects
import FactLoading
import TerminalUI

@MainActor
public enum A1View {
  /// The top A2 of the stack, or A1's own screen; Esc on an A2 pops it.
  public static func screen(_ store: StoreOf<A1>) -> Screen<A1.Action> {
    store.part {
      Screen.stack(
        store, state: \.path, action: .case(A1.Action.path, \.path), root: { root(store) }
      ) { A2View.screen($0, depth: store.withState(\.path.count)) }
    }
  }

  private static func root(_ store: StoreOf<A1>) -> Screen<A1.Action> {
    Screen(
      id: "a1",
      title: "A1",
      onAppear: .fact(.onAppear),
      shortcuts: [
        Shortcut("+", "increment", .incrementButtonTapped),
        Shortcut("-", "decrement", .decrementButtonTapped),
      ]
    ) {
      Element.scoped(store, state: \.fact, action: .case(A1.Action.fact, \.fact)) {
        FactLoaderView.elements($0)
      }
      Element.blank
      store.part { counter(store) }
      Element.blank
      Element.button("open-a2", "Open A2", .showA2ButtonTapped)
    }
  }

  @ElementBuilder<A1.Action>
  private static func counter(_ store: StoreOf<A1>) -> [Element<A1.Action>] {
    Element.text("Count: \(store.count)", .heading)
    Element.buttonRow([
      Button(id: "decrement", title: "−", action: .decrementButtonTapped),
      Button(id: "increment", title: "+", action: .incrementButtonTapped),
    ])
    Element.button("fact-for-count", "Fact for this number", .numberFactButtonTapped)
    Element.button(
      "increment-then-fetch", "Increment then fetch", .incrementThenFetchButtonTapped)
    Element.button(
      "timer", store.isTimerOn ? "Stop timer" : "Start timer", .toggleTimerButtonTapped)
  }
}
