import Foundation
@_spi(Reflection) import Swift

/// Reads the `id` of an enum case's payload in place, as TCA's enum metadata does, without a
/// `Mirror` (about 19,000 instructions per read, which a presentation pays on every send).
///
/// Made once per enum type and case (``CaseTraits``) from the runtime's metadata, part of
/// Swift's stable ABI:
/// - the case's payload type, read from the enum's field descriptor (one record per case,
///   numbered by tag: cases with a payload first) and resolved with the standard library's
///   `_getTypeByMangledNameInContext`, in the context of the enum's generic arguments;
/// - the `destructiveProjectEnumData` and `destructiveInjectEnumTag` value witnesses, which
///   follow `getEnumTag` (``enumTag(of:)``): projecting a copy of the value leaves the
///   payload at its start, and injecting the tag again makes it the enum value it was.
///
/// There is no reader, and the case has no payload identity, when the payload's declared type
/// is not `Identifiable` (an existential `any Screen` never is), when the case is `indirect`
/// (its payload lives in a box elsewhere), or when the metadata has no field descriptor.
///
/// A payload whose `id` is a stored `Int`, `Int64` or `UUID` is read in place instead
/// (``StoredPayloadID``).
struct EnumPayloadIDReader {
  /// The `id` of the payload at a projected value's address.
  let readID: (UnsafeRawPointer) -> ChildID
  /// Where the payload stores a plain `id`, if it does.
  let storedID: StoredPayloadID?

  /// The reader for the case numbered `tag` of the enum `Enum`, if that case's payload is
  /// `Identifiable` and stored inline.
  init?<Enum>(_: Enum.Type, tag: UInt32) {
    guard isEnumType(Enum.self),
      let payloadType = inlinePayloadType(of: Enum.self, tag: tag),
      let identifiable = payloadType as? any Identifiable.Type
    else { return nil }
    readID = idReader(for: identifiable)
    storedID = StoredPayloadID.isTurnedOff ? nil : StoredPayloadID(in: identifiable)
  }

  /// The `id` of `value`'s payload: `value` must be in the case this reader was made for,
  /// whose tag is `tag`.
  func id<Enum>(of value: Enum, tag: UInt32) -> ChildID {
    if let storedID { return withUnsafePointer(to: value) { storedID.read(at: $0) } }
    let metadata = unsafeBitCast(Enum.self, to: UnsafeRawPointer.self)
    let witnesses = metadata.load(
      fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    let project = witnesses.load(fromByteOffset: projectOffset, as: ProjectEnumData.self)
    let inject = witnesses.load(fromByteOffset: injectOffset, as: InjectEnumTag.self)
    var copy = value
    return withUnsafeMutablePointer(to: &copy) { pointer in
      project(UnsafeMutableRawPointer(pointer), metadata)
      defer { inject(UnsafeMutableRawPointer(pointer), tag, metadata) }
      return readID(UnsafeRawPointer(pointer))
    }
  }
}

/// Where an enum case's payload stores its `id`, when that is a stored property of a struct
/// and an `Int`, an `Int64` or a `UUID`: read there, in the enum value itself, with two loads.
/// Reading it from a projected copy through generic code (``EnumPayloadIDReader``) was about
/// a tenth of a `Presentation.DestinationSend`.
///
/// What holds it up:
/// - an inline payload lies at the start of its enum value, as projecting it leaves it;
/// - its bytes are as the payload's own, except spare bits where a multi-payload enum keeps its
///   tag: only bits that no payload case uses can be spare, and every bit of an integer or a
///   `UUID` is used, so those bytes hold the id as they would in the payload alone;
/// - the field is the `id` that `Identifiable` reads: a struct cannot have both a stored and a
///   computed property named `id`, and the stored one's type must be `ID` itself.
///
/// `CORE_PAYLOAD_ID_OFFSETS=1` in the environment turns it off (CI runs every package's tests
/// that way too).
struct StoredPayloadID {
  let offset: Int
  let isUUID: Bool

