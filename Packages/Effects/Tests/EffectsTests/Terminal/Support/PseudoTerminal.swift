import Foundation
import XCTest

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal for tests: the live client is pointed at `follower` (the end a program
/// sees as its terminal), and the test plays the user and the screen on `leader`.
final class PseudoTerminal {
  let leader: Int32
  let follower: Int32
  private var isLeaderOpen = true

  init() throws {
    let leader = PseudoTerminalCalls.openLeader(O_RDWR | O_NOCTTY)
    guard leader >= 0, PseudoTerminalCalls.grant(leader) == 0,
      PseudoTerminalCalls.unlock(leader) == 0,
      let name = PseudoTerminalCalls.followerName(leader)
    else {
      throw POSIXError(.init(rawValue: errno) ?? .EIO)
    }
    let follower = open(name, O_RDWR | O_NOCTTY)
    guard follower >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    self.leader = leader
    self.follower = follower
  }

  deinit {
    closeLeader()
    close(follower)
  }

  /// Hangs up: the follower's reads now fail with EIO, as when a terminal window closes.
  func closeLeader() {
    guard isLeaderOpen else { return }
    isLeaderOpen = false
    close(leader)
  }

  /// Types `bytes`, as the user would.
  func type(_ bytes: [UInt8]) {
    XCTAssertEqual(bytes.withUnsafeBytes { write(leader, $0.baseAddress, $0.count) }, bytes.count)
  }

  /// What the program wrote to its terminal: reads until `count` bytes arrived or no byte
  /// came for `quietPeriod` milliseconds.
  func readScreen(count: Int = .max, quietPeriod: Int32 = 200) -> [UInt8] {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while received.count < count {
      var watched = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
      guard poll(&watched, 1, quietPeriod) > 0 else { break }
      let read = Foundation.read(leader, &buffer, buffer.count)
      guard read > 0 else { break }
      received += buffer[0..<read]
    }
    return received
  }

  /// The follower's current termios settings.
  func settings() -> termios {
    var settings = termios()
    XCTAssertEqual(tcgetattr(follower, &settings), 0)
    return settings
  }

  /// Sets the window size the follower reports.
  func setWindowSize(rows: UInt16, columns: UInt16) {
    var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    XCTAssertEqual(ioctl(leader, UInt(TIOCSWINSZ), &window), 0)
  }
}

/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname`. Darwin declares them; Swift's Glibc
/// module does not (glibc hides them behind `_XOPEN_SOURCE`), so on Linux they are looked up
/// in the C library at run time.
enum PseudoTerminalCalls {
  #if canImport(Darwin)
    static let openLeader: (Int32) -> Int32 = { posix_openpt($0) }
    static let grant: (Int32) -> Int32 = { grantpt($0) }
    static let unlock: (Int32) -> Int32 = { unlockpt($0) }
    static let followerName: (Int32) -> UnsafeMutablePointer<CChar>? = { ptsname($0) }
  #else
    static let openLeader = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    static let grant = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    static let unlock = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    static let followerName = function(
      "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)

    private static func function<F>(_ name: String, as type: F.Type) -> F {
      guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, name) else {
        fatalError("The C library has no \(name)")
      }
      return unsafeBitCast(symbol, to: type)
    }
  #endif
}

extension termios {
  /// The control characters, as bytes.
  var controlCharacters: [UInt8] {
    withUnsafeBytes(of: c_cc) { Array($0) }
  }

  /// Whether every flag and control character equals `other`'s.
  func hasSameSettings(as other: termios) -> Bool {
    c_iflag == other.c_iflag && c_oflag == other.c_oflag && c_cflag == other.c_cflag
      && c_lflag == other.c_lflag && controlCharacters == other.controlCharacters
  }
}
