import Foundation

/// An ordered collection of unique-by-id elements with O(1) lookup, replacement and in-place
/// mutation by id.
///
/// Use it for lists of child state in a feature (rows, tabs, cards) so that actions can address
/// one element by its stable id instead of by a position that may shift.
///
/// ```swift
/// struct Todo: Identifiable, Equatable { let id: Int; var title: String; var isDone = false }
///
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
/// todos[id: 2]?.isDone = true          // in-place mutation by id
/// todos.append(Todo(id: 3, title: "Tea"))
/// todos[id: 1] = nil                   // removal by id
/// todos.ids                            // [2, 3]
/// ```
///
/// Ids are unique: ``append(_:)`` and ``insert(_:at:)`` leave the array unchanged when the id is
/// already present, and ``init(uniqueElements:)`` traps on duplicates.
public struct IdentifiedArray<ID: Hashable, Element> {
  /// The key path used to read each element's id.
  ///
  /// It is `Sendable` (key path literals without captured non-sendable values, such as `\.id`,
  /// are), as the whole array is when its ids and elements are.
  public let id: KeyPath<Element, ID> & Sendable

  /// How the array reads an element's id, decided once when the array is made (see
  /// ``IDReader``).
  // NB: `nonisolated(unsafe)` for the `Identifiable` reader's closure, which captures the
  // element type's conformance; see `IDReader.function`.
  @usableFromInline nonisolated(unsafe) let _idReader: IDReader

  /// Ordered ids; `_ids[i]` is the id of `_elements[i]`. Only reassigned when ids really change.
  @usableFromInline var _ids: [ID]
  @usableFromInline var _elements: [Element]
  /// Position of each id in `_ids` / `_elements`.
  @usableFromInline var _indices: [ID: Int]

  /// Creates an empty array whose element ids are read through `id`.
  ///
  /// Use it for elements that are not `Identifiable`, or to key them by another property.
  public init(id: KeyPath<Element, ID> & Sendable) {
    self.init(
      id: id, reader: MemoryLayout<Element>.offset(of: id).map { .storedOffset($0) } ?? .keyPath)
  }

  /// An empty array whose element ids are `id`, read by `reader`.
  @usableFromInline
  init(id: KeyPath<Element, ID> & Sendable, reader: IDReader) {
    self.id = id
    self._idReader = reader
    self._ids = []
    self._elements = []
    self._indices = [:]
  }

