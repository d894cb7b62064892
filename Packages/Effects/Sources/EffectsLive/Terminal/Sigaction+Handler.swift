import Effects

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension sigaction {
  /// No other signal is blocked while `handler` runs.
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

  var isIgnoring: Bool { handlerAddress == 1 && sa_flags & Int32(SA_SIGINFO) == 0 }

  func isHandling(with handler: @convention(c) (Int32) -> Void) -> Bool {
    handlerAddress == unsafeBitCast(handler, to: Int.self)
  }

  /// 0 for `SIG_DFL`, 1 for `SIG_IGN`.
  private var handlerAddress: Int {
    #if canImport(Darwin)
      return unsafeBitCast(__sigaction_u.__sa_handler, to: Int.self)
    #else
      return unsafeBitCast(__sigaction_handler.sa_handler, to: Int.self)
    #endif
  }
}
