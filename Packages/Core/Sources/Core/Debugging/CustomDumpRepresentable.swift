// A hook for wrapper types that should dump (and diff) as the value they wrap.

/// A type that ``customDump(_:)`` and ``diff(_:_:)`` render as another value, reflected
/// structurally, instead of reflecting its own stored properties.
///
/// Unlike ``CustomDumpStringConvertible`` (a one-line leaf), the replacement value is
/// walked like any other, so diffs through a wrapper still collapse unchanged fields.
///
/// ```swift
/// struct Wrapper<Value>: CustomDumpRepresentable {
///   var storage: Value?
///   var customDumpValue: Any { storage as Any }
/// }
/// customDump(Wrapper<Int>(storage: nil))  // nil
/// customDump(Wrapper(storage: 5))         // 5
/// ```
///
/// Returning a value of the conforming type itself is ignored (its fields are dumped).
public protocol CustomDumpRepresentable {
  /// The value to dump in place of `self`, e.g. `wrappedValue as Any`.
  var customDumpValue: Any { get }
}
