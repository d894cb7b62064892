import Foundation
import Synchronization

/// Identifies one child of a parent reducer: where the parent keeps it (a key path, or the
/// call site of an `ifCaseLet`), the type of its state, and which one it is (its `id` when
/// the state is `Identifiable`, or its element id in a collection or a stack).
///
/// Two child states with the same navigation id are the same child: a parent may change one
/// in place, or copy, change and write it back, and the child's effects go on. When the id
/// changes (the child goes away, or another child takes its place) the old child's effects
/// are cancelled. `ifLet`, `ifCaseLet`, presentation, `forEach` and the stack `forEach` all
/// name their children this way.
@usableFromInline
struct NavigationID: Hashable, @unchecked Sendable {
  // Safe because every stored value is immutable and only ever compared and hashed: key
  // paths are immutable objects (`AnyKeyPath` predates Sendable annotations), call sites are
  // plain values, and `identifier` holds an `id` value copied out of child state.
  @usableFromInline let site: AnyHashable
  @usableFromInline let type: ObjectIdentifier
  @usableFromInline let identifier: ChildKey

  /// The navigation id of a child of type `type` at `site`, told apart from others at the same
  /// site by `identifier`.
  @usableFromInline
  init(site: AnyHashable, type: Any.Type, identifier: ChildKey) {
    self.site = site
    self.type = ObjectIdentifier(type)
    self.identifier = identifier
  }
}

/// The navigation ids from a store's root reducer down to one child: where in the tree of
/// features an effect was started or a cancellation id was used.
@usableFromInline
struct NavigationIDPath: Hashable, Sendable {
  /// Outermost first; empty for the root feature.
  @usableFromInline var ids: [NavigationID]

  /// The path through `ids`, outermost first; the root feature's by default.
  @usableFromInline
  init(ids: [NavigationID] = []) {
    self.ids = ids
  }

  /// The path of `child`'s own feature, seen from the parent that holds it: `child` in front.
  func prepending(_ child: NavigationID) -> Self {
    var path = Self()
    path.ids.reserveCapacity(ids.count + 1)
    path.ids.append(child)
    path.ids.append(contentsOf: ids)
    return path
  }

  /// This path and every path above it: `[]`, `[a]` and `[a, b]` for `[a, b]`.
  var prefixes: [NavigationIDPath] {
    (0...ids.count).map { NavigationIDPath(ids: Array(ids[..<$0])) }
  }
}

/// How an `ifLet` or `ifCaseLet` tells whether the child at its place is still the same after
/// the parent ran: cheaper than a ``NavigationID``, whose site and type are the same for every
/// child at that place anyway.
///
/// Three kinds, chosen per send by ``identityTraits(_:)`` (remembered by the call site,
/// ``ReducerSite/childLayout(of:childState:)``, for `ifLet`): ``AnyChild`` for state that is not
/// `Identifiable`, an empty value, so the check compares two presence flags;
/// ``PlainIdentifiedChild`` for an integer or `UUID` id, its bits; and ``IdentifiedChild``,
/// which holds any other `id` (or the enum case). `AnyHashable` is a resilient type: every copy
/// of a value that holds one, even `nil`, goes through the runtime's value witnesses, so the
/// common case must not hold one.
@usableFromInline
protocol ChildIdentity: Equatable {
  init<ChildState>(of child: ChildState)
  /// The identifier of the child's ``NavigationID``.
  var identifier: ChildKey { get }
  /// Whether `identifier` is this child's: `identifier == self.identifier`, without building
  /// a key to compare (a presented child's record is checked on each of its actions).
  func isIdentified(by identifier: ChildKey) -> Bool
}

/// The identity of a child whose state is not `Identifiable`: any child of its type at a
/// place is the same child.
@usableFromInline
struct AnyChild: ChildIdentity {
  @inlinable
  init<ChildState>(of child: ChildState) {}

  @inlinable
  var identifier: ChildKey { .none }

