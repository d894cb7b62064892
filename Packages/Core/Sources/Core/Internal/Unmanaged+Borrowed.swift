extension Unmanaged {
  /// Calls `body` with the instance, neither retained nor released: the caller knows that
  /// something else keeps it alive for the call.
  ///
  /// The standard library's `_withUnsafeGuaranteedRef`, called from a Swift 6 module: a
  /// main-actor closure handed to the standard library directly is checked for its executor
  /// on every call (about 300 instructions), one handed through here is not.
  @inlinable
  @inline(__always)
  func withBorrowed<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
  }
}
