public enum Element<Action> {
  /// Wrapped to the screen's width.
  case text(String, TextRole)
  /// Makes the screen busy (see ``Screen/isBusy``): the runner turns it.
  case spinner(String)
  /// In red, prefixed with "!".
  case error(String)
  case blank
  case field(TextField<Action>)
  case button(Button<Action>)
  /// Each focused on its own.
  case buttonRow([Button<Action>])
  case list(SelectionList<Action>)

  public static func text(_ string: String) -> Self { .text(string, .plain) }

  public static func button(
    _ id: String, _ title: String, _ action: Action, isEnabled: Bool = true
  ) -> Self {
    .button(Button(id: id, title: title, action: action, isEnabled: isEnabled))
  }

  /// In focus order; disabled buttons and an empty list take no focus.
  public var controls: [Control<Action>] {
    switch self {
    case .text, .spinner, .error, .blank: []
    case let .field(field): [.field(field)]
    case let .button(button): button.isEnabled ? [.button(button)] : []
    case let .buttonRow(buttons): buttons.filter(\.isEnabled).map(Control.button)
    case let .list(list): list.items.isEmpty ? [] : [.list(list)]
    }
  }

  public var isBusy: Bool {
    if case .spinner = self { true } else { false }
  }

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

public enum TextRole: Equatable, Sendable {
  case plain
  /// In bold.
  case heading
  /// Dimmed: hints, timestamps.
  case secondary
  /// In green: "Saved.", a result.
  case success
  /// Not an error, in yellow: "Already saved."
  case notice
}

@resultBuilder
public enum ElementBuilder<Action> {
  public static func buildExpression(_ element: Element<Action>) -> [Element<Action>] { [element] }
  public static func buildExpression(_ elements: [Element<Action>]) -> [Element<Action>] {
    elements
  }
  public static func buildBlock(_ parts: [Element<Action>]...) -> [Element<Action>] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [Element<Action>]?) -> [Element<Action>] { part ?? [] }
  public static func buildEither(first part: [Element<Action>]) -> [Element<Action>] { part }
  public static func buildEither(second part: [Element<Action>]) -> [Element<Action>] { part }
  public static func buildArray(_ parts: [[Element<Action>]]) -> [Element<Action>] {
    parts.flatMap { $0 }
  }
}
