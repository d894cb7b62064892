/// Proof that the terminal is in raw mode, and the way back out of it.
///
/// ``TerminalClient/enableRawMode`` returns one. Call ``restore()`` to put the terminal back
/// as it was; it runs its work once, however many times it is called. Prefer
/// ``TerminalClient/withRawMode(isolation:_:)``, which restores for you when its body
/// returns or throws.
///
/// As a safety net, a token that is released without being restored restores the terminal
/// then, so dropping it by mistake cannot leave the terminal raw.
public final class RawModeToken: Sendable {
  private let pendingRestore: LockIsolated<(@Sendable () -> Void)?>

  /// Creates a token whose ``restore()`` runs `restore` once.
  ///
  /// - Parameter restore: Puts the terminal back as it was before raw mode.
  public init(restore: @escaping @Sendable () -> Void) {
    self.pendingRestore = LockIsolated(restore)
  }

  /// Whether ``restore()`` has run.
  public var isRestored: Bool { pendingRestore.value == nil }

  /// Puts the terminal back as it was before raw mode. Calls after the first do nothing.
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
