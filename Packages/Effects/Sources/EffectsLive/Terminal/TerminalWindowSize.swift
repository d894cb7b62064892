import Effects
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

enum TerminalWindowSize {
  /// The first of `fileDescriptors` that reports a non-zero size wins.
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
