/// An array that holds no storage, not even the empty array, until its first element.
///
/// For the queues of a generic class that most instances never use: in code not specialized
/// for the element type, creating `[]` asks the runtime for the element's type metadata (a
/// tuple's costs about 500 instructions, a generic struct's about 340), once per instance
/// created. Storing `nil` needs none: the layout of an optional array is the same for every
/// element type.
@usableFromInline
struct DeferredArray<Element> {
  private var storage: [Element]?

  @inline(__always)
  init() { storage = nil }

  // NB: Through `count`: the array's `isEmpty` in code not specialized for the element type
  // looks up the array's metadata and a witness table (about 600 instructions a send for a
  // root store's observers).
  var isEmpty: Bool { count == 0 }

  var count: Int { storage?.count ?? 0 }

  subscript(index: Int) -> Element { storage![index] }

  mutating func append(_ element: Element) {
    if storage == nil { storage = [] }
    storage!.append(element)
  }

  mutating func removeFirst() -> Element { storage!.removeFirst() }

  mutating func remove(at index: Int) { storage!.remove(at: index) }

  mutating func removeAll(keepingCapacity: Bool) {
    storage?.removeAll(keepingCapacity: keepingCapacity)
  }
}