  @inlinable
  func isIdentified(by identifier: ChildKey) -> Bool {
    identifier.isNone
  }
}

/// The identity of a child whose state is `Identifiable`, not an enum, and whose `id` is a
/// fixed-width integer of at most 64 bits or a `UUID` (``IdentityTraits/hasPlainID``): the
/// id's bits. A plain value: copying and comparing one costs what two words cost, where an
/// ``IdentifiedChild`` (which can hold an `AnyHashable`) is copied through the runtime's value
/// witnesses at every step of a send (more than a third of an `ifCaseLet` send).
@usableFromInline
struct PlainIdentifiedChild: ChildIdentity {
  @usableFromInline let isUUID: Bool
  @usableFromInline let low: UInt64
  @usableFromInline let high: UInt64

  // NB: Reads the id straight into bits: building a `ChildKey` on the way, only to take it
  // apart, cost its value witnesses again (about a third of what remained of an `ifCaseLet`
  // send). Asked only of a type `IdentifiableTypes` found `Identifiable`, so the cast holds.
  @inlinable
  init<ChildState>(of child: ChildState) {
    guard let identifiable = ChildState.self as? any Identifiable.Type else {
      fatalError("\(ChildState.self) is not Identifiable")
    }
    self = Self.bits(of: child, as: identifiable)
  }

  @inlinable
  static func bits<ChildState, Identified: Identifiable>(
    of state: ChildState, as _: Identified.Type
  ) -> Self {
    withUnsafePointer(to: state) { pointer in
      pointer.withMemoryRebound(to: Identified.self, capacity: 1) { Self(id: $0.pointee.id) }
    }
  }

  @inlinable
  init<ID>(id: ID) {
    if let integer = ChildID.integerValue(of: id) {
      (isUUID, low, high) = (false, UInt64(bitPattern: integer), 0)
    } else if ID.self == UUID.self {
      let uuid = ChildID.load(id, as: UUID.self)
      let words = withUnsafeBytes(of: uuid.uuid) { $0.loadUnaligned(as: (UInt64, UInt64).self) }
      (isUUID, low, high) = (true, words.0, words.1)
    } else {
      fatalError("\(ID.self) is not a plain id")
    }
  }

  @inlinable
  var identifier: ChildKey {
    guard isUUID else { return ChildKey(enumCase: nil, id: .integer(Int64(bitPattern: low))) }
    let uuid = withUnsafeBytes(of: (low, high)) { $0.load(as: UUID.self) }
    return ChildKey(enumCase: nil, id: .uuid(uuid))
  }

  @inlinable
  func isIdentified(by identifier: ChildKey) -> Bool {
    guard identifier.enumCase == nil else { return false }
    switch identifier.id {
    case let .integer(value)?:
      return !isUUID && low == UInt64(bitPattern: value)
    case let .uuid(uuid)?:
      return isUUID
        && withUnsafeBytes(of: uuid.uuid, { $0.loadUnaligned(as: (UInt64, UInt64).self) })
          == (low, high)
    case .boxed?, nil:
      return false
    }
  }
}

/// The identity of a child whose state is `Identifiable`: its `id`.
@usableFromInline
struct IdentifiedChild: ChildIdentity {
  @usableFromInline let identifier: ChildKey

  @inlinable
  init<ChildState>(of child: ChildState) {
    identifier = navigationIdentifier(of: child)
  }

  @inlinable
  func isIdentified(by identifier: ChildKey) -> Bool {
    identifier == self.identifier
  }
}

