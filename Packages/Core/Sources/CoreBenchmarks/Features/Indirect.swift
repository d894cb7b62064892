/// A copy-on-write box: gives a value type that contains an optional value of its own type
/// (`Nested.State`) a finite size.
///
/// A write reuses the box when it is the only reference, and copies it otherwise, so the
/// value keeps value semantics.
struct Indirect<Value> {
  /// The heap storage a box shares until someone writes to it.
  private final class Storage {
    var value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  private var storage: Storage

  /// Boxes `value`.
  init(_ value: Value) {
    storage = Storage(value)
  }

  /// The boxed value.
  var value: Value {
    get { storage.value }
    set {
      if isKnownUniquelyReferenced(&storage) {
        storage.value = newValue
      } else {
        storage = Storage(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&storage) {
        storage = Storage(storage.value)
      }
      yield &storage.value
    }
  }
}

extension Indirect: Equatable where Value: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
  }
}
