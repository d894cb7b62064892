import Effects

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Entering and leaving raw mode with termios.
enum RawMode {
  /// Enters the alternate screen and hides the cursor.
  static let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?25l"

  /// Puts the terminal on `input` in raw mode and shows the alternate screen, hiding the
  /// cursor, on `output`.
  ///
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

  /// `settings` changed for raw mode, like `cfmakeraw` except that output processing stays
  /// on (so `"\n"` in a frame still starts the next line at column 0):
  ///
  /// - no echo, no line buffering (`ICANON`), no `IEXTEN` (Ctrl-V);
  /// - no signal keys (`ISIG`): Ctrl-C, Ctrl-Z and Ctrl-\ arrive as bytes;
  /// - no flow control (`IXON`: Ctrl-S, Ctrl-Q), no CR-to-NL translation (`ICRNL`), no
  ///   break-to-SIGINT, parity check or eighth-bit stripping; 8-bit characters (`CS8`);
  /// - `read` returns as soon as one byte is there (`VMIN` 1, `VTIME` 0).
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