  static let isTurnedOff: Bool = {
    let value = ProcessInfo.processInfo.environment["CORE_PAYLOAD_ID_OFFSETS"] ?? ""
    return !value.isEmpty && value != "0"
  }()

  /// Where `Payload` stores its `id`: `nil` unless it is a struct with a stored property `id`
  /// of type `Payload.ID`, and that is `Int`, `Int64` or `UUID`.
  init?<Payload: Identifiable>(in _: Payload.Type) {
    let id = Payload.ID.self
    guard id == Int.self || id == Int64.self || id == UUID.self else { return nil }
    // NB: A struct's metadata kind is 0x200; a class's fields lie in its object, not here.
    guard unsafeBitCast(Payload.self, to: UnsafePointer<UInt>.self).pointee == 0x200 else {
      return nil
    }
    var found: Int?
    _ = _forEachField(of: Payload.self, options: []) { name, offset, field, _ in
      if String(cString: name) == "id", field == id { found = offset }
      return true
    }
    guard let found else { return nil }
    (offset, isUUID) = (found, id == UUID.self)
  }

  /// The `id` in the enum value at `value`.
  func read(at value: UnsafeRawPointer) -> ChildID {
    isUUID
      ? .uuid(value.loadUnaligned(fromByteOffset: offset, as: UUID.self))
      : .integer(value.loadUnaligned(fromByteOffset: offset, as: Int64.self))
  }
}

private func idReader<Payload: Identifiable>(
  for _: Payload.Type
) -> (UnsafeRawPointer) -> ChildID {
  // NB: The common ids go straight into their case. This code is never specialized, and
  // `ChildID.init` asks which of ten integer types an id is on every read (about a tenth of a
  // `Presentation.DestinationSend`).
  if Payload.ID.self == Int.self {
    return { .integer(Int64(unsafeBitCast(id(at: $0, of: Payload.self), to: Int.self))) }
  }
  if Payload.ID.self == UUID.self {
    return { .uuid(unsafeBitCast(id(at: $0, of: Payload.self), to: UUID.self)) }
  }
  return { ChildID(id(at: $0, of: Payload.self)) }
}

private func id<Payload: Identifiable>(at address: UnsafeRawPointer, of _: Payload.Type)
  -> Payload.ID
{
  address.assumingMemoryBound(to: Payload.self).pointee.id
}

/// `destructiveProjectEnumData(value, metadata)`.
private typealias ProjectEnumData =
  @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer)
  -> Void
/// `destructiveInjectEnumTag(value, tag, metadata)`.
private typealias InjectEnumTag =
  @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer)
  -> Void

/// Where the two witnesses lie in an enum's value witness table: after the eight witnesses
/// every type has, the size, the stride, the flags, the extra inhabitant count and
/// `getEnumTag`.
private let projectOffset =
  9 * MemoryLayout<UnsafeRawPointer>.size + 2 * MemoryLayout<Int>.size
  + 2 * MemoryLayout<UInt32>.size
private let injectOffset = projectOffset + MemoryLayout<UnsafeRawPointer>.size

/// The declared type of the payload of case `tag` of `Enum`, or `nil` for a case without one,
/// an `indirect` case, or metadata without a field descriptor.
private func inlinePayloadType<Enum>(of _: Enum.Type, tag: UInt32) -> Any.Type? {
  guard case let .inline(type) = casePayload(of: Enum.self, tag: tag) else { return nil }
  return type
}

/// What case `tag` of an enum holds, as its metadata declares it.
enum CasePayload {
  /// No payload.
  case none
  /// A payload of this declared type, stored in the enum value.
  case inline(Any.Type)
  /// A payload this cannot name: an `indirect` case's, a type that does not resolve, a tag
  /// past the cases, or metadata without a field descriptor.
  case unknown
}

