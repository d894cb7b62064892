import Effects
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every number fact error says what went wrong and what to do; URL errors map onto them.
final class NumberFactErrorTests: XCTestCase {
  func testEveryErrorExplainsWhatToDo() {
    let errors: [NumberFactError] = [
      .offline, .timedOut, .badStatus(404), .emptyBody, .invalidResponse, .requestFailed("reset"),
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

  func testURLErrorsMapToOfflineTimedOutAndTheRest() {
    let offline: [URLError.Code] = [
      .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .networkConnectionLost,
    ]
    for code in offline {
      XCTAssertEqual(NumberFactError(URLError(code)), .offline, "\(code)")
    }
    XCTAssertEqual(NumberFactError(URLError(.timedOut)), .timedOut)
    XCTAssertEqual(NumberFactError(URLError(.badServerResponse)), .invalidResponse)
    guard case .requestFailed = NumberFactError(URLError(.badURL)) else {
      return XCTFail("badURL should be requestFailed")
    }
  }
}
