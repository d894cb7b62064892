extension StackState {
  /// One screen of a stack as a navigation path holds it: its id and its state. Equal and
  /// hashed by id alone, so a path whose screens changed inside is still the same path.
  public struct Component {
    public let id: StackElementID
    public var element: Element

    public init(id: StackElementID, element: Element) {
      self.id = id
      self.element = element
    }
  }

  /// The screens with their ids, bottom first.
  public var components: [Component] {
    zip(_ids, _elements).map { Component(id: $0, element: $1) }
  }
}

extension StackState.Component: Hashable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension StackState.Component: Sendable where Element: Sendable {}
