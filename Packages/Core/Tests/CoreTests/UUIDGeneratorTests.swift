import Core
import Foundation
import XCTest

final class UUIDGeneratorTests: XCTestCase {
  func testIncrementing() {
    let uuid = UUIDGenerator.incrementing
    XCTAssertEqual(uuid().uuidString, "00000000-0000-0000-0000-000000000000")
    XCTAssertEqual(uuid().uuidString, "00000000-0000-0000-0000-000000000001")
    XCTAssertEqual(uuid().uuidString, "00000000-0000-0000-0000-000000000002")
    for _ in 3..<255 { _ = uuid() }
    XCTAssertEqual(uuid().uuidString, "00000000-0000-0000-0000-0000000000FF")
    XCTAssertEqual(uuid().uuidString, "00000000-0000-0000-0000-000000000100")
  }

  func testEachIncrementingGeneratorStartsAtZeroAndCopiesShareTheSequence() {
    let first = UUIDGenerator.incrementing
    let copy = first
    _ = first()
    XCTAssertEqual(copy().uuidString, "00000000-0000-0000-0000-000000000001")
    XCTAssertEqual(UUIDGenerator.incrementing().uuidString, "00000000-0000-0000-0000-000000000000")
  }

  func testIncrementingFromManyTasksHandsOutEachUUIDOnce() async {
    let uuid = UUIDGenerator.incrementing
    let all = await withTaskGroup(of: UUID.self) { group in
      for _ in 0..<200 { group.addTask { uuid() } }
      return await group.reduce(into: Set<UUID>()) { $0.insert($1) }
    }
    XCTAssertEqual(all.count, 200)
  }

  func testConstant() {
    let fixed = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    let uuid = UUIDGenerator.constant(fixed)
    XCTAssertEqual(uuid(), fixed)
    XCTAssertEqual(uuid(), fixed)
  }

  func testCustom() {
    let fixed = UUID()
    XCTAssertEqual(UUIDGenerator { fixed }(), fixed)
  }

  func testLiveValueIsRandom() {
    let uuid = withDependencies {
      $0.context = .live
    } operation: {
      DependencyValues.current.uuid
    }
    XCTAssertNotEqual(uuid(), uuid())
  }

  func testTestValueReportsAnIssue() {
    let issues = CollectingIssueReporter()
    let uuid = withIssueReporters([issues]) {
      @Dependency(\.uuid) var uuid
      return uuid()
    }
    XCTAssertEqual(uuid.uuidString, "00000000-0000-0000-0000-000000000000")
    XCTAssertEqual(
      issues.messages,
      [
        """
        Unimplemented: @Dependency(\\.uuid) was called.
        Override it in the test with withDependencies or in the TestStore's dependencies.
        """
      ]
    )
  }

  func testOverride() {
    let uuid = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      @Dependency(\.uuid) var uuid
      return [uuid(), uuid()]
    }
    XCTAssertEqual(
      uuid.map(\.uuidString),
      ["00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000001"]
    )
  }
}
