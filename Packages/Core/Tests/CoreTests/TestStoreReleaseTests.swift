import Foundation
import Testing

@testable import Core

/// A test store runs effects on the main actor through a runtime hook while it lives; the
/// hook goes with the last store, wherever that store ends.
@MainActor
@Suite struct TestStoreReleaseTests {
  /// In a child process, where no other test's store is alive to keep the hook.
  @Test(.enabled(if: Canary.current == nil))
  func aTestStoreReleasedOffTheMainActorStillLetsGoOfTheHook() async throws {
    let run = try await Canary.run("release-off-main", swiftTesting: "releaseOffTheMainActor")
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("releaseOffTheMainActor() passed"), "\(run.output)")
  }

  /// Holds a store so that another thread can release it.
  private final class Holder: @unchecked Sendable {
    // NB: Unchecked: set once here, then cleared by the one thread below.
    var store: TestStore<Int, Void>?
  }

  @Test(.enabled(if: Canary.current == "release-off-main"))
  func releaseOffTheMainActor() async {
    #expect(MainSerialExecutor.users == 0)
    let holder = Holder()
    holder.store = TestStore(initialState: 0) { Reduce { _, _ in .none } }
    #expect(MainSerialExecutor.users == 1)
    // NB: A thread of its own: while a test store lives, even a detached task runs on the
    // main actor.
    let released = LockIsolated(false)
    Thread {
      holder.store = nil
      released.setValue(true)
    }.start()
    await waitUntil { released.value }
    await waitUntil { MainSerialExecutor.users == 0 }
  }
}
