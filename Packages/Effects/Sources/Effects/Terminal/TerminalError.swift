import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why the terminal could not do what was asked, with a message a person can act on (its
/// ``description``).
///
/// ```swift
/// do {
///   try await terminal.withRawMode { try await runApp() }
/// } catch let error as TerminalError {
///   print(error)  // "File descriptor 0 (standard input) is not a terminal. Run the program …"
/// }
/// ```
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// The file descriptor is not a terminal: input or output is piped or redirected, so
  /// raw mode and a full-screen interface are impossible.
  case notATerminal(fileDescriptor: Int32)
  /// Raw mode is already on in this process; restore the first ``RawModeToken`` before
  /// enabling it again.
  case rawModeAlreadyEnabled
  /// A system call failed.
  ///
  /// - Parameters:
  ///   - call: The call's name, such as `"tcsetattr"`.
  ///   - errno: The `errno` it left.
  case systemCallFailed(_ call: String, errno: Int32)

  /// What went wrong and what to do about it.
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

  /// The same as ``description``, so that `localizedDescription` reads well too.
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
