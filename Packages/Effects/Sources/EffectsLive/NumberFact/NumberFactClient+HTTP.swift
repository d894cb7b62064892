import Effects
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NumberFactClient {
  /// `GET <baseURL>/<number>` answers with a plain-text fact. Each call throws a
  /// ``NumberFactError`` (see ``NumberFactError/init(_:host:)``); an answer longer than
  /// ``maximumFactLength`` is ``NumberFactError/tooLong(byteCount:)``, and no answer within
  /// `timeout` is ``NumberFactError/timedOut``. Cancelling the calling task cancels the
  /// request and throws `CancellationError`.
  public static func http(
    baseURL: URL = URL(string: "http://numbersapi.com")!,
    timeout: Duration = .seconds(5),
    session: URLSession = .shared
  ) -> NumberFactClient {
    let host = baseURL.host ?? baseURL.absoluteString
    return NumberFactClient { number in
      var request = URLRequest(
        url: baseURL.appendingPathComponent(String(number)),
        cachePolicy: .reloadIgnoringLocalCacheData,
        timeoutInterval: timeout.timeInterval
      )
      request.setValue("text/plain", forHTTPHeaderField: "Accept")
      let (data, response) = try await send(request, to: host, on: session, timeout: timeout)
      guard let response = response as? HTTPURLResponse else {
        throw NumberFactError.invalidResponse
      }
      guard (200..<300).contains(response.statusCode) else {
        throw NumberFactError.badStatus(response.statusCode)
      }
      guard data.count <= maximumFactLength else {
        throw NumberFactError.tooLong(byteCount: data.count)
      }
      guard let body = String(data: data, encoding: .utf8) else {
        throw NumberFactError.invalidResponse
      }
      let fact = body.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !fact.isEmpty else { throw NumberFactError.emptyBody }
      return fact
    }
  }

  /// In bytes: numbersapi.com's facts are one sentence.
  public static let maximumFactLength = 4_096

  /// NB: The request's own `timeoutInterval` is not enough: on Linux, a server that accepts
  /// the connection and then stays silent holds the request until it closes the connection.
  /// So the request races a sleep, and whichever finishes first cancels the other.
  private static func send(
    _ request: URLRequest, to host: String, on session: URLSession, timeout: Duration
  ) async throws -> (Data, URLResponse) {
    try await withThrowingTaskGroup(of: (Data, URLResponse).self) { group in
      group.addTask {
        do {
          return try await session.data(for: request)
        } catch let error as URLError where error.code == .cancelled {
          throw CancellationError()
        } catch let error as URLError {
          throw NumberFactError(error, host: host)
        }
      }
      group.addTask {
        try await Task.sleep(for: timeout)
        throw NumberFactError.timedOut
      }
      defer { group.cancelAll() }
      guard let first = try await group.next() else { throw CancellationError() }
      return first
    }
  }
}

extension NumberFactError {
  /// A host name that does not resolve is ``hostNotFound(_:)``, other unreachable hosts are
  /// ``offline``, unreadable answers are ``invalidResponse``, and anything else is
  /// ``requestFailed(_:)``.
  public init(_ error: URLError, host: String) {
    switch error.code {
    case .cannotFindHost, .dnsLookupFailed:
      self = .hostNotFound(host)
    case .notConnectedToInternet, .cannotConnectToHost, .networkConnectionLost:
      self = .offline
    case .timedOut:
      self = .timedOut
    case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData:
      self = .invalidResponse
    default:
      self = .requestFailed("\(error.localizedDescription) (URL error \(error.code.rawValue))")
    }
  }
}

extension Duration {
  fileprivate var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
