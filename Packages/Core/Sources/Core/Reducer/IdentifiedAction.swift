/// An action for one element of an ``IdentifiedArray``: which element, and what happened to
/// it.
///
/// A parent holds a case of this type for its collection and routes it with `forEach`:
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
///   var rows: IdentifiedActionOf<Row>? { if case let .rows(a) = self { a } else { nil } }
/// }
///
/// store.send(.rows(.element(id: row.id, action: .tapped)))
/// ```
public enum IdentifiedAction<ID: Hashable, Action> {
  case element(id: ID, action: Action)

  public var id: ID {
    switch self {
    case let .element(id, _): id
    }
  }

  public var action: Action {
    switch self {
    case let .element(_, action): action
    }
  }

  /// The element's action if it is for the element with `id`: a case path, so a test
  /// receives one element's action as TCA's `\.rows[id: 1].toggled` does:
  /// `receive(\.rows?[id: 1]?.toggled)`.
  public subscript(id id: ID) -> Action? {
    self.id == id ? action : nil
  }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}

/// The action of a collection of `R`s, by their ids, as TCA's `IdentifiedActionOf<Row>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable
