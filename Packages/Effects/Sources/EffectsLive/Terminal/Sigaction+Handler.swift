import Effects

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension sigaction {
  /// An action that calls `handler`, with no other signal blocked while it runs.
  static func handling(with handler: @convention(c) (Int32) -> Void) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    return action
  }

  /// Whether this action ignores the signal (`SIG_IGN`).
  var isIgnoring: Bool { handlerAddress == 1 && sa_flags & Int32(SA_SIGINFO) == 0 }

  /// Whether this action calls `handler`.
  func isHandling(with handler: @convention(c) (Int32) -> Void) -> Bool {
    handlerAddress == unsafeBitCast(handler, to: Int.self)
  }

  /// The handler's address: 0 for `SIG_DFL`, 1 for `SIG_IGN`.
  private var handlerAddress: Int {
    #if canImport(Darwin)
      return unsafeBitCast(__sigaction_u.__sa_handler, to: Int.self)
    #else
      return unsafeBitCast(__sigaction_handler.sa_handler, to: Int.self)
    #endif
  }
}
