/// The shared references of one dependency scope, one per key: what makes every
/// `@Shared(.inMemory("count"))` in a program (or in one test) the same reference.
///
/// References are held weakly: when the last holder of a key lets go, the next holder
/// loads the key's value afresh (an in-memory key still has it in its storage).
final class PersistentReferences: Sendable {
  private struct RootID: Hashable, @unchecked Sendable {
    // Safe because `id` holds a key's id, an immutable value that is only hashed and compared.
    let keyType: ObjectIdentifier
    let id: AnyHashable
  }

  private struct WeakRoot {
    weak var root: (any AnySharedRoot)?
  }

  private let roots = LockIsolated<[RootID: WeakRoot]>([:])

  /// The references of the dependencies in force.
  static var current: PersistentReferences {
    DependencyValues.current[PersistentReferencesKey.self]
  }

  /// The reference for `key`, created (loading the key, or using `initialValue`) when there
  /// is none.
  func root<Key: SharedReaderKey>(for key: Key, initialValue: () -> Key.Value)
    -> SharedRoot<Key.Value>
  {
    let id = RootID(
      keyType: ObjectIdentifier(referenceKeyType(of: Key.self)), id: AnyHashable(key.id))
    if let existing = roots.withValue({ $0[id]?.root }) as? SharedRoot<Key.Value> {
      return existing
    }
    // NB: Created outside the lock: loading may read other shared references.
    let created = SharedRoot(key: key, initialValue: initialValue())
    return roots.withValue { roots in
      if let raced = roots[id]?.root as? SharedRoot<Key.Value> { return raced }
      roots = roots.filter { $0.value.root != nil }
      roots[id] = WeakRoot(root: created)
      return created
    }
  }
}

/// One set of references per dependency scope: the program, or each test.
enum PersistentReferencesKey: DependencyKey {
  static var liveValue: PersistentReferences { PersistentReferences() }
  static var testValue: PersistentReferences { PersistentReferences() }
  static var previewValue: PersistentReferences { PersistentReferences() }
}

/// The key type a reference is found by: a key's own, or for a `Key.Default` its base key's,
/// so that `@Shared(.count)` and `@Shared(.inMemory("count"))` are one reference however the
/// key reaches ``PersistentReferences/root(for:initialValue:)``.
protocol WrapsSharedKey {
  static var wrappedKeyType: Any.Type { get }
}

extension _SharedKeyDefault: WrapsSharedKey {
  static var wrappedKeyType: Any.Type { referenceKeyType(of: Base.self) }
}

func referenceKeyType(of type: Any.Type) -> Any.Type {
  (type as? any WrapsSharedKey.Type)?.wrappedKeyType ?? type
}
