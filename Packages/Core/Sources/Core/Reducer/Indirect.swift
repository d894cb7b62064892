/// A copy-on-write box for state that contains state of its own type: a feature that
/// presents another instance of itself, a tree, a linked list.
///
/// A struct cannot hold an optional of its own type inline; box it, and integrate the child
/// with the `ifLet` overload for `Indirect`, which reaches the child in place:
///
/// ```swift
/// struct State {
///   var count = 0
///   var child = Indirect<State?>(nil)
/// }
///
/// Reduce { state, action in ... }
///   .ifLet(\.child, action: .case(Action.child, \.child)) { Nested() }
/// ```
///
/// Mutating ``value`` reuses the box when it is the only reference and copies it otherwise,
/// so `Indirect` keeps value semantics.
public struct Indirect<Value> {
  @usableFromInline
  final class Storage {
    // NB: No dynamic exclusivity check: each access to a box's value goes through the one
    // `Indirect` that owns it (a write first makes the box unique, copying it if shared), and
    // that `Indirect` is a value whose accesses the compiler already keeps exclusive, statically
    // or through its container's check. Two accesses to the box can overlap only if two
    // accesses to the `Indirect` overlap. The check cost about a fifth of a hand-written
    // recursive reducer on this box. Checked by `IndirectTests.testCopiesDoNotShareMutations`
    // and `IndirectTests.testNestedChildrenInBoxesAreReducedInPlace`.
    @exclusivity(unchecked) @usableFromInline var value: Value

    @usableFromInline
    init(_ value: Value) {
      self.value = value
    }
  }

  @usableFromInline var storage: Storage

  @inlinable
  public init(_ value: Value) {
    storage = Storage(value)
  }

  @inlinable
  public var value: Value {
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
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
  }
}

extension Indirect: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.value)
  }
}

// Safe because the box is never mutated while shared: every write goes through `value`'s
// copy-on-write check, so a box visible to two owners is only read.
extension Indirect: @unchecked Sendable where Value: Sendable {}

extension Indirect: CustomDumpRepresentable {
  /// Dumps as the boxed value, so state diffs show the child and not the box.
  public var customDumpValue: Any { storage.value as Any }
}
