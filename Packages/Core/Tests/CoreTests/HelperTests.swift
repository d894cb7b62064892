import Core
import Foundation
import XCTest

private struct Item: Identifiable, Equatable {
  let id: Int
  var name: String
}

@MainActor
final class HelperTests: XCTestCase {
  func testUUIDFromAnIntegerAndTheIncrementingGenerator() {
    XCTAssertEqual(UUID(0).uuidString, "00000000-0000-0000-0000-000000000000")
    XCTAssertEqual(UUID(1).uuidString, "00000000-0000-0000-0000-000000000001")
    XCTAssertEqual(UUID(255).uuidString, "00000000-0000-0000-0000-0000000000FF")
    let uuid = UUIDGenerator.incrementing
    XCTAssertEqual([uuid(), uuid(), uuid()], [UUID(0), UUID(1), UUID(2)])
  }

  func testDateNowIsSettableInDependencies() {
    withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    } operation: {
      @Dependency(\.date) var date
      XCTAssertEqual(date.now, Date(timeIntervalSince1970: 1_234_567_890))
      XCTAssertEqual(date(), Date(timeIntervalSince1970: 1_234_567_890))
    }
  }

  func testAnyHashableSendableComparesAndHashesLikeItsBase() {
    XCTAssertEqual(AnyHashableSendable(1), AnyHashableSendable(1))
    XCTAssertNotEqual(AnyHashableSendable(1), AnyHashableSendable("1"))
    XCTAssertEqual(Set([AnyHashableSendable(1), AnyHashableSendable(1)]).count, 1)
    XCTAssertEqual(AnyHashableSendable("a").base as? String, "a")
  }

  func testTaskNeverThrowsOnlyWhenCancelled() async {
    let task = Task { try await Task.never() }
    for _ in 0..<10 { await Task.yield() }
    task.cancel()
    let result = await task.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
  }

  func testFinishedStreamsEndAtOnce() async {
    var count = 0
    for await _ in AsyncStream<Int>.finished { count += 1 }
    XCTAssertEqual(count, 0)
    struct Failure: Error {}
    do {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Failure()) {}
      XCTFail("Expected the stream to throw")
    } catch {
      XCTAssertTrue(error is Failure)
    }
  }

  func testATimerTicksOncePerIntervalOnATestClock() async {
    let clock = TestClock()
    let ticks = LockIsolated<[Duration]>([])
    let task = Task {
      for await elapsed in clock.timer(interval: .seconds(1)) {
        ticks.withValue { $0.append(elapsed) }
      }
    }
    // NB: No TestStore here, so the timer's task runs on the global executor: the clock moves
    // one interval at a time, each time once the timer waits on it again (on a loaded machine,
    // moving three seconds at once could end before the timer had slept again, and a tick
    // would be lost); then no fourth tick may come.
    for second in 1...3 {
      await waitUntil { clock.sleeperCount == 1 }
      await clock.advance(by: .seconds(1))
      await waitUntil { ticks.value.count == second }
    }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(ticks.value, [.seconds(1), .seconds(2), .seconds(3)])
    task.cancel()
    _ = await task.result
  }

  func testATimerStartsWhenItsTaskAsksForTheFirstTick() async {
    let clock = TestClock()
    let timer = clock.timer(interval: .seconds(1))
    // Made but not iterated yet: as swift-clocks' timer, it has not started.
    await clock.advance(by: .seconds(5))
    let ticks = LockIsolated<[Duration]>([])
    let task = Task {
      for await elapsed in timer {
        ticks.withValue { $0.append(elapsed) }
      }
    }
    for second in 1...2 {
      await waitUntil { clock.sleeperCount == 1 }
      await clock.advance(by: .seconds(1))
      await waitUntil { ticks.value.count == second }
    }
    XCTAssertEqual(ticks.value, [.seconds(1), .seconds(2)], "counted from the first ask, at 5 s")
    task.cancel()
    _ = await task.result
  }

  func testATimerSkipsTheTicksItsTaskWasTooBusyToTake() async {
    let clock = TestClock()
    let ticks = LockIsolated<[Duration]>([])
    let (gate, open) = AsyncStream<Void>.makeStream()
    let task = Task {
      var iterator = clock.timer(interval: .seconds(1)).makeAsyncIterator()
      var gates = gate.makeAsyncIterator()
      while let elapsed = await iterator.next() {
        ticks.withValue { $0.append(elapsed) }
        // Busy after the first tick, until the test lets it go on.
        if ticks.value.count == 1 { _ = await gates.next() }
      }
    }
    await waitUntil { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await waitUntil { ticks.value.count == 1 }
    // Three more intervals pass while the task is busy: one tick is due, not three.
    await clock.advance(by: .seconds(3))
    open.yield()
    // The first deadline after the busy spell (3 s) was already past: that tick came at once.
    await waitUntil { ticks.value.count == 2 }
    // The next is the slot at 4 s, which is `now`: as swift-clocks' timer on its test clock,
    // it waits for the next advance, even by zero. One wake at a time, as above.
    await waitUntil { clock.sleeperCount == 1 }
    await clock.advance(by: .zero)
    await waitUntil { ticks.value.count == 3 }
    await waitUntil { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await waitUntil { ticks.value.count == 4 }
    XCTAssertEqual(ticks.value, [.seconds(1), .seconds(4), .seconds(4), .seconds(5)])
    task.cancel()
    _ = await task.result
  }

  func testATimerRunsOnTheContinuousClockDependency() async {
    let clock = TestClock()
    let ticks = LockIsolated(0)
    let task = withDependencies {
      $0.continuousClock = clock
    } operation: {
      @Dependency(\.continuousClock) var continuousClock
      // The dependency is an existential, `any Clock<Duration>`, as in TCA.
      return Task {
        for await _ in continuousClock.timer(interval: .milliseconds(500)) {
          ticks.withValue { $0 += 1 }
        }
      }
    }
    // As above, the clock moves one interval at a time; then no fifth tick may come.
    for expected in 1...4 {
      await waitUntil { clock.sleeperCount == 1 }
      await clock.advance(by: .milliseconds(500))
      await waitUntil { ticks.value == expected }
    }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(ticks.value, 4)
    task.cancel()
    _ = await task.result
  }

  func testIdentifiedArrayAsAMutableCollection() {
    var items: IdentifiedArrayOf<Item> = [
      Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c"),
    ]
    items[0].name = "A"
    XCTAssertEqual(items[id: 1]?.name, "A")
    items.swapAt(0, 2)
    XCTAssertEqual(items.ids, [3, 2, 1])
    XCTAssertEqual(items.index(id: 1), 2)
    items.reverse()
    XCTAssertEqual(items.ids, [1, 2, 3])
    XCTAssertEqual(items[id: 3]?.name, "c")
    let filtered: IdentifiedArrayOf<Item> = items.filter { $0.id != 2 }
    XCTAssertEqual(filtered.ids, [1, 3])
    XCTAssertEqual(filtered[id: 3]?.name, "c")
    items[id: 2] = nil
    XCTAssertEqual(items.ids, [1, 3])
    items.move(fromOffsets: IndexSet(integer: 1), toOffset: 0)
    XCTAssertEqual(items.ids, [3, 1])
  }

  func testIdentifiedActionSubscriptReadsOneElementsAction() {
    let action = IdentifiedAction<Int, String>.element(id: 1, action: "toggled")
    XCTAssertEqual(action[id: 1], "toggled")
    XCTAssertNil(action[id: 2])
  }
}
