/// Calls `body` with the address of `value`, which lives for the call.
///
/// The standard library's `withUnsafePointer(to:_:)`, called from a Swift 6 module: a
/// main-actor closure handed to the standard library directly is checked for its executor on
/// every call (about 80 instructions), one handed through here is not (as
/// ``Unmanaged/withBorrowed(_:)``).
@inlinable
@inline(__always)
func withAddress<Value, Result>(of value: Value, _ body: (UnsafeRawPointer) -> Result) -> Result {
  withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
}

/// Calls `body` with the address of `value` where it is stored, for the length of one access
/// to it: for a stored property whose copy would cost more than the call. Nothing may read or
/// write `value` meanwhile but through the address.
@inlinable
@inline(__always)
func withAddress<Value, Result>(ofStored value: inout Value, _ body: (UnsafeRawPointer) -> Result)
  -> Result
{
  withUnsafeMutablePointer(to: &value) { body(UnsafeRawPointer($0)) }
}
