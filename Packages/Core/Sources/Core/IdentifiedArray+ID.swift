extension IdentifiedArray {
  /// How an ``IdentifiedArray`` reads an element's id: on every change by id, to check that
  /// the element kept it, and on every insertion.
  ///
  /// Reading through ``IdentifiedArray/id`` costs the key-path runtime a few hundred
  /// instructions; `\Element.id` written in generic code is worse, since it names the
  /// `Identifiable` requirement, a computed component. So the array decides once, when it is
  /// made, how to read ids.
  @usableFromInline
  enum IDReader {
    /// A function reading `id` directly: what the `Identifiable` initializers, inlined into
    /// the caller's module, pass. It captures `Element`'s `Identifiable` conformance, so it is
    /// as safe to call from another isolation as that conformance is; a key path to the
    /// requirement was no safer.
    case function((Element) -> ID)
    /// The id is a stored property of the element (or of a stored struct in it) at this
    /// byte offset (`MemoryLayout.offset(of:)`, asked once).
    case storedOffset(Int)
    /// Through ``IdentifiedArray/id``: a computed property, or an element that is a class.
    case keyPath
  }

  /// The id of `element`, read as ``_idReader`` says.
  @inlinable
  func _id(of element: Element) -> ID {
    switch _idReader {
    case let .function(read):
      return read(element)
    case let .storedOffset(offset):
      return withUnsafeBytes(of: element) { bytes in
        bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: ID.self).pointee
      }
    case .keyPath:
      return element[keyPath: id]
    }
  }

  /// Traps unless `element`'s id is `expected`: a value written for an id must have it.
  @inlinable
  func _checkID(of element: Element, equals expected: ID) {
    let actual = _id(of: element)
    if actual != expected { _idMismatch(actual, expected) }
  }

  /// Traps unless the element at `position` still has the id `expected`: a change made in
  /// place must keep the element's id.
  @inlinable
  func _checkID(at position: Int, equals expected: ID) {
    let actual = _elements.withUnsafeBufferPointer { _id(of: $0[position]) }
    if actual != expected { _idMismatch(actual, expected) }
  }

  /// Traps with a message naming both ids: the element at an id must keep that id.
  @usableFromInline
  func _idMismatch(_ actual: ID, _ expected: ID) -> Never {
    fatalError(
      "IdentifiedArray: element id \(String(reflecting: actual)) does not match id \(String(reflecting: expected))"
    )
  }
}
