import Core
import Testing

/// `LockIsolated` from many threads at once: its lock, not Swift's exclusivity check (turned
/// off on its value), is what keeps the accesses apart; ThreadSanitizer (CI) sees a missing
/// one.
@Suite struct LockIsolatedTests {
  @Test func changesFromManyThreadsAtOnceAreAllKept() async {
    let count = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 { count.withValue { $0 += 1 } }
        }
      }
    }
    #expect(count.value == 8_000)
  }
}
