import Effects

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

enum FileDescriptorOutput {
  /// As few `write(2)` calls as the kernel allows: normally one, more only after a partial
  /// write. Retries after EINTR, and waits for the descriptor to drain after EAGAIN (a
  /// non-blocking descriptor).
  static func write(_ frame: String, to fileDescriptor: Int32) throws {
    var frame = frame
    try frame.withUTF8 { try write(UnsafeRawBufferPointer($0), to: fileDescriptor) }
  }

  static func write(_ bytes: UnsafeRawBufferPointer, to fileDescriptor: Int32) throws {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(fileDescriptor, base + offset, bytes.count - offset)
      if written > 0 {
        offset += written
        continue
      }
      let code = written == 0 ? EIO : errno
      switch code {
      case EINTR:
        continue
      case EAGAIN, EWOULDBLOCK:
        var waiting = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&waiting, 1, -1)
      default:
        throw TerminalError.systemCallFailed("write", errno: code)
      }
    }
  }

  /// Safe to call from a signal handler, where there is nothing useful to do about a failure.
  static func writeIgnoringErrors(_ text: StaticString, to fileDescriptor: Int32) {
    var offset = 0
    while offset < text.utf8CodeUnitCount {
      let written = systemWrite(
        fileDescriptor, text.utf8Start + offset, text.utf8CodeUnitCount - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }

  private static func systemWrite(_ fileDescriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int)
    -> Int
  {
    #if canImport(Darwin)
      return Darwin.write(fileDescriptor, bytes, count)
    #elseif canImport(Glibc)
      return Glibc.write(fileDescriptor, bytes, count)
    #else
      return Musl.write(fileDescriptor, bytes, count)
    #endif
  }
}
