/// An action for a navigation stack held in a ``StackState``: something happened in one of
/// its screens, a screen is pushed, or screens are popped.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
///   var path: StackActionOf<Path>? { if case let .path(a) = self { a } else { nil } }
/// }
///
/// store.send(.path(.element(id: 0, action: .detail(.saveButtonTapped))))
/// store.send(.path(.popFrom(id: 0)))
/// ```
public enum StackAction<State, Action> {
  case element(id: StackElementID, action: Action)
  /// The screen with `id` and every screen above it are popped. The parent runs first and
  /// can still read them. A screen pops itself with `@Dependency(\.dismiss)`.
  case popFrom(id: StackElementID)
  /// `state` is pushed on top with `id`: what a view sends when a person follows a link.
  case push(id: StackElementID, state: State)

  public var element: (id: StackElementID, action: Action)? {
    if case let .element(id, action) = self { (id, action) } else { nil }
  }

  /// The action of the screen with `id`, if this is one: a case path, so a test receives one
  /// screen's action as TCA's `\.path[id: 0].tapped` does: `receive(\.path?[id: 0]?.tapped)`.
  public subscript(id id: StackElementID) -> Action? {
    if case let .element(elementID, action) = self, elementID == id { action } else { nil }
  }

  public var popFrom: StackElementID? {
    if case let .popFrom(id) = self { id } else { nil }
  }

  public var push: (id: StackElementID, state: State)? {
    if case let .push(id, state) = self { (id, state) } else { nil }
  }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// The stack action of reducer `R`'s screens, as TCA's `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