/// What tells one child state from another at the same place, as TCA's navigation ids do:
/// its `id` when the state is `Identifiable`, its case when the state is an enum (a
/// destination moved from `.edit` to `.alert` is another child), and for an enum also the
/// `id` of the enum or else of the case's payload (`.detail(Detail.State(id: 1))` replaced
/// by `.detail(Detail.State(id: 2))` is another child); otherwise nothing (every value of the
/// type is the same child).
///
/// Checked at run time, as TCA does, so that a reducer need not declare any of it. A state
/// that is neither costs a cache hit (``hasValueIdentity(_:)``) and no boxing. Inlinable, so
/// that where the child's type is known the casts below are settled by the compiler: called
/// through Core's generic code, the cast to `Identifiable` asked the runtime on every call
/// (about 2,700 instructions with the boxing; `Destination.IfCaseLetSend` calls it twice).
@inlinable
func navigationIdentifier<ChildState>(of state: ChildState) -> ChildKey {
  let traits = identityTraits(ChildState.self)
  guard traits.hasValueIdentity else { return .none }
  var id: ChildID?
  // NB: The cast is asked only of a type known to conform: for one that does not (an enum
  // destination), the runtime cannot answer "no" from its caches (about 700 instructions).
  if traits.isIdentifiable, let identifiable = ChildState.self as? any Identifiable.Type {
    id = identifier(of: state, as: identifiable)
  }
  guard isEnumType(ChildState.self) else { return ChildKey(id: id) }
  let tag = enumTag(of: state)
  if id == nil { id = payloadIdentifier(of: state, tag: tag) }
  return ChildKey(enumCase: tag, id: id)
}

/// What tells a child from the others at its place: its enum case and its `id`, either of
/// which may be missing (both, for a child of a type whose every value is the same child).
///
/// Two fields rather than one `AnyHashable` of both: comparing `AnyHashable`s of a type the
/// standard library does not know asks the runtime for generic metadata on every comparison
/// (about 3,800 instructions a send of `Presentation.DestinationSend`); a tag compares as an
/// integer, and an integer or `UUID` id as itself (``ChildID``). Not optional
/// itself: an optional of a struct holding an `AnyHashable` is copied through the runtime's
/// value witnesses, which cost `ifCaseLet` about 700 instructions a send.
@usableFromInline
struct ChildKey: Hashable {
  /// The case of an enum state, by its tag (``enumTag(of:)``).
  @usableFromInline let enumCase: UInt32?
  /// The `id` of the state, of its case's payload, or of a collection's element.
  @usableFromInline let id: ChildID?

  @inlinable
  init(enumCase: UInt32? = nil, id: ChildID?) {
    self.enumCase = enumCase
    self.id = id
  }

  /// The key of the element or child whose `id` is `id`.
  @inlinable
  init<ID: Hashable>(id: ID) {
    self.init(enumCase: nil, id: ChildID(id))
  }

  /// The key of a child that is the only one of its type at its place.
  @inlinable
  static var none: Self { Self(id: nil) }

  /// Whether this is ``none``: matched, not compared, so that neither id is copied.
  @inlinable
  var isNone: Bool {
    guard enumCase == nil, case .none = id else { return false }
    return true
  }

  // NB: Written out, and inlinable: the derived `==` compares the optional id through the
  // runtime's value witnesses for `Optional<ChildID>` (about 600 instructions a comparison).
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.enumCase == rhs.enumCase else { return false }
    if let left = lhs.id {
      guard let right = rhs.id else { return false }
      return left == right
    }
    return rhs.id == nil
  }
}

@inlinable
func identifier<ChildState, Identified: Identifiable>(
  of state: ChildState, as _: Identified.Type
) -> ChildID {
  // NB: `ChildState` is `Identified`: the caller got `Identified` by casting
  // `ChildState.self`, so the value is read as what it is without boxing it.
  withUnsafePointer(to: state) { pointer in
    pointer.withMemoryRebound(to: Identified.self, capacity: 1) { ChildID($0.pointee.id) }
  }
}

/// Whether values of `type` can be different children: `Identifiable` or an enum, remembered
/// per type.
@inlinable
@inline(__always)
func hasValueIdentity(_ type: Any.Type) -> Bool {
  identityTraits(type).hasValueIdentity
}

