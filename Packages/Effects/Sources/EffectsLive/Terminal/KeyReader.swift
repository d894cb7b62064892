import Effects
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The thread waits in `poll(2)` on the input and on a wake-up pipe. When the stream's
/// consumer goes away, `onTermination` writes to the pipe and the thread ends. While the
/// decoder holds an unfinished sequence (a lone Escape), the thread waits at most
/// ``escapeTimeout`` milliseconds for more, then flushes it.
enum KeyReader {
  /// Milliseconds to wait for the rest of an escape sequence before a lone ESC is the Escape
  /// key.
  static let escapeTimeout: Int32 = 30

  /// Reader threads per input, to catch a second stream on the same input.
  private static let readers = LockIsolated<[Int32: Int]>([:])

  /// The stream finishes when the input ends (end of file, or the terminal hung up). Two
  /// streams on one input would split the keystrokes between them, so opening a second one
  /// while the first still reads is reported as an issue.
  static func keys(from input: Int32) throws(TerminalError) -> AsyncStream<KeyEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: KeyEvent.self)
    let alreadyReading = readers.withValue { readers in
      readers[input, default: 0] += 1
      return readers[input]! > 1
    }
    if alreadyReading {
      reportIssue(
        """
        TerminalClient.keys was opened while another key stream still reads the same input: \
        keystrokes will be split between them. End the first stream (cancel the effect that \
        reads it) before opening another.
        """
      )
    }
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else {
      let code = errno
      stoppedReading(input)
      throw TerminalError.systemCallFailed("pipe", errno: code)
    }
    let wakeRead = pipeEnds[0]
    let wakeWrite = LockIsolated<Int32?>(pipeEnds[1])
    // The stream stops counting as a reader once, when its consumer leaves or the input ends.
    let isCounted = LockIsolated(true)
    let stopCounting: @Sendable () -> Void = {
      if isCounted.withValue({ counted in
        defer { counted = false }; return counted
      }) {
        stoppedReading(input)
      }
    }
    continuation.onTermination = { _ in
      stopCounting()
      wakeWrite.withValue { end in
        guard let end else { return }
        var byte: UInt8 = 1
        _ = Foundation.write(end, &byte, 1)
      }
    }
    let thread = Thread {
      let failure = readKeys(from: input, wakeUpOn: wakeRead, into: continuation)
      wakeWrite.withValue { end in
        if let end { close(end) }
        end = nil
      }
      close(wakeRead)
      stopCounting()
      if let failure { reportIssue("TerminalClient.keys stopped reading: \(failure)") }
      continuation.finish()
    }
    thread.name = "Effects.TerminalClient.keys"
    thread.start()
    return stream
  }

  private static func stoppedReading(_ input: Int32) {
    readers.withValue { readers in
      readers[input, default: 1] -= 1
      if readers[input] == 0 { readers[input] = nil }
    }
  }

  /// Returns when the input ends or the pipe wakes it, with the error that stopped it if it
  /// was not an ordinary end.
  private static func readKeys(
    from input: Int32,
    wakeUpOn wake: Int32,
    into continuation: AsyncStream<KeyEvent>.Continuation
  ) -> TerminalError? {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 1024)
    let deliver = { (events: [KeyEvent]) in events.forEach { continuation.yield($0) } }
    while true {
      var watched = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&watched, 2, decoder.hasPendingInput ? escapeTimeout : -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return .systemCallFailed("poll", errno: errno)
      }
      if ready == 0 {
        deliver(decoder.flush())
        continue
      }
      if watched[1].revents != 0 { return nil }
      if watched[0].revents & Int16(POLLNVAL) != 0 {
        return .systemCallFailed("poll", errno: EBADF)
      }
      let count = read(input, &buffer, buffer.count)
      if count > 0 {
        deliver(decoder.decode(Array(buffer[0..<count])))
      } else if count == 0 || errno == EIO {
        deliver(decoder.flush())
        return nil
      } else if errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK {
        return .systemCallFailed("read", errno: errno)
      }
    }
  }
}
