import Core
import Testing
import XCTest

/// Two XCTest tests that each count with the same test dependency: each starts at 0,
/// whichever runs first.
@MainActor
final class TestIsolationXCTests: XCTestCase {
  func testFirstTestStartsCountingAtZero() async {
    await takeTwoTickets()
  }

  func testSecondTestStartsCountingAtZeroToo() async {
    await takeTwoTickets()
  }

  private func takeTwoTickets() async {
    let store = TestStore(initialState: TicketCounter.State()) { TicketCounter() }
    await store.send(.take) { $0.tickets = [0] }
    await store.send(.take) { $0.tickets = [0, 1] }
  }
}

/// The same under Swift Testing, which runs tests in parallel: each test has its own
/// defaults, read directly or through a store.
@Suite struct TestIsolationSwiftTests {
  @Test func firstTestReadsZero() {
    @Dependency(TicketMachine.self) var machine
    #expect(machine.next() == 0)
    #expect(machine.next() == 1)
  }

  @Test func secondTestReadsZeroToo() {
    @Dependency(TicketMachine.self) var machine
    #expect(machine.next() == 0)
    #expect(machine.next() == 1)
  }

  @Test @MainActor func aStoreInATestStartsAtZero() async {
    let store = TestStore(initialState: TicketCounter.State()) { TicketCounter() }
    await store.send(.take) { $0.tickets = [0] }
  }
}
