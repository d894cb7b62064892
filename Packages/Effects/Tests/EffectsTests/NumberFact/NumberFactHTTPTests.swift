import Effects
import EffectsLive
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The HTTP client against a real server on 127.0.0.1: never the internet.
final class NumberFactHTTPTests: XCTestCase {
  private var sessions: [URLSession] = []

  override func tearDown() {
    sessions.forEach { $0.invalidateAndCancel() }
    sessions = []
    super.tearDown()
  }

  /// A fresh session that uses no proxy, so requests go straight to 127.0.0.1.
  func makeSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.connectionProxyDictionary = [:]
    let session = URLSession(configuration: configuration)
    sessions.append(session)
    return session
  }

  func testHappyPath_returnsTheTrimmedBodyOfTheNumbersPath() async throws {
    let server = try LoopbackHTTPServer { path in
      .text(200, "  \(path.dropFirst()) is the answer.\n")
    }
    defer { server.stop() }
    let client = NumberFactClient.http(baseURL: server.baseURL, session: makeSession())

    let fact = try await client.fact(number: 42)

    XCTAssertEqual(fact, "42 is the answer.")
    XCTAssertEqual(server.requestedPaths, ["/42"])
  }

  func testNegativeNumber_isSentAsItsOwnPathComponent() async throws {
    let server = try LoopbackHTTPServer { path in .text(200, "\(path.dropFirst()) is negative.") }
    defer { server.stop() }
    let client = NumberFactClient.http(baseURL: server.baseURL, session: makeSession())

    let fact = try await client.fact(number: -7)

    XCTAssertEqual(fact, "-7 is negative.")
    XCTAssertEqual(server.requestedPaths, ["/-7"])
  }

  func testUnhappyPath_notFoundStatus_throwsBadStatus() async throws {
    let server = try LoopbackHTTPServer { _ in .text(404, "Not Found") }
    defer { server.stop() }
    let client = NumberFactClient.http(baseURL: server.baseURL, session: makeSession())

    await assertFact(of: client, throws: .badStatus(404))
  }

  func testUnhappyPath_serverError_throwsBadStatus() async throws {
    let server = try LoopbackHTTPServer { _ in .text(503, "Busy") }
    defer { server.stop() }
    let client = NumberFactClient.http(baseURL: server.baseURL, session: makeSession())

    await assertFact(of: client, throws: .badStatus(503))
  }

  func testUnhappyPath_emptyBody_throwsEmptyBody() async throws {
    let server = try LoopbackHTTPServer { _ in .text(200, "") }
    defer { server.stop() }
    let client = NumberFactClient.http(baseURL: server.baseURL, session: makeSession())

    await assertFact(of: client, throws: .emptyBody)
  }

  func testUnhappyPath_bodyThatIsNotUTF8_throwsInvalidResponse() async throws {
    let server = try LoopbackHTTPServer { _ in .bytes(200, [0x34, 0x32, 0xFF, 0xFE, 0x20]) }
    defer { server.stop() }
    let client = NumberFactClient.http(baseURL: server.baseURL, session: makeSession())

    await assertFact(of: client, throws: .invalidResponse)
  }

  func testUnhappyPath_tenMegabyteBody_throwsTooLong() async throws {
    let body = String(repeating: "42 is a number. ", count: 655_360)
    let server = try LoopbackHTTPServer { _ in .text(200, body) }
    defer { server.stop() }
    let client = NumberFactClient.http(baseURL: server.baseURL, session: makeSession())

    await assertFact(of: client, throws: .tooLong(byteCount: body.utf8.count))
  }

  func testUnhappyPath_whitespaceOnlyBody_throwsEmptyBody() async throws {
    let server = try LoopbackHTTPServer { _ in .text(200, " \n\t \r\n") }
    defer { server.stop() }
    let client = NumberFactClient.http(baseURL: server.baseURL, session: makeSession())

    await assertFact(of: client, throws: .emptyBody)
  }

  func testUnhappyPath_slowServer_throwsTimedOutAfterTheTimeout() async throws {
    let server = try LoopbackHTTPServer { _ in .silence(.seconds(5)) }
    defer { server.stop() }
    let client = NumberFactClient.http(
      baseURL: server.baseURL, timeout: .milliseconds(200), session: makeSession())

    let start = ContinuousClock.now
    await assertFact(of: client, throws: .timedOut)
    let elapsed = ContinuousClock.now - start

    XCTAssertLessThan(
      elapsed, .seconds(4), "the request should give up long before the server's 5 s silence ends")
  }

  func testUnhappyPath_nobodyListening_throwsOffline() async throws {
    let closedPort = try LoopbackSocket()
    let client = NumberFactClient.http(
      baseURL: URL(string: "http://127.0.0.1:\(closedPort.port)")!, session: makeSession()
    )

    await assertFact(of: client, throws: .offline)
  }

  /// `.invalid` never resolves (RFC 6761), so no HTTP request is sent; only the name server is
  /// asked. One that does not answer within the timeout skips the test rather than fail it.
  func testUnhappyPath_hostThatDoesNotResolve_throwsHostNotFoundBeforeTheTimeout() async throws {
    let timeout = Duration.seconds(5)
    let client = NumberFactClient.http(
      baseURL: URL(string: "http://numbersapi.invalid")!, timeout: timeout, session: makeSession()
    )

    let start = ContinuousClock.now
    let result = await Result { try await client.fact(number: 7) }
    let elapsed = ContinuousClock.now - start

    if case .failure(NumberFactError.timedOut) = result {
      throw XCTSkip("the name server did not answer within \(timeout); NumberFactErrorTests map it")
    }
    XCTAssertThrowsError(try result.get()) { error in
      XCTAssertEqual(error as? NumberFactError, .hostNotFound("numbersapi.invalid"), "\(error)")
    }
    XCTAssertLessThan(elapsed, timeout)
  }

  func testCancellingTheCaller_cancelsTheRequest() async throws {
    let server = try LoopbackHTTPServer { _ in .silence(.seconds(5)) }
    defer { server.stop() }
    let client = NumberFactClient.http(
      baseURL: server.baseURL, timeout: .seconds(10), session: makeSession())
    let request = Task { try await client.fact(number: 1) }
    await waitUntil { !server.requestedPaths.isEmpty }
    XCTAssertEqual(server.requestedPaths, ["/1"])

    let start = ContinuousClock.now
    request.cancel()
    let result = await request.result

    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(4))
  }

  private func assertFact(
    of client: NumberFactClient, throws expected: NumberFactError, file: StaticString = #filePath,
    line: UInt = #line
  ) async {
    do {
      let fact = try await client.fact(number: 7)
      XCTFail("Expected \(expected), got the fact \"\(fact)\"", file: file, line: line)
    } catch {
      XCTAssertEqual(error as? NumberFactError, expected, "\(error)", file: file, line: line)
    }
  }
}
