@_silgen_name("swift_EnumCaseName")
private func _runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The name of `value`'s case, read from the runtime's reflection metadata (so that a
/// `CustomStringConvertible` conformance cannot replace it), or `nil` when `value` is not an
/// enum or its metadata has no names.
func enumCaseName<T>(of value: T) -> String? {
  _runtimeEnumCaseName(value).map { String(cString: $0) }
}

/// The number of `value`'s case, which must be an enum (``isEnumType(_:)``): what tells one
/// case of a type from another, as TCA's enum metadata reads it, without the runtime's
/// reflection metadata (looking up a case's name demangles its payload's type, about 2,000
/// instructions).
///
/// Read through the `getEnumTag` value witness of the enum's metadata, part of Swift's stable
/// ABI: the value witness table is the word before the metadata, and `getEnumTag` follows the
/// eight witnesses, the size, the stride, the flags and the extra inhabitant count that
/// every type's table has. Cases with a payload come first, in declaration order.
///
/// Inlinable, so that where `T` is known the value is not copied into a generic closure
/// (about 80 instructions a call, and a presented enum child's send asked up to four times).
@inlinable
func enumTag<T>(of value: T) -> UInt32 {
  // NB: Another type's value witness table has no `getEnumTag`: the load below would read
  // past it and call whatever lies there.
  guard isEnumType(T.self) else { notAnEnum(T.self) }
  let metadata = unsafeBitCast(T.self, to: UnsafeRawPointer.self)
  let witnesses = metadata.load(
    fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
  let getEnumTag = witnesses.load(fromByteOffset: getEnumTagOffset, as: GetEnumTag.self)
  return withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), metadata) }
}

/// The case number ``CaseTraits`` keys its answers by: `0` for a value that is not an enum,
/// its tag plus one for an enum's case.
@inlinable
func caseNumber<T>(of value: T) -> UInt {
  isEnumType(T.self) ? UInt(enumTag(of: value)) + 1 : 0
}

@usableFromInline
func notAnEnum(_ type: Any.Type) -> Never {
  fatalError("enumTag(of:) needs an enum or an optional, not \(type)")
}

/// `getEnumTag(value, metadata)`.
@usableFromInline
typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32

/// Where `getEnumTag` lies in an enum's value witness table.
@usableFromInline
let getEnumTagOffset =
  8 * MemoryLayout<UnsafeRawPointer>.size  // the eight witnesses before the size
  + 2 * MemoryLayout<Int>.size  // size, stride
  + 2 * MemoryLayout<UInt32>.size  // flags, extra inhabitant count

/// Whether `type` is an enum (or an optional), from its metadata's kind: the first word of
/// every type's metadata, part of Swift's stable ABI (`0x201` enum, `0x202` optional).
@inlinable
func isEnumType(_ type: Any.Type) -> Bool {
  let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
  return kind == 0x201 || kind == 0x202
}
