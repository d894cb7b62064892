import Effects
import TerminalUI
import Testing

/// A feature with every shape a terminal view binds: a bindable field and choice, a stack and
/// a presented child. Every action it reduces is logged.
struct Bound: Reducer {
  enum Size: Equatable, Sendable, CaseIterable { case small, large }

  struct State {
    var name = ""
    var size = Size.small
    var path = StackState<Child.State>()
    @PresentationState var sheet: Child.State?
    var log: [String] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case path(StackActionOf<Child>)
    case sheet(PresentationAction<Child.Action>)
    case push, present
    var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
    var path: StackActionOf<Child>? { if case let .path(a) = self { a } else { nil } }
    var sheet: PresentationAction<Child.Action>? { if case let .sheet(a) = self { a } else { nil } }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case let .binding(binding): state.log.append("set \(binding.keyPath)")
      case let .path(.popFrom(id)): state.log.append("popFrom \(id.generation)")
      case .path(.element(_, .tapped)): state.log.append("path tapped")
      case .path(.push): state.log.append("push")
      case .sheet(.dismiss): state.log.append("dismiss")
      case .sheet(.presented(.tapped)): state.log.append("sheet tapped")
      case .push: state.path.append(Child.State())
      case .present: state.sheet = Child.State()
      }
      return .none
    }
    .forEach(\.path, action: .case(Action.path, \.path)) { Child() }
    .ifLet(\.$sheet, action: .case(Action.sheet, \.sheet)) { Child() }
  }

  struct Child: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case tapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    static func screen(_ store: StoreOf<Self>) -> Screen<Action> {
      Screen(id: "child", title: "Child") { Element.button("tap", "Tap", .tapped) }
    }
  }

  @MainActor
  static func screen(@Bindable _ store: StoreOf<Self>) -> Screen<Action> {
    Screen.stack(
      store, state: \.path, action: .case(Action.path, \.path),
      root: {
        Screen.sheet(
          store, state: \.sheet, action: .case(Action.sheet, \.sheet),
          over: {
            Screen(id: "form", title: "Form") {
              Element.field(TextField(id: "name", label: "Name", text: $store.name))
              Element.picker(
                selection: $store.size, options: Size.allCases, id: { "\($0)" },
                title: { "\($0)".capitalized })
            }
          }, content: Child.screen)
      }, destination: Child.screen)
  }
}

/// Controls bound to a store through `@Bindable`, driven by keys through a session as a
/// person drives them: each write sends the store's action once, and the next screen shows it.
@MainActor @Suite struct BoundControlsTests {
  let session = ScreenSession(store: Store(initialState: Bound.State()) { Bound() }) {
    Bound.screen($0)
  }
  var store: StoreOf<Bound> { session.store }

  @Test func typingIntoABoundFieldSetsItThroughItsBindingAction() {
    _ = session.type("Ada")
    #expect(store.name == "Ada")
    #expect(store.log == [#"set \State.name"#])
    #expect(session.screen().field("name")?.text == "Ada")
  }

  @Test func choosingInABoundPickerSetsTheSelection() {
    #expect(
      session.screen().outline == [
        "field name: Name []", "row small: Small [selected] | large: Large",
      ])
    _ = session.press(.tab)
    _ = session.press(.right)
    #expect(store.size == .large)
    #expect(session.screen().button("large")?.isSelected == true)
  }

  @Test func escOnAPushedScreenSetsThePathShorterWhichPops() {
    store.send(.push)
    store.send(.push)
    let screen = session.screen()
    #expect(screen.id == "child-1")
    _ = session.press(.enter)
    #expect(store.log == ["path tapped"], "the top screen's actions reach its element")
    _ = session.press(.escape)
    #expect(store.log == ["path tapped", "popFrom 1"])
    #expect(session.screen().id == "child-0")
    _ = session.press(.escape)
    #expect(session.screen().id == "form")
    _ = session.press(.escape)
    #expect(store.log == ["path tapped", "popFrom 1", "popFrom 0"], "Esc at the root does nothing")
  }

  @Test func escOnAPresentedScreenSetsItToNilWhichDismisses() {
    store.send(.present)
    #expect(session.screen().id == "child")
    _ = session.press(.enter)
    _ = session.press(.escape)
    #expect(store.log == ["sheet tapped", "dismiss"])
    #expect(session.screen().id == "form")
  }

  @Test func aBindingReadsAndWritesThroughItsKeyPath() {
    @Bindable var bindable = store
    let name = $bindable.name
    name.wrappedValue = "Grace"
    #expect(name.wrappedValue == "Grace")
    #expect(store.log == [#"set \State.name"#])
  }
}
