/// The terminal runner draws it, moves focus between its controls with Tab / Shift-Tab / up
/// / down, and turns keys into the actions the controls name: Enter on a ``Button`` sends
/// its action, typing into a ``TextField`` sets its binding to the new text, Esc performs
/// ``back``. A parent shows a child's screen with ``scoped(_:state:action:_:)``, which names
/// the route once, or with ``stack(_:state:action:root:destination:)`` and
/// ``sheet(_:state:action:over:content:)``, which also bind the back key to the parent's
/// state; ``map(_:)`` is what they build on.
public struct Screen<Action> {
  /// Keeps each screen's focus and cursor apart, and gives them back when a person returns
  /// (an A2 pushed twice has two ids).
  public var id: String
  public var title: String
  public var elements: [Element<Action>]
  /// `nil` at a root, where Esc does nothing.
  public var back: Reaction<Action>?
  /// While it is shown only its buttons take keys.
  public var dialog: Dialog<Action>?
  /// Switched with left/right and `1`-`9` outside a text field.
  public var tabs: Tabs<Action>?
  /// The runner moves focus there each time this changes.
  public var focusRequest: String?
  /// The other half of ``focusRequest``, as TCA binds `@FocusState` to state.
  public var onFocusChange: ((String) -> Action)?
  /// Besides the standard ones; shown in the bottom line.
  public var shortcuts: [Shortcut<Action>]
  /// Sent when this screen comes on screen (by ``id``): at launch, after a push, a tab switch
  /// or a return. A SwiftUI view's `.task { send(.onAppear) }`.
  public var onAppear: Action?

  /// `id` must be unique among the screens the app can show at once.
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
    self.back = back.map(Reaction.send)
    self.onAppear = onAppear
    self.dialog = nil
    self.tabs = nil
    self.focusRequest = focusRequest
    self.onFocusChange = onFocusChange
    self.shortcuts = shortcuts
  }

  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> Screen<NewAction> {
    var screen = Screen<NewAction>(
      id: id, title: title, onAppear: onAppear.map(transform),
      focusRequest: focusRequest,
      onFocusChange: onFocusChange.map { change in { transform(change($0)) } },
      shortcuts: shortcuts.map { $0.map(transform) }
    ) { elements.map { $0.map(transform) } }
    screen.back = back?.map(transform)
    screen.dialog = dialog?.map(transform)
    screen.tabs = tabs?.map(transform)
    return screen
  }

  public func presenting(_ dialog: Dialog<Action>?) -> Self {
    var screen = self
    if let dialog { screen.dialog = dialog }
    return screen
  }

  public func withTabs(_ tabs: Tabs<Action>) -> Self {
    var screen = self
    screen.tabs = tabs
    return screen
  }

  /// In focus order, depth first.
  public var controls: [Control<Action>] {
    if let dialog { return dialog.buttons.map(Control.button) }
    return elements.flatMap(\.controls)
  }

  /// The runner animates while this is true, and a piped `wait` waits until it is false.
  public var isBusy: Bool { elements.contains(where: \.isBusy) }
}
