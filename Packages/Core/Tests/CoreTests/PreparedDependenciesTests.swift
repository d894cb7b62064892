import Core
import Testing

/// A key only these tests prepare and read: `prepareDependencies` changes the whole process,
/// and other tests run meanwhile.
private enum PreparedProbeKey: TestDependencyKey {
  static let testValue = 0
}

/// `prepareDependencies` read from other threads while it changes the values: a reader never
/// takes a lock, so it must see each published value whole, and every later one after it.
@Suite(.serialized) struct PreparedDependenciesTests {
  @Test func readersOnOtherThreadsSeeThePreparedValuesInOrder() async {
    // NB: From what the other test of the suite, or an earlier repetition, left.
    let base = DependencyValues.current[PreparedProbeKey.self]
    let preparations = 50
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for value in base + 1...base + preparations {
          prepareDependencies { $0[PreparedProbeKey.self] = value }
        }
      }
      for _ in 0..<4 {
        group.addTask {
          var last = base
          for _ in 0..<2_000 {
            let value = DependencyValues.current[PreparedProbeKey.self]
            #expect(value >= last, "a reader saw an older value after a newer one")
            last = value
          }
        }
      }
    }
    #expect(DependencyValues.current[PreparedProbeKey.self] == base + preparations)
  }

  @Test(.timeLimit(.minutes(1))) func aPreparationMayReadTheValuesItChanges() {
    prepareDependencies { $0[PreparedProbeKey.self] = 100 }
    prepareDependencies { values in
      // NB: Read while the preparation runs: a lock held for it would deadlock here.
      values[PreparedProbeKey.self] = DependencyValues.current[PreparedProbeKey.self] + 1
    }
    #expect(DependencyValues.current[PreparedProbeKey.self] == 101)
  }
}
