import Core
import Foundation
import XCTest

final class DateGeneratorTests: XCTestCase {
  func testConstant() {
    let date = DateGenerator.constant(Date(timeIntervalSince1970: 1_234_567_890))
    XCTAssertEqual(date.now, Date(timeIntervalSince1970: 1_234_567_890))
    XCTAssertEqual(date(), Date(timeIntervalSince1970: 1_234_567_890))
  }

  func testCustom() {
    let calls = LockIsolated(0)
    let date = DateGenerator {
      calls.withValue { $0 += 1 }
      return Date(timeIntervalSince1970: 42)
    }
    XCTAssertEqual(date.now, Date(timeIntervalSince1970: 42))
    XCTAssertEqual(date(), Date(timeIntervalSince1970: 42))
    XCTAssertEqual(calls.value, 2)
  }

  func testLiveValueIsTheCurrentDate() {
    let date = withDependencies {
      $0.context = .live
    } operation: {
      DependencyValues.current.date
    }
    let before = Date()
    let now = date.now
    let after = Date()
    XCTAssertLessThanOrEqual(before, now)
    XCTAssertLessThanOrEqual(now, after)
  }

  func testTestValueReportsAnIssue() {
    let issues = CollectingIssueReporter()
    let (now, called) = withIssueReporters([issues]) {
      @Dependency(\.date) var date
      return (date.now, date())
    }
    XCTAssertEqual(now, Date(timeIntervalSince1970: 0))
    XCTAssertEqual(called, Date(timeIntervalSince1970: 0))
    let message = """
      Unimplemented: @Dependency(\\.date) was called.
      Override it in the test with withDependencies or in the TestStore's dependencies.
      """
    XCTAssertEqual(issues.messages, [message, message])
  }

  func testOverride() {
    let now = withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 7))
    } operation: {
      @Dependency(\.date) var date
      return date.now
    }
    XCTAssertEqual(now, Date(timeIntervalSince1970: 7))
  }
}
