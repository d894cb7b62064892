@_silgen_name("swift_EnumCaseName")
private func _runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// The name of `value`'s case, read from the runtime's reflection metadata (so that a
/// `CustomStringConvertible` conformance cannot replace it), or `nil` when `value` is not an
/// enum or its metadata has no names.
func enumCaseName<T>(of value: T) -> String? {
  _runtimeEnumCaseName(value).map { String(cString: $0) }
}

/// Where the runtime keeps the name of `value`'s case: one string per case of a type, for the
/// life of the program, so its address names the case without building a `String`. `0` when
/// the type has no reflection metadata.
func enumCaseAddress<T>(of value: T) -> UInt {
  UInt(bitPattern: _runtimeEnumCaseName(value))
}

/// Whether `type` is an enum (or an optional), from its metadata's kind: the first word of
/// every type's metadata, part of Swift's stable ABI (`0x201` enum, `0x202` optional).
func isEnumType(_ type: Any.Type) -> Bool {
  let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
  return kind == 0x201 || kind == 0x202
}
