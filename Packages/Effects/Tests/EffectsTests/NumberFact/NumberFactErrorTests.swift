import Effects
import EffectsLive
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every number fact error says what went wrong and what to do; URL errors map onto them.
final class NumberFactErrorTests: XCTestCase {
  func testEveryErrorExplainsWhatToDo() {
    let errors: [NumberFactError] = [
      .offline, .hostNotFound("numbersapi.com"), .timedOut, .badStatus(404), .emptyBody,
      .invalidResponse, .requestFailed("reset"),
      .catalogueUnavailable("file missing"),
    ]
    assertErrorsAreActionable(errors)
    for error in errors {
      XCTAssertTrue(error.description.contains("number fact"), error.description)
    }
    XCTAssertTrue(NumberFactError.badStatus(404).description.contains("404"))
    XCTAssertTrue(
      NumberFactError.catalogueUnavailable("file missing").description.contains("file missing"))
  }

  func testHostNotFound_namesTheHostAndReadsUnlikeOfflineAndTimedOut() {
    let message = NumberFactError.hostNotFound("numbersapi.com").description

    XCTAssertEqual(
      message,
      "Cannot find the number facts server numbersapi.com: its name does not resolve. Check "
        + "your network connection and the service address, then try again.")
    XCTAssertNotEqual(message, NumberFactError.offline.description)
    XCTAssertNotEqual(message, NumberFactError.timedOut.description)
  }

  func testURLErrorsMapToHostNotFoundOfflineTimedOutAndTheRest() {
    let host = "numbersapi.com"
    for code: URLError.Code in [.cannotFindHost, .dnsLookupFailed] {
      XCTAssertEqual(NumberFactError(URLError(code), host: host), .hostNotFound(host), "\(code)")
    }
    let offline: [URLError.Code] = [
      .notConnectedToInternet, .cannotConnectToHost, .networkConnectionLost,
    ]
    for code in offline {
      XCTAssertEqual(NumberFactError(URLError(code), host: host), .offline, "\(code)")
    }
    XCTAssertEqual(NumberFactError(URLError(.timedOut), host: host), .timedOut)
    XCTAssertEqual(NumberFactError(URLError(.badServerResponse), host: host), .invalidResponse)
    guard case .requestFailed = NumberFactError(URLError(.badURL), host: host) else {
      return XCTFail("badURL should be requestFailed")
    }
  }
}
