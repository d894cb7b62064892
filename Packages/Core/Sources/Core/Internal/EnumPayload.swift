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
struct EnumPayloadIDReader {
  /// The `id` of the payload at a projected value's address.
  let readID: (UnsafeRawPointer) -> ChildID

  /// The reader for the case numbered `tag` of the enum `Enum`, if that case's payload is
  /// `Identifiable` and stored inline.
  init?<Enum>(_: Enum.Type, tag: UInt32) {
    guard isEnumType(Enum.self),
      let payloadType = inlinePayloadType(of: Enum.self, tag: tag),
      let identifiable = payloadType as? any Identifiable.Type
    else { return nil }
    readID = idReader(for: identifiable)
  }

  /// The `id` of `value`'s payload: `value` must be in the case this reader was made for,
  /// whose tag is `tag`.
  func id<Enum>(of value: Enum, tag: UInt32) -> ChildID {
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

private func idReader<Payload: Identifiable>(
  for _: Payload.Type
) -> (UnsafeRawPointer) -> ChildID {
  { ChildID($0.assumingMemoryBound(to: Payload.self).pointee.id) }
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
///
/// An enum's metadata is its kind, then its type descriptor; the descriptor's fifth 32-bit
/// field is a relative pointer to its field descriptor. A field descriptor is 16 bytes
/// (mangled name, superclass, kind, record size, record count), then the records: flags
/// (bit 0: indirect case), a relative pointer to the payload's mangled type name (0 for a case
/// without payload), and one to the case's name. Generic arguments follow the descriptor
/// pointer in the metadata.
private func inlinePayloadType<Enum>(of _: Enum.Type, tag: UInt32) -> Any.Type? {
  let wordSize = MemoryLayout<UnsafeRawPointer>.size
  let metadata = unsafeBitCast(Enum.self, to: UnsafeRawPointer.self)
  let descriptor = metadata.load(fromByteOffset: wordSize, as: UnsafeRawPointer.self)
  guard let fields = relativePointer(at: descriptor + 16) else { return nil }
  let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
  let recordCount = fields.load(fromByteOffset: 12, as: UInt32.self)
  guard tag < recordCount, recordSize >= 12 else { return nil }
  let record = fields + 16 + Int(tag) * recordSize
  let isIndirect = record.load(as: UInt32.self) & 1 != 0
  guard !isIndirect, let name = relativePointer(at: record + 4) else { return nil }
  let bytes = name.assumingMemoryBound(to: UInt8.self)
  return _getTypeByMangledNameInContext(
    bytes, UInt(mangledNameLength(bytes)), genericContext: descriptor,
    genericArguments: metadata + 2 * wordSize)
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
