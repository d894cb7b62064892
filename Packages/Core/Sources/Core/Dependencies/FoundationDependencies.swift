import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The Foundation values TCA code reads from `DependencyValues` without declaring them, as
// swift-dependencies provides them. Calendar, locale and time zone have no test value of their
// own: a test that reads one without overriding it is told so and gets the current one.

extension DependencyValues {
  /// The calendar, `Calendar.autoupdatingCurrent` live.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The locale, `Locale.autoupdatingCurrent` live.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone, `TimeZone.autoupdatingCurrent` live.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The URL session, `URLSession.shared` live. In a test that does not override it, reading
  /// it is reported and every request made through it fails, so that no test reaches the
  /// network by accident.
  public var urlSession: URLSession {
    get { self[URLSessionKey.self].session }
    set { self[URLSessionKey.self] = SendableURLSession(session: newValue) }
  }
}

private enum CalendarKey: DependencyKey {
  static var liveValue: Calendar { .autoupdatingCurrent }
}

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }
}

private enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { .autoupdatingCurrent }
}

/// A session as a dependency value.
private struct SendableURLSession: @unchecked Sendable {
  // Safe because URLSession is thread-safe: Foundation documents its methods as callable from
  // any thread, and the reference itself is never changed.
  let session: URLSession
}

private enum URLSessionKey: DependencyKey {
  static var liveValue: SendableURLSession { SendableURLSession(session: .shared) }
  static var testValue: SendableURLSession {
    reportIssue(unimplementedMessage(#"@Dependency(\.urlSession)"#))
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [FailingURLProtocol.self]
    return SendableURLSession(session: URLSession(configuration: configuration))
  }
}

/// Fails every request: the test value's session never reaches the network.
private final class FailingURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
  override func startLoading() {
    client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
  }
  override func stopLoading() {}
}