  /// Creates an array from a sequence whose ids (read through `id`) are all distinct.
  ///
  /// Use it to key elements by something other than `Identifiable.id`, for example
  /// `IdentifiedArray(uniqueElements: users, id: \.email)`.
  /// - Precondition: No two elements share an id; a duplicate traps with a message naming it.
  public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable)
  {
    self.init(uniqueElements: elements, into: Self(id: id))
  }

  /// swift-identified-collections' spelling for elements known to be unique, which it does
  /// not check in release builds. Here it is ``init(uniqueElements:id:)``: building the index
  /// finds a duplicate anyway, so it traps naming it rather than leaving the array corrupt.
  public init(
    uncheckedUniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable
  ) {
    self.init(uniqueElements: elements, id: id)
  }

  /// `empty` with `elements` appended, which must have distinct ids.
  @usableFromInline
  init(uniqueElements elements: some Sequence<Element>, into empty: Self) {
    switch Self._build(elements, into: empty) {
    case .success(let array):
      self = array
    case .failure(let duplicate):
      fatalError("IdentifiedArray(uniqueElements:): \(duplicate.message)")
    }
  }

  /// The ids of the elements, in order.
  ///
  /// The returned array shares storage with the identified array, and that storage is left
  /// untouched by mutations that keep the ids (such as mutating an element through
  /// ``subscript(id:)``), so comparing `ids` before and after such a change is O(1).
  @inlinable
  public var ids: [ID] { _ids }

  /// The elements, in order, as a plain array (shares storage; O(1)).
  @inlinable
  public var elements: [Element] { _elements }

  /// Accesses the element with the given id, or `nil` if there is none.
  ///
  /// Reading is O(1). Writing `nil` removes the element; writing a value replaces the element
  /// with that id in place, or appends it if the id is new. Mutating through optional chaining
  /// (`array[id: x]?.count += 1`) edits the element in place in O(1) without copying the
  /// element storage and without touching ``ids``. Inlinable, so a feature's reducer runs it
  /// specialized for its element type, with no generic look-ups at run time.
  /// - Precondition: A written (or mutated) value's id equals `id`.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get {
      guard let i = _indices[id] else { return nil }
      return _elements[i]
    }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      _checkID(of: newValue, equals: id)
      if let i = _indices[id] {
        _elements[i] = newValue
      } else {
        _appendNew(newValue, id: id)
      }
    }
    // NB: Swift 6.3 does not inline this coroutine into its caller, and its frame is larger
    // than the buffer the caller provides, so each access through it allocates the frame
    // once. `forEach` reaches its element with `withElement(id:_:)`, which does not.
    _modify {
      // Take the element out (O(1), no retain/copy), so the caller mutates a uniquely
      // referenced value. The slot is restored afterwards, even if the caller's access is
      // aborted by a thrown error.
      let position = _indices[id]
      var value = position.map { _elements.takeOut(at: $0) }
      defer { _putBack(value, id: id, takenOutAt: position) }
      yield &value
    }
  }

  /// Ends a change through ``subscript(id:)``: puts `value` back where it was taken out
  /// (`position`), drops the element when the caller wrote `nil`, or appends a new one.
  @inlinable
  @inline(__always)
  mutating func _putBack(_ value: Element?, id: ID, takenOutAt position: Int?) {
    switch (position, value) {
    case let (position?, value?):
      _elements.putBack(value, takenOutAt: position)
      _checkID(at: position, equals: id)
    case let (position?, nil):
      _removeTakenOut(id: id, at: position)
    case let (nil, value?):
      _checkID(of: value, equals: id)
      _appendNew(value, id: id)
    case (nil, nil):
      break
    }
  }

  /// The position of the element with `id`, or `nil` when there is none. O(1).
  @inlinable
  public func index(id: ID) -> Int? {
    _indices[id]
  }

  /// Runs `body` on the element with `id` in place (no copy of the storage, `ids` untouched)
  /// and returns its result, or returns `nil` without calling `body` when `id` is absent.
  /// - Precondition: `body` does not change the element's id.
  @inlinable
  mutating func withElement<R>(id: ID, _ body: (inout Element) throws -> R) rethrows -> R? {
    guard let i = _indices[id] else { return nil }
    defer { _checkID(at: i, equals: id) }
    return try body(&_elements[i])
  }

  // MARK: Mutations

  /// Appends `element` unless an element with the same id is already present.
  ///
  /// Use ``updateOrAppend(_:)`` instead when an existing element should be replaced.
  /// - Returns: Whether it was inserted, and the position of the element with that id.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let elementID = _id(of: element)
    if let existing = _indices[elementID] { return (false, existing) }
    _appendNew(element, id: elementID)
    return (true, _elements.count - 1)
  }

  /// Inserts `element` at position `i` unless an element with the same id is already present
  /// (then nothing changes). Positions of later elements shift by one. O(n).
  /// - Returns: Whether it was inserted, and the position of the element with that id.
  /// - Precondition: `0 <= i <= count`.
  @discardableResult
  public mutating func insert(_ element: Element, at i: Int) -> (inserted: Bool, index: Int) {
    guard i >= 0 && i <= _elements.count else {
      fatalError("IdentifiedArray.insert(_:at:): index \(i) out of bounds 0...\(_elements.count)")
    }
    let elementID = _id(of: element)
    if let existing = _indices[elementID] { return (false, existing) }
    _elements.insert(element, at: i)
    _ids.insert(elementID, at: i)
    _reindex(from: i)
    return (true, i)
  }

  /// Replaces the element that has `element`'s id in place, or appends `element` if its id is
  /// new. Use it to upsert, e.g. when merging fresh results into existing state.
  /// - Returns: The replaced element, or `nil` if `element` was appended.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let elementID = _id(of: element)
    guard let i = _indices[elementID] else {
      _appendNew(element, id: elementID)
      return nil
    }
    var old = element
    swap(&old, &_elements[i])
    return old
  }

  /// Replaces the element that has `element`'s id in place (where it is, not at `i`), or
  /// inserts `element` at `i` if its id is new, as swift-identified-collections does.
  /// - Returns: The replaced element (`nil` if `element` was inserted), and the position of
  ///   the element with that id.
  /// - Precondition: `0 <= i <= count` when `element`'s id is new (`i` is not looked at
  ///   otherwise).
  @discardableResult
  public mutating func updateOrInsert(_ element: Element, at i: Int)
    -> (originalMember: Element?, index: Int)
  {
    guard let index = _indices[_id(of: element)] else {
      return (nil, insert(element, at: i).index)
    }
    var old = element
    swap(&old, &_elements[index])
    return (old, index)
  }

  /// Removes and returns the element with `id`, or returns `nil` if there is none. O(n).
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let i = _indices[id] else { return nil }
    return remove(at: i)
  }

  /// Removes and returns the element at position `i`. O(n).
  /// - Precondition: `0 <= i < count`.
  @discardableResult
  public mutating func remove(at i: Int) -> Element {
    guard i >= 0 && i < _elements.count else {
      fatalError("IdentifiedArray.remove(at:): index \(i) out of bounds 0..<\(_elements.count)")
    }
    let element = _elements.remove(at: i)
    _indices[_ids.remove(at: i)] = nil
    _reindex(from: i)
    return element
  }

  /// Removes the elements at the given positions (as SwiftUI's `onDelete` provides them). O(n).
  /// - Precondition: Every offset is in `0..<count`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    guard let first = offsets.first, let last = offsets.last else { return }
    guard first >= 0 && last < _elements.count else {
      fatalError(
        "IdentifiedArray.remove(atOffsets:): offsets \(first)...\(last) out of bounds 0..<\(_elements.count)"
      )
    }
    _removeAll(sortedOffsets: Array(offsets))
  }

  /// Removes every element for which `shouldBeRemoved` returns `true`, keeping the order of the
  /// rest. If the predicate throws, the array is left unchanged. O(n).
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var offsets: [Int] = []
    for i in _elements.indices where try shouldBeRemoved(_elements[i]) {
      offsets.append(i)
    }
    _removeAll(sortedOffsets: offsets)
  }

  /// Removes all elements. An already empty array is left untouched.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    guard !_elements.isEmpty else { return }
    _elements.removeAll(keepingCapacity: keepCapacity)
    _ids.removeAll(keepingCapacity: keepCapacity)
    _indices.removeAll(keepingCapacity: keepCapacity)
  }

  /// Moves the elements at `offsets` so that they sit, in their original relative order,
  /// just before the element that was at `toOffset` (or at the end when `toOffset == count`).
  ///
  /// Same semantics as SwiftUI's `Array.move(fromOffsets:toOffset:)`; use it from `onMove`.
  /// Nothing is rewritten when the move leaves the order unchanged.
  /// - Precondition: Every offset is in `0..<count` and `0 <= toOffset <= count`.
  public mutating func move(fromOffsets offsets: IndexSet, toOffset: Int) {
    guard toOffset >= 0 && toOffset <= _elements.count else {
      fatalError(
        "IdentifiedArray.move(fromOffsets:toOffset:): toOffset \(toOffset) out of bounds 0...\(_elements.count)"
      )
    }
    guard let first = offsets.first, let last = offsets.last else { return }
    guard first >= 0 && last < _elements.count else {
      fatalError(
        "IdentifiedArray.move(fromOffsets:toOffset:): offsets \(first)...\(last) out of bounds 0..<\(_elements.count)"
      )
    }
    // Only positions in lower..<upper can change.
    let lower = Swift.min(first, toOffset)
    let upper = Swift.max(last + 1, toOffset)
    var order: [Int] = []
    order.reserveCapacity(upper - lower)
    for j in lower..<toOffset where !offsets.contains(j) { order.append(j) }
    order.append(contentsOf: offsets)
    for j in toOffset..<upper where !offsets.contains(j) { order.append(j) }
    guard !order.elementsEqual(lower..<upper) else { return }
    _elements.replaceSubrange(lower..<upper, with: order.map { _elements[$0] })
    _ids.replaceSubrange(lower..<upper, with: order.map { _ids[$0] })
    _reindex(from: lower, to: upper)
  }

  /// Sorts the elements in place using `areInIncreasingOrder`. Nothing is rewritten when the
  /// elements are already in order; if the predicate throws, the array is left unchanged.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    let order = try _elements.indices.sorted {
      try areInIncreasingOrder(_elements[$0], _elements[$1])
    }
    guard !order.elementsEqual(_elements.indices) else { return }
    _elements = order.map { _elements[$0] }
    _ids = order.map { _ids[$0] }
    _reindex(from: 0)
  }

  // MARK: Internals

  struct _DuplicateID: Error {
    let message: String
  }

  /// `empty` with `elements` appended, or the first duplicate id.
  static func _build(_ elements: some Sequence<Element>, into empty: Self)
    -> Result<Self, _DuplicateID>
  {
    var result = empty
    let capacity = elements.underestimatedCount
    result._elements.reserveCapacity(capacity)
    result._ids.reserveCapacity(capacity)
    result._indices.reserveCapacity(capacity)
    for element in elements {
      let elementID = result._id(of: element)
      if let existing = result._indices[elementID] {
        return .failure(
          _DuplicateID(
            message:
              "duplicate id \(String(reflecting: elementID)) at offsets \(existing) and \(result._elements.count)"
          ))
      }
      result._appendNew(element, id: elementID)
    }
    return .success(result)
  }

  /// Appends an element whose id is known to be absent.
  @inlinable
  mutating func _appendNew(_ element: Element, id elementID: ID) {
    _indices[elementID] = _elements.count
    _elements.append(element)
    _ids.append(elementID)
  }

  /// Drops the element with `id` that ``subscript(id:)``'s `_modify` took out of position `i`,
  /// when the caller wrote `nil`: the others keep their order.
  @usableFromInline
  mutating func _removeTakenOut(id: ID, at i: Int) {
    _elements.closeGap(takenOutAt: i)
    _ids.remove(at: i)
    _indices[id] = nil
    _reindex(from: i)
  }

  /// Removes the elements at strictly increasing, in-bounds `offsets`, compacting in place.
  mutating func _removeAll(sortedOffsets offsets: [Int]) {
    guard let first = offsets.first else { return }
    var next = 0  // Position in `offsets` of the next offset to drop.
    var write = first
    for read in first..<_elements.count {
      if next < offsets.count, offsets[next] == read {
        _indices[_ids[read]] = nil
        next += 1
      } else {
        _elements.swapAt(write, read)
        _ids.swapAt(write, read)
        write += 1
      }
    }
    _elements.removeLast(_elements.count - write)
    _ids.removeLast(_ids.count - write)
    _reindex(from: first)
  }

  /// Rewrites the index entries for positions `start..<end` (default: through the end).
  @usableFromInline
  mutating func _reindex(from start: Int, to end: Int? = nil) {
    for j in start..<(end ?? _ids.count) { _indices[_ids[j]] = j }
  }
}

