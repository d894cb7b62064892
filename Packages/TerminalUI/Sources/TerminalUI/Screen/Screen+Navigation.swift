import Effects

extension Screen {
  /// TerminalUI's `NavigationStack(path:root:destination:)`: the screen of the top element of
  /// the stack at `state`, or `root` while the stack is empty. The route is named once: the
  /// element's screen is mapped into `action`, and Esc on it sets the bound path
  /// (`$store[state:action:]`) to the elements below it, which sends `.popFrom(id:)`.
  ///
  /// A pushed screen's id gets its element's generation (`a2-3`), so two of the same screen
  /// keep their own focus and cursors.
  @MainActor
  public static func stack<State, ElementState, ElementAction>(
    _ store: Store<State, Action>,
    state: KeyPath<State, StackState<ElementState>>,
    action: AnyCasePath<Action, StackAction<ElementState, ElementAction>>,
    root: () -> Screen<Action>,
    destination: (Store<ElementState, ElementAction>) -> Screen<ElementAction>
  ) -> Screen<Action> {
    let path = Bindable(store)[state: state, action: action]
    let components = path.wrappedValue
    guard let top = components.last,
      let topStore = store.scope(state: state, action: action).scopeElements().last
    else { return root() }
    var screen = destination(topStore).map { action.embed(.element(id: top.id, action: $0)) }
    screen.id += "-\(top.id.generation)"
    screen.back = .set { path.wrappedValue = components.dropLast() }
    return screen
  }

  /// TerminalUI's `.sheet(item:)`: the presented child's screen in place of `root`'s while the
  /// child at `state` is there. The route is named once: the child's screen is mapped into
  /// `action` as `.presented(…)`, and Esc sets the bound presentation (`$store[state:action:]`)
  /// to `nil`, which sends `.dismiss`.
  @MainActor
  public static func sheet<State, ChildState, ChildAction>(
    _ store: Store<State, Action>,
    state: KeyPath<State, ChildState?>,
    action: AnyCasePath<Action, PresentationAction<ChildAction>>,
    over root: () -> Screen<Action>,
    content: (Store<ChildState, ChildAction>) -> Screen<ChildAction>
  ) -> Screen<Action> {
    let item = Bindable(store)[state: state, action: action]
    guard let child = item.wrappedValue else { return root() }
    var screen = content(child).map { action.embed(.presented($0)) }
    screen.back = .set { item.wrappedValue = nil }
    return screen
  }
}

extension Element {
  /// A row of options bound to `selection`, as SwiftUI's `Picker(selection:)` is: the
  /// selected option is marked, and choosing another (Enter, or left / right in the row)
  /// sets the binding. A radio group (see `Screen+ChoiceRows.swift`).
  @MainActor
  public static func picker<Option: Equatable>(
    selection: Binding<Option>, options: [Option], id: (Option) -> String,
    title: (Option) -> String
  ) -> Self {
    let selected = selection.wrappedValue
    return .buttonRow(
      options.map { option in
        Button(
          id: id(option), title: title(option),
          reaction: .set { selection.wrappedValue = option }, isSelected: option == selected)
      })
  }
}
