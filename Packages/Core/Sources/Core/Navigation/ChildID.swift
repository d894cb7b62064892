import Foundation

/// A child's `id` as its identity compares it: an integer or a `UUID` held as itself, any
/// other id in an `AnyHashable` inside a ``BoxedChildID``.
///
/// A presented child's identity is compared on every one of its actions, and an
/// `AnyHashable` costs there: boxing an id of a type known only at run time, and comparing
/// two boxes, ask the runtime for casts and generic metadata (about 2,400 instructions of a
/// `Presentation.Send`). Equal exactly when the ids' `AnyHashable`s are: integers of any
/// standard width compare by value, as `AnyHashable` compares them.
@usableFromInline
enum ChildID: Hashable {
  case integer(Int64)
  case uuid(UUID)
  case boxed(BoxedChildID)

  @inlinable
  init<ID: Hashable>(_ id: ID) {
    if let integer = Self.integerValue(of: id) {
      self = .integer(integer)
    } else if ID.self == UUID.self {
      self = .uuid(Self.load(id, as: UUID.self))
    } else {
      self = .boxed(BoxedChildID(AnyHashable(id)))
    }
  }

  /// `id` as an `Int64`, when it is a standard integer whose value fits.
  @inlinable
  static func integerValue<ID>(of id: ID) -> Int64? {
    if ID.self == Int.self { return Int64(load(id, as: Int.self)) }
    if ID.self == Int64.self { return load(id, as: Int64.self) }
    if ID.self == Int32.self { return Int64(load(id, as: Int32.self)) }
    if ID.self == UInt32.self { return Int64(load(id, as: UInt32.self)) }
    if ID.self == UInt.self { return Int64(exactly: load(id, as: UInt.self)) }
    if ID.self == UInt64.self { return Int64(exactly: load(id, as: UInt64.self)) }
    if ID.self == Int16.self { return Int64(load(id, as: Int16.self)) }
    if ID.self == UInt16.self { return Int64(load(id, as: UInt16.self)) }
    if ID.self == Int8.self { return Int64(load(id, as: Int8.self)) }
    if ID.self == UInt8.self { return Int64(load(id, as: UInt8.self)) }
    return nil
  }

  // NB: Written out, and inlinable, so that comparing two integers costs a comparison.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch lhs {
    case let .integer(left):
      if case let .integer(right) = rhs { return left == right }
    case let .uuid(left):
      if case let .uuid(right) = rhs { return left == right }
    case let .boxed(left):
      if case let .boxed(right) = rhs { return left.id == right.id }
    }
    return false
  }

  /// `id` read as `Known`, which the caller has checked is its type.
  @inlinable
  static func load<ID, Known>(_ id: ID, as _: Known.Type) -> Known {
    withUnsafePointer(to: id) { $0.withMemoryRebound(to: Known.self, capacity: 1) { $0.pointee } }
  }
}

/// An `id` that is neither an integer nor a `UUID`, in a class of Core's own.
///
/// `AnyHashable` is a resilient type: an enum with one among its payloads has a layout known
/// only at run time, so every copy of a ``ChildID``, of a ``ChildKey`` and of an identity
/// holding one went through the runtime's value witnesses, even for an integer id (about a
/// quarter of a `Presentation.DestinationSend`). Behind a reference of a final class, the
/// enum's layout is fixed, and copying one is a copy and at most a retain.
@usableFromInline
final class BoxedChildID: Hashable {
  @usableFromInline let id: AnyHashable

  @usableFromInline
  init(_ id: AnyHashable) {
    self.id = id
  }

  @usableFromInline
  static func == (lhs: BoxedChildID, rhs: BoxedChildID) -> Bool {
    lhs.id == rhs.id
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
