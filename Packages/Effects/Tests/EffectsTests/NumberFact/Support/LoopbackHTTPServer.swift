import Effects
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests: it answers each request with the reply its
/// route gives for the request's path, then closes the connection.
///
/// It never outlives its test for long: ``stop()`` (also called when the server is released)
/// ends it, and it stops itself after `lifetime` whatever happens.
///
/// ```swift
/// let server = try LoopbackHTTPServer { path in .text(200, "42 is a number.") }
/// defer { server.stop() }
/// let client = NumberFactClient.http(baseURL: server.baseURL)
/// ```
final class LoopbackHTTPServer: Sendable {
  enum Reply: Sendable {
    /// Answers with this status and plain-text body.
    case text(Int, String)
    /// Answers with this status and these exact body bytes (which need not be UTF-8).
    case bytes(Int, [UInt8])
    /// Reads the request, then answers nothing for this long before closing the connection.
    case silence(Duration)
  }

  let baseURL: URL
  private let state: State

  /// The paths requested so far, oldest first.
  var requestedPaths: [String] { state.paths.value }

  init(lifetime: Duration = .seconds(20), route: @escaping @Sendable (String) -> Reply) throws {
    let socket = try LoopbackSocket()
    let port = socket.port
    let listener = socket.takeDescriptor()
    guard listen(listener, 16) == 0 else {
      let code = errno
      close(listener)
      throw LoopbackSocket.Failure(call: "listen", code: code)
    }
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
    state = State(deadline: .now + lifetime, route: route)
    Thread { [state] in
      state.acceptLoop(listener)
    }.start()
  }

  deinit {
    stop()
  }

  /// Stops accepting connections and cuts short any silent reply.
  func stop() {
    state.stopped.setValue(true)
  }

  /// What the server's threads share; they hold it, not the server, so releasing the server
  /// stops them.
  private final class State: Sendable {
    let deadline: ContinuousClock.Instant
    let route: @Sendable (String) -> Reply
    let stopped = LockIsolated(false)
    let paths = LockIsolated<[String]>([])

    init(deadline: ContinuousClock.Instant, route: @escaping @Sendable (String) -> Reply) {
      self.deadline = deadline
      self.route = route
    }

    var isRunning: Bool { !stopped.value && ContinuousClock.now < deadline }

    func acceptLoop(_ listener: Int32) {
      defer { close(listener) }
      while isRunning {
        guard waitUntilReadable(listener, milliseconds: 20) else { continue }
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { continue }
        Thread { [self] in
          handle(connection)
        }.start()
      }
    }

    private func handle(_ connection: Int32) {
      defer { close(connection) }
      guard let path = readRequestPath(connection) else { return }
      paths.withValue { $0.append(path) }
      switch route(path) {
      case let .text(status, body):
        answer(status, Array(body.utf8), on: connection)
      case let .bytes(status, body):
        answer(status, body, on: connection)
      case let .silence(duration):
        let end = ContinuousClock.now + duration
        while isRunning, ContinuousClock.now < end {
          usleep(10_000)
        }
      }
    }

    private func answer(_ status: Int, _ body: [UInt8], on connection: Int32) {
      let head =
        "HTTP/1.1 \(status) Test\r\nContent-Type: text/plain; charset=utf-8\r\n"
        + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
      write(Array(head.utf8) + body, to: connection)
    }

    private func readRequestPath(_ connection: Int32) -> String? {
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while received.count < 64 * 1024, !received.containsHeaderEnd {
        guard waitUntilReadable(connection, milliseconds: 2_000) else { return nil }
        let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        received += buffer[..<count]
      }
      let requestLine =
        String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
      let parts = requestLine.split(separator: " ")
      return parts.count >= 2 ? String(parts[1]) : nil
    }

    private func write(_ bytes: [UInt8], to connection: Int32) {
      #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
      #else
        let flags: Int32 = 0
      #endif
      var offset = 0
      while offset < bytes.count {
        let sent = bytes[offset...].withUnsafeBytes {
          send(connection, $0.baseAddress, $0.count, flags)
        }
        guard sent > 0 else { return }
        offset += sent
      }
    }

    private func waitUntilReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      return poll(&request, 1, milliseconds) > 0
    }
  }
}

extension [UInt8] {
  /// Whether these bytes hold the blank line that ends an HTTP request's head.
  fileprivate var containsHeaderEnd: Bool {
    guard count >= 4 else { return false }
    return (0...(count - 4)).contains {
      self[$0] == 13 && self[$0 + 1] == 10 && self[$0 + 2] == 13 && self[$0 + 3] == 10
    }
  }
}
