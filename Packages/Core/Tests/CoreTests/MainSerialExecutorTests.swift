import Testing

@testable import Core

/// `withMainSerialExecutor`, as a replay uses it: jobs meant for the global executor run on
/// the main actor, one at a time, in the order they were queued.
@MainActor
@Suite struct MainSerialExecutorTests {
  @Test func aDetachedTaskRunsOnTheMainActor() async {
    let onMain = await withMainSerialExecutor {
      await Task.detached { isOnMainActor() }.value
    }
    #expect(onMain)
  }

  @Test func detachedTasksRunInTheOrderTheyWereMade() async {
    let order = LockIsolated<[Int]>([])
    await withMainSerialExecutor {
      let tasks = (1...20).map { number in
        Task.detached { order.withValue { $0.append(number) } }
      }
      for task in tasks { await task.value }
    }
    #expect(order.value == Array(1...20))
  }

  /// TCA's `TestStore.useMainSerialExecutor`: on from the store's creation; turned off, this
  /// store no longer asks for effects one at a time, and going away it does not let go twice.
  @Test func aTestStoreCanLetItsEffectsRunInParallel() {
    let before = MainSerialExecutor.users
    do {
      let store = TestStore(initialState: 0) { EmptyReducer<Int, Never>() }
      #expect(store.useMainSerialExecutor)
      #expect(MainSerialExecutor.users == before + 1)
      store.useMainSerialExecutor = false
      store.useMainSerialExecutor = false
      #expect(!store.useMainSerialExecutor)
      #expect(MainSerialExecutor.users == before)
      store.useMainSerialExecutor = true
      #expect(MainSerialExecutor.users == before + 1)
      store.useMainSerialExecutor = false
    }
    #expect(MainSerialExecutor.users == before, "released once, by the setter")
  }

  /// As TCA's, a store's `false` turns the global switch off too, until the store goes.
  @Test func aStoreTurnedOffTurnsTheSwitchOffUntilItGoes() {
    uncheckedUseMainSerialExecutor = true
    let before = MainSerialExecutor.users
    do {
      let store = TestStore(initialState: 0) { EmptyReducer<Int, Never>() }
      store.useMainSerialExecutor = false
      #expect(!uncheckedUseMainSerialExecutor)
      #expect(MainSerialExecutor.users == before - 1)
    }
    #expect(uncheckedUseMainSerialExecutor, "put back as the store went")
    #expect(MainSerialExecutor.users == before)
    uncheckedUseMainSerialExecutor = false
  }

  /// The global switch TCA's test suites set in `init()`: set twice, it holds once.
  @Test func theGlobalSwitchHoldsTheExecutorOnceWhileOn() {
    let before = MainSerialExecutor.users
    uncheckedUseMainSerialExecutor = true
    uncheckedUseMainSerialExecutor = true
    #expect(uncheckedUseMainSerialExecutor)
    #expect(MainSerialExecutor.users == before + 1)
    uncheckedUseMainSerialExecutor = false
    #expect(!uncheckedUseMainSerialExecutor)
    #expect(MainSerialExecutor.users == before)
  }
}
