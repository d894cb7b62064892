import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// Input or output is piped or redirected, so raw mode and a full-screen interface are
  /// impossible.
  case notATerminal(fileDescriptor: Int32)
  /// Restore the first ``RawModeToken`` before enabling it again.
  case rawModeAlreadyEnabled
  /// `call` is the call's name, such as `"tcsetattr"`.
  case systemCallFailed(_ call: String, errno: Int32)

  public var description: String {
    switch self {
    case let .notATerminal(fileDescriptor):
      return """
        File descriptor \(fileDescriptor) (\(Self.name(of: fileDescriptor))) is not a terminal. \
        Run the program in an interactive terminal, without piping or redirecting its input \
        or output.
        """
    case .rawModeAlreadyEnabled:
      return """
        The terminal is already in raw mode. Restore the RawModeToken from the first \
        enableRawMode() call (or leave withRawMode) before entering raw mode again.
        """
    case let .systemCallFailed(call, code):
      return """
        The terminal call \(call) failed: \(String(cString: strerror(code))) (errno \(code)). \
        Check that the terminal is still open, then run the program again.
        """
    }
  }

  /// So that `localizedDescription` reads well too.
  public var errorDescription: String? { description }

  private static func name(of fileDescriptor: Int32) -> String {
    switch fileDescriptor {
    case STDIN_FILENO: return "standard input"
    case STDOUT_FILENO: return "standard output"
    case STDERR_FILENO: return "standard error"
    default: return "not a standard stream"
    }
  }
}
