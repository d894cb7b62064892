/// One piece of a ``Screen``: text, a status line, or a control a person can focus.
public enum Element<Action> {
  /// Text, wrapped to the screen's width.
  case text(String, TextRole)
  /// A spinner with a label, such as "Loading the fact for 3…", while something is in flight.
  case spinner(String)
  /// An error message in red, prefixed with "!".
  case error(String)
  /// An empty line.
  case blank
  /// A text field.
  case field(TextField<Action>)
  /// A button.
  case button(Button<Action>)
  /// Buttons side by side on one line, each focused on its own (an operator choice).
  case buttonRow([Button<Action>])
  /// A list with a selection.
  case list(SelectionList<Action>)

  /// Text in the plain role.
  public static func text(_ string: String) -> Self { .text(string, .plain) }

  /// A button; see ``Button/init(id:title:action:isEnabled:isSelected:)``.
  public static func button(
    _ id: String, _ title: String, _ action: Action, isEnabled: Bool = true
  ) -> Self {
    .button(Button(id: id, title: title, action: action, isEnabled: isEnabled))
  }

  /// The controls this element holds, in focus order.
  public var controls: [Control<Action>] {
    switch self {
    case .text, .spinner, .error, .blank: []
    case let .field(field): [.field(field)]
    case let .button(button): button.isEnabled ? [.button(button)] : []
    case let .buttonRow(buttons): buttons.filter(\.isEnabled).map(Control.button)
    case let .list(list): list.items.isEmpty ? [] : [.list(list)]
    }
  }

  /// Whether this element shows something in flight.
  public var isBusy: Bool {
    if case .spinner = self { true } else { false }
  }

  /// The same element sending `transform(action)` for each of its actions.
  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> Element<NewAction> {
    switch self {
    case let .text(string, role): .text(string, role)
    case let .spinner(label): .spinner(label)
    case let .error(message): .error(message)
    case .blank: .blank
    case let .field(field): .field(field.map(transform))
    case let .button(button): .button(button.map(transform))
    case let .buttonRow(buttons): .buttonRow(buttons.map { $0.map(transform) })
    case let .list(list): .list(list.map(transform))
    }
  }
}

/// How a text element is drawn.
public enum TextRole: Equatable, Sendable {
  /// Ordinary text.
  case plain
  /// A section heading, in bold.
  case heading
  /// Secondary text, dimmed: hints, timestamps.
  case secondary
  /// Good news, in green: "Saved.", a result.
  case success
  /// A notice that is not an error, in yellow: "Already saved."
  case notice
}

/// Builds a screen's elements from statements, `if`, `if`/`else`, `for` and optionals.
@resultBuilder
public enum ElementBuilder<Action> {
  /// One element.
  public static func buildExpression(_ element: Element<Action>) -> [Element<Action>] { [element] }
  /// Several elements, such as another view's content.
  public static func buildExpression(_ elements: [Element<Action>]) -> [Element<Action>] {
    elements
  }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [Element<Action>]...) -> [Element<Action>] {
    parts.flatMap { $0 }
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [Element<Action>]?) -> [Element<Action>] { part ?? [] }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Element<Action>]) -> [Element<Action>] { part }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Element<Action>]) -> [Element<Action>] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[Element<Action>]]) -> [Element<Action>] {
    parts.flatMap { $0 }
  }
}