/// Whether `type` is `Identifiable`, and whether it has value identity (`Identifiable` or an
/// enum), remembered per type.
///
/// `type is any Identifiable.Type` asks the runtime's conformance tables, about 1,700
/// instructions, unless the compiler sees the conformance: it can settle "yes" where the type
/// is known, never "no" (another module may add the conformance). `ifCaseLet` needs the
/// answer for its child's state type on every send. This answers from a fixed table of slots
/// indexed by the type's metadata address, each one word: the address, with the two answers
/// in its two lowest bits (metadata is pointer-aligned, so they are free). A slot is filled
/// once and never replaced; a type whose slot another type took first lives in one of the
/// next seven; one that finds all eight taken is answered by the runtime every time (slower,
/// never wrong), counted in ``StoreDiagnostics/cacheFallbackCount``.
@inlinable
@inline(__always)
func identityTraits(_ type: Any.Type) -> IdentityTraits {
  let address = UInt(bitPattern: ObjectIdentifier(type))
  let word = IdentifiableTypes.words.load(for: address)
  if word & ~IdentityTraits.mask == address { return IdentityTraits(bits: word) }
  return IdentifiableTypes.answerAndRemember(for: type)
}

/// What ``identityTraits(_:)`` answers, in the three low bits of a table word.
@usableFromInline
struct IdentityTraits {
  @usableFromInline static let mask: UInt = 0b111
  @usableFromInline let bits: UInt

  @inlinable
  init(bits: UInt) { self.bits = bits & Self.mask }

  init(isIdentifiable: Bool, isEnum: Bool, hasPlainID: Bool) {
    bits =
      (isIdentifiable || isEnum ? 0b01 : 0) | (isIdentifiable ? 0b10 : 0)
      | (hasPlainID && !isEnum ? 0b100 : 0)
  }

  /// `Identifiable`, not an enum, with an `id` ``PlainIdentifiedChild`` holds.
  @inlinable
  var hasPlainID: Bool { bits & 0b100 != 0 }

  /// `Identifiable` or an enum: two values can be two children.
  @inlinable
  var hasValueIdentity: Bool { bits & 0b01 != 0 }

  @inlinable
  var isIdentifiable: Bool { bits & 0b10 != 0 }
}

/// The table behind ``identityTraits(_:)``.
@usableFromInline
enum IdentifiableTypes {
  // NB: Metadata is pointer-aligned: the three low bits of its address are always zero.
  @usableFromInline static let words = AtomicWordTable(count: 256, alignmentBits: 3)

  /// Asks the runtime about `type`, and keeps the answers in its word when the word is free.
  @usableFromInline
  static func answerAndRemember(for type: Any.Type) -> IdentityTraits {
    let address = UInt(bitPattern: ObjectIdentifier(type))
    let isThisType = { (word: UInt) in word & ~IdentityTraits.mask == address }
    if let word = words.find(for: address, matches: isThisType) {
      return IdentityTraits(bits: word)
    }
    let identifiable = type as? any Identifiable.Type
    let answer = IdentityTraits(
      isIdentifiable: identifiable != nil, isEnum: isEnumType(type),
      hasPlainID: identifiable.map { idIsPlain($0) } ?? false)
    guard let word = words.insert(address | answer.bits, for: address, matches: isThisType)
    else {
      StoreDiagnostics.cacheFallbacks.add(1, ordering: .relaxed)
      return answer
    }
    return IdentityTraits(bits: word)
  }
}

/// Whether every `id` of `Identified` is a ``ChildID/integer(_:)`` or a ``ChildID/uuid(_:)``:
/// a fixed-width integer that fits in 64 signed bits, or a `UUID`.
func idIsPlain<Identified: Identifiable>(_: Identified.Type) -> Bool {
  let id = Identified.ID.self
  return id == Int.self || id == Int64.self || id == Int32.self || id == UInt32.self
    || id == Int16.self || id == UInt16.self || id == Int8.self || id == UInt8.self
    || id == UUID.self
}
