/// The screens of a navigation stack, in order from the bottom: a collection of child states,
/// each with a ``StackElementID`` it keeps for as long as it is on the stack.
///
/// A parent holds one for its path and integrates the screens' reducer with the stack
/// `forEach`:
///
/// ```swift
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// enum Action {
///   case path(StackActionOf<Path>)
///   var path: StackActionOf<Path>? { if case let .path(a) = self { a } else { nil } }
/// }
///
/// Reduce { state, action in
///   switch action {
///   case .showDetailTapped:
///     state.path.append(.detail(Detail.State()))
///     return .none
///   case .path:
///     return .none
///   }
/// }
/// .forEach(\.path, action: .case(Action.path, \.path)) { Path() }
/// ```
///
/// Appending draws the new element's id from `@Dependency(\.stackElementID)`. Removing an
/// element (`popLast()`, `pop(from:)`, `removeAll()`, …) cancels every effect it started. It
/// is a random-access collection of elements; ``ids`` lists their ids in the same order, and
/// ``subscript(id:)`` reaches one by id. A stack is as deep as a person navigates, so lookups
/// by id are a linear search.
public struct StackState<Element> {
  @usableFromInline var _ids: [StackElementID]
  @usableFromInline var _elements: [Element]
  /// The ids the stack `forEach` saw after it last ran, so that it also cancels the effects
  /// of elements another reducer removed behind its back. Not part of equality.
  @usableFromInline var mounted: [StackElementID] = []

  public init() {
    _ids = []
    _elements = []
  }

  /// A stack of `elements`, bottom first, each with a new id.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  /// The elements' ids, bottom first.
  @inlinable
  public var ids: [StackElementID] { _ids }

  /// The element with `id`, or `nil` when it is not on the stack.
  ///
  /// Setting `nil` removes the element (and only it). Setting a value replaces the element,
  /// or pushes it with that id when the id is not on the stack: tests assert a push with
  /// `$0.path[id: 0] = .detail(Detail.State())`.
  @inlinable
  public subscript(id id: StackElementID) -> Element? {
    get { _ids.firstIndex(of: id).map { _elements[$0] } }
    _modify {
      // Take the element out rather than copy it, so that the caller changes a uniquely
      // referenced value and the element's own storage (an array in a screen's state) is not
      // copied. Put back afterwards, even if the access is aborted.
      let index = _ids.firstIndex(of: id)
      var element = index.map { _elements.takeOut(at: $0) }
      defer { _putBack(element, id: id, takenOutAt: index) }
      yield &element
    }
    set {
      if let index = _ids.firstIndex(of: id) {
        if let newValue {
          _elements[index] = newValue
        } else {
          _ids.remove(at: index)
          _elements.remove(at: index)
        }
      } else if let newValue {
        _ids.append(id)
        _elements.append(newValue)
      }
    }
  }

  /// Ends a change through ``subscript(id:)``: puts `element` back where it was taken out
  /// (`index`), removes it when the caller wrote `nil`, or pushes a new one.
  @inlinable
  mutating func _putBack(_ element: Element?, id: StackElementID, takenOutAt index: Int?) {
    switch (index, element) {
    case let (index?, element?):
      _elements.putBack(element, takenOutAt: index)
    case let (index?, nil):
      _elements.closeGap(takenOutAt: index)
      _ids.remove(at: index)
    case let (nil, element?):
      _ids.append(id)
      _elements.append(element)
    case (nil, nil):
      break
    }
  }

  /// The state of the screen with `id` in one case of the stack's enum, through the case's
  /// settable property: a test writes `$0.path[id: 0, case: \.detail]?.title = "Milk"`, as
  /// in TCA. `nil` when no screen has `id` or it is in another case.
  ///
  /// As in TCA, writing `nil` pops that screen alone, and a change through a case the screen
  /// is not in (or with no screen with `id`) changes nothing and is reported as an issue,
  /// "Can't modify unrelated case", with the screen's case.
  public subscript<Case>(
    id id: StackElementID, case casePath: WritableKeyPath<Element, Case?>,
    fileID fileID: String = #fileID, filePath filePath: String = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? {
    get { self[id: id]?[keyPath: casePath] }
    _modify {
      let element = self[id: id]
      var value = element?[keyPath: casePath]
      let wasInCase = value != nil
      yield &value
      guard wasInCase else {
        reportUnrelatedCase(
          of: element, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      if let value {
        withElement(id: id) { $0[keyPath: casePath] = value }
      } else {
        self[id: id] = nil
      }
    }
  }

  /// Calls `body` with the element with `id` for in-place mutation; `nil` when it is not on
  /// the stack.
  @inlinable
  mutating func withElement<R>(id: StackElementID, _ body: (inout Element) throws -> R) rethrows
    -> R?
  {
    guard let index = _ids.firstIndex(of: id) else { return nil }
    return try body(&_elements[index])
  }

  /// Pushes `element` on top, with a new id from `@Dependency(\.stackElementID)`.
  public mutating func append(_ element: Element) {
    @Dependency(\.stackElementID) var stackElementID
    _ids.append(stackElementID())
    _elements.append(element)
  }

  /// Pushes `elements` on top, in order, each with a new id.
  public mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Inserts `element` at `index`, with a new id.
  public mutating func insert(_ element: Element, at index: Int) {
    @Dependency(\.stackElementID) var stackElementID
    _ids.insert(stackElementID(), at: index)
    _elements.insert(element, at: index)
  }

  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    _ids.remove(at: index)
    return _elements.remove(at: index)
  }

  @discardableResult
  public mutating func popLast() -> Element? {
    guard !_ids.isEmpty else { return nil }
    return remove(at: _ids.count - 1)
  }

  /// Removes the top `k` elements; the stack must hold at least `k`.
  public mutating func removeLast(_ k: Int = 1) {
    _ids.removeLast(k)
    _elements.removeLast(k)
  }

  /// Removes every element: pops to the root.
  public mutating func removeAll() {
    _ids.removeAll()
    _elements.removeAll()
  }

  /// Removes the element with `id` and every element above it. Does nothing when `id` is not
  /// on the stack.
  public mutating func pop(from id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    removeLast(_ids.count - index)
  }

  /// Removes every element above the one with `id`, which stays on top. Does nothing when
  /// `id` is not on the stack.
  public mutating func pop(to id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    removeLast(_ids.count - index - 1)
  }
}

extension StackState: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { _elements.startIndex }

  public var endIndex: Int { _elements.endIndex }

  /// The element at `position`, counted from the bottom.
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    _modify { yield &_elements[position] }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the listed elements, bottom first, each with a new id.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when they hold equal elements with the same ids, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._ids == rhs._ids && lhs._elements == rhs._elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_ids)
    hasher.combine(_elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomReflectable {
  /// Reflects as the elements labelled by their ids, bottom first (`#0: …, #1: …`), so dumps
  /// and test diffs show which element is which.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: zip(_ids, _elements).map { (label: "\($0)" as String?, value: $1 as Any) },
      displayStyle: .struct
    )
  }
}