/// What case `tag` of the enum `type` holds.
///
/// An enum's metadata is its kind, then its type descriptor; the descriptor's fifth 32-bit
/// field is a relative pointer to its field descriptor. A field descriptor is 16 bytes
/// (mangled name, superclass, kind, record size, record count), then the records: flags
/// (bit 0: indirect case), a relative pointer to the payload's mangled type name (0 for a case
/// without payload), and one to the case's name. Generic arguments follow the descriptor
/// pointer in the metadata.
func casePayload(of type: Any.Type, tag: UInt32) -> CasePayload {
  let wordSize = MemoryLayout<UnsafeRawPointer>.size
  let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
  let descriptor = metadata.load(fromByteOffset: wordSize, as: UnsafeRawPointer.self)
  guard let fields = relativePointer(at: descriptor + 16) else { return .unknown }
  let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
  let recordCount = fields.load(fromByteOffset: 12, as: UInt32.self)
  guard tag < recordCount, recordSize >= 12 else { return .unknown }
  let record = fields + 16 + Int(tag) * recordSize
  guard let name = relativePointer(at: record + 4) else { return .none }
  guard record.load(as: UInt32.self) & 1 == 0 else { return .unknown }
  let bytes = name.assumingMemoryBound(to: UInt8.self)
  let payload = _getTypeByMangledNameInContext(
    bytes, UInt(mangledNameLength(bytes)), genericContext: descriptor,
    genericArguments: metadata + 2 * wordSize)
  return payload.map { .inline($0) } ?? .unknown
}

/// How many cases the enum `type` has, from its field descriptor; `nil` without one.
func caseCount(of type: Any.Type) -> UInt32? {
  let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
  let descriptor = metadata.load(
    fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
  return relativePointer(at: descriptor + 16).map { $0.load(fromByteOffset: 12, as: UInt32.self) }
}

/// Whether a value of the enum `type` can be ephemeral by its case (a `case alert(AlertState)`
/// of a destination): `false` only when every case's declared payload is a struct or an enum
/// that is not ``_EphemeralState``, a tuple, or no payload. A class (whose subclass may be a
/// dialog), an optional, an existential, an `indirect` case or metadata this cannot read may
/// hold one, as ``CaseTraits`` would find.
/// Asked once per call site (``ChildLayout``), so that a destination with no dialog case skips
/// the per-case look-up on each of its actions.
@usableFromInline
func someCaseMayBeEphemeral(_ type: Any.Type) -> Bool {
  guard isEnumType(type) else { return false }
  guard let count = caseCount(of: type) else { return true }
  return (0..<count).contains { tag in
    switch casePayload(of: type, tag: tag) {
    case .none: return false
    case .unknown: return true
    case let .inline(payload):
      // NB: Metadata kinds: a tuple (0x301) is never a dialog; a struct (0x200) or a
      // non-optional enum (0x201) is one exactly when its type is. Anything else (a class, an
      // optional, an existential) may hold one.
      let kind = unsafeBitCast(payload, to: UnsafePointer<UInt>.self).pointee
      if kind == 0x301 { return false }
      guard kind == 0x200 || kind == 0x201 else { return true }
      return payload is any _EphemeralState.Type
    }
  }
}

/// The address a 32-bit relative pointer at `address` points to, or `nil` when it is 0.
private func relativePointer(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
  let offset = address.loadUnaligned(as: Int32.self)
  return offset == 0 ? nil : address + Int(offset)
}

/// The length of a mangled type name in metadata: up to its terminating zero, stepping over
/// symbolic references, whose operands may contain zero bytes (`0x01`-`0x17` take a 32-bit
/// relative offset, `0x18`-`0x1F` an absolute pointer).
private func mangledNameLength(_ name: UnsafePointer<UInt8>) -> Int {
  var length = 0
  while name[length] != 0 {
    switch name[length] {
    case 0x01...0x17: length += 1 + 4
    case 0x18...0x1F: length += 1 + MemoryLayout<UnsafeRawPointer>.size
    default: length += 1
    }
  }
  return length
}
