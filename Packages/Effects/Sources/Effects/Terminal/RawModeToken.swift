/// ``restore()`` runs its work once, however many times it is called. Prefer
/// ``TerminalClient/withRawMode(isolation:_:)``, which restores when its body returns or
/// throws. A token released without being restored restores the terminal then, so dropping
/// it by mistake cannot leave the terminal raw.
public final class RawModeToken: Sendable {
  private let pendingRestore: LockIsolated<(@Sendable () -> Void)?>

  public init(restore: @escaping @Sendable () -> Void) {
    self.pendingRestore = LockIsolated(restore)
  }

  public var isRestored: Bool { pendingRestore.value == nil }

  /// Calls after the first do nothing.
  public func restore() {
    let restore = pendingRestore.withValue { pending in
      defer { pending = nil }
      return pending
    }
    restore?()
  }

  deinit {
    restore()
  }
}
