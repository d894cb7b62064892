/// A type-erased cancellation id.
///
/// `AnyHashable` is not `Sendable`, so ids are wrapped in this instead.
@usableFromInline
struct CancelID: Hashable, @unchecked Sendable {
  // Safe because the only initialiser takes a `Sendable` value, and `AnyHashable` is an
  // immutable box around it.
  @usableFromInline let base: AnyHashable

  @usableFromInline
  init(_ base: some Hashable & Sendable) {
    self.base = AnyHashable(base)
  }
}