// Checked, and declared in this file as Swift requires: every stored property is Sendable
// under these constraints, the key path included since it is typed `KeyPath<Element, ID> &
// Sendable`, except `_idReader`, whose closure is as safe to share as `Element`'s
// `Identifiable` conformance (see `IDReader.function`).
extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}

/// An ``IdentifiedArray`` keyed by the elements' `Identifiable.id`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  @inlinable
  public init() {
    self.init(id: \Element.id, reader: .function { $0.id })
  }

  /// Creates an array from a sequence of `Identifiable` elements with distinct ids.
  ///
  /// Use it when the elements are known to be unique (e.g. built from a dictionary or a
  /// database query); decode untrusted input with `Codable`, which throws instead of trapping.
  /// - Precondition: No two elements share an id; a duplicate traps with a message naming it.
  @inlinable
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init(uniqueElements: elements, into: Self())
  }

  /// swift-identified-collections' spelling for elements known to be unique; here it is
  /// ``init(uniqueElements:)``, which traps on a duplicate (see
  /// ``init(uncheckedUniqueElements:id:)``).
  @inlinable
  public init(uncheckedUniqueElements elements: some Sequence<Element>) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in ascending order. Nothing is rewritten when already sorted.
  public mutating func sort() {
    sort(by: <)
  }
}
