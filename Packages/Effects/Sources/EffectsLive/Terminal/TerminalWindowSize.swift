import Effects
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Asking the terminal for its window size.
enum TerminalWindowSize {
  /// The window size of the first of `fileDescriptors` that is a terminal reporting a
  /// non-zero size (`ioctl(TIOCGWINSZ)`), or ``TerminalSize/fallback(environment:)``.
  static func current(of fileDescriptors: [Int32]) -> TerminalSize {
    for fileDescriptor in fileDescriptors {
      var window = winsize()
      if ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0
      {
        return TerminalSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
      }
    }
    return TerminalSize.fallback(environment: ProcessInfo.processInfo.environment)
  }
}
