/// What a feature's view returns: everything one screen shows and every way a person can act
/// on it, as a value.
///
/// A view is a pure function from state to a `Screen`. The terminal runner draws it, moves
/// focus between its controls with Tab / Shift-Tab / up / down, and turns keys into the
/// actions the controls name: Enter on a ``Button`` sends its action, typing into a
/// ``TextField`` sends `onChange` with the new text, Esc sends ``back``. A view never holds a
/// store and never decides anything a reducer should.
///
/// ```swift
/// public enum CounterView {
///   public static func screen(_ state: Counter.State) -> Screen<Counter.Action> {
///     Screen(id: "counter", title: "Counter") {
///       Element.text("Count: \(state.count)")
///       Element.button("increment", "Increment", .incrementButtonTapped)
///     }
///   }
/// }
/// ```
///
/// A parent shows a child's screen with ``map(_:)``, wrapping each of the child's actions in
/// its own: `A1View.screen(a1Store).map(TabBar.Action.a1)`.
public struct Screen<Action> {
  /// Identifies the screen, so the runner keeps each screen's focus and cursor apart and
  /// gives them back when a person returns (an A2 pushed twice has two ids).
  public var id: String
  /// The title bar's text.
  public var title: String
  /// The screen's content, top to bottom.
  public var elements: [Element<Action>]
  /// What Esc sends: pop, dismiss, go back. `nil` at a root, where Esc does nothing.
  public var back: Action?
  /// A dialog drawn over the screen; while it is shown only its buttons take keys.
  public var dialog: Dialog<Action>?
  /// Tabs above the content, switched with left/right and `1`-`9` outside a text field.
  public var tabs: Tabs<Action>?
  /// The control the state wants focused (a form moving the cursor to the field an error
  /// names); the runner moves focus there each time this changes.
  public var focusRequest: String?
  /// The action that tells the state where focus went when a key moved it, if the state
  /// tracks focus: the other half of ``focusRequest``, as TCA binds `@FocusState` to state.
  public var onFocusChange: ((String) -> Action)?
  /// Keys for this screen besides the standard ones (`+` to increment, say), shown in the
  /// bottom line.
  public var shortcuts: [Shortcut<Action>]
  /// What the runner sends when this screen comes on screen (by ``id``): at launch, after a
  /// push, a tab switch or a return. A SwiftUI view's `.task { send(.onAppear) }`.
  public var onAppear: Action?

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - id: Unique among the screens the app can show at once.
  ///   - title: The title bar's text.
  ///   - back: What Esc sends, or `nil` at a root.
  ///   - onAppear: What to send when the screen comes on screen.
  ///   - focusRequest: The id of the control the state wants focused.
  ///   - onFocusChange: The action that tells the state the id of the control a key focused.
  ///   - shortcuts: Extra keys for this screen.
  ///   - elements: The content, top to bottom.
  public init(
    id: String,
    title: String,
    back: Action? = nil,
    onAppear: Action? = nil,
    focusRequest: String? = nil,
    onFocusChange: ((String) -> Action)? = nil,
    shortcuts: [Shortcut<Action>] = [],
    @ElementBuilder<Action> elements: () -> [Element<Action>]
  ) {
    self.id = id
    self.title = title
    self.elements = elements()
    self.back = back
    self.onAppear = onAppear
    self.dialog = nil
    self.tabs = nil
    self.focusRequest = focusRequest
    self.onFocusChange = onFocusChange
    self.shortcuts = shortcuts
  }

  /// The same screen sending `transform(action)` for each of its actions: how a parent
  /// embeds a child's screen.
  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> Screen<NewAction> {
    var screen = Screen<NewAction>(
      id: id, title: title, back: back.map(transform), onAppear: onAppear.map(transform),
      focusRequest: focusRequest,
      onFocusChange: onFocusChange.map { change in { transform(change($0)) } },
      shortcuts: shortcuts.map { $0.map(transform) }
    ) { elements.map { $0.map(transform) } }
    screen.dialog = dialog?.map(transform)
    screen.tabs = tabs?.map(transform)
    return screen
  }

  /// This screen with `dialog` drawn over it.
  public func presenting(_ dialog: Dialog<Action>?) -> Self {
    var screen = self
    if let dialog { screen.dialog = dialog }
    return screen
  }

  /// This screen under a row of tabs.
  public func withTabs(_ tabs: Tabs<Action>) -> Self {
    var screen = self
    screen.tabs = tabs
    return screen
  }

  /// The focusable controls in focus order, depth first.
  public var controls: [Control<Action>] {
    if let dialog { return dialog.buttons.map(Control.button) }
    return elements.flatMap(\.controls)
  }

  /// Whether anything on screen is in flight (a spinner is shown): the runner animates while
  /// this is true, and a piped `wait` waits until it is false.
  public var isBusy: Bool { elements.contains(where: \.isBusy) }
}
