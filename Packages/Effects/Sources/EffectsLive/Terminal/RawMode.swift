import Effects

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

enum RawMode {
  static let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?25l"

  /// The original settings are recorded with ``TerminalRestoration`` before anything
  /// changes, so a signal at any point restores them.
  static func enable(input: Int32, output: Int32) throws -> RawModeToken {
    guard isatty(input) == 1 else { throw TerminalError.notATerminal(fileDescriptor: input) }
    guard isatty(output) == 1 else { throw TerminalError.notATerminal(fileDescriptor: output) }
    var original = termios()
    guard tcgetattr(input, &original) == 0 else {
      throw TerminalError.systemCallFailed("tcgetattr", errno: errno)
    }
    let session = try TerminalRestoration.begin(input: input, output: output, settings: original)
    var raw = settings(raw: original)
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
      let code = errno
      TerminalRestoration.end(session)
      throw TerminalError.systemCallFailed("tcsetattr", errno: code)
    }
    do {
      let bytes = UnsafeRawBufferPointer(
        start: enterSequence.utf8Start, count: enterSequence.utf8CodeUnitCount)
      try FileDescriptorOutput.write(bytes, to: output)
    } catch {
      TerminalRestoration.end(session)
      throw error
    }
    return RawModeToken { TerminalRestoration.end(session) }
  }

  /// Like `cfmakeraw` except that output processing stays on, so `"\n"` in a frame still
  /// starts the next line at column 0. `ISIG` off: Ctrl-C, Ctrl-Z and Ctrl-\ arrive as bytes.
  static func settings(raw settings: termios) -> termios {
    var raw = settings
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    return raw
  }
}
