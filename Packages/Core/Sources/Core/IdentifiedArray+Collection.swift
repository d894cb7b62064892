import Foundation

extension IdentifiedArray: RandomAccessCollection {
  @inlinable
  public var startIndex: Int { 0 }

  @inlinable
  public var endIndex: Int { _elements.count }

  @inlinable
  public var count: Int { _elements.count }

  /// The element at `position`. Writing it, or changing it in place, must keep its id; to
  /// reach an element by id, use ``subscript(id:)``.
  /// - Precondition: `0 <= position < count`, and a written or changed element keeps its id.
  @inlinable
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      _checkID(of: newValue, equals: _ids[position])
      _elements[position] = newValue
    }
    _modify {
      let id = _ids[position]
      defer { _checkID(at: position, equals: id) }
      yield &_elements[position]
    }
  }
}

extension IdentifiedArray: MutableCollection {
  /// Exchanges the elements at two positions, ids and all.
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _elements.swapAt(i, j)
    _ids.swapAt(i, j)
    _indices[_ids[i]] = i
    _indices[_ids[j]] = j
  }
}

extension IdentifiedArray {
  /// The elements that satisfy `isIncluded`, in order, as an identified array.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = Self(id: id, reader: _idReader)
    for (elementID, element) in zip(_ids, _elements) where try isIncluded(element) {
      result._appendNew(element, id: elementID)
    }
    return result
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// Creates an array from a literal of `Identifiable` elements, e.g.
  /// `let todos: IdentifiedArrayOf<Todo> = [a, b]`.
  /// - Precondition: No two elements share an id.
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Two identified arrays are equal when they hold equal elements in the same order.
  ///
  /// The id key paths are not compared; when both arrays share one, their `ids` are compared
  /// first as a fast way to reject unequal arrays.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.id == rhs.id, lhs._ids != rhs._ids { return false }
    return lhs._elements == rhs._elements
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order (consistent with `==`; the key path is not hashed).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_elements.count)
    for element in _elements { hasher.combine(element) }
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements printed like an array, e.g. `[Todo(id: 1, …), Todo(id: 2, …)]`.
  public var description: String { _elements.description }
}

extension IdentifiedArray: CustomDebugStringConvertible {
  /// The elements printed like an array's debug description, prefixed with the type name.
  public var debugDescription: String { "IdentifiedArray(\(_elements.debugDescription))" }
}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array (ids are not encoded separately).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(_elements)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes a plain array of elements, validating that their ids are unique.
  /// - Throws: `DecodingError.dataCorrupted`, naming the duplicate id, if two elements share an
  ///   id; any error thrown while decoding the elements.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let elements = try container.decode([Element].self)
    switch Self._build(elements, into: Self()) {
    case .success(let array):
      self = array
    case .failure(let duplicate):
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "IdentifiedArray: \(duplicate.message)"
        )
      )
    }
  }
}

extension IdentifiedArray: CustomReflectable {
  /// Reflects as its elements, so dumps and diffs show an array and not the storage.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}
