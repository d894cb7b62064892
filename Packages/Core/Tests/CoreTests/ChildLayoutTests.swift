import Dispatch
import Testing

@testable import Core

/// A child reducer's call site remembers what it asks of its key path on every send (the
/// child's stored offset, whether the child has value identity) per key path object, in a
/// list of at most `ChildLayoutRecord.limit`: these pin down that every key path reaching a
/// site gets its own answers, remembered or not.
@Suite struct ChildLayoutTests {
  private struct Plain: Equatable {
    var count = 0
  }

  private struct Identified: Equatable, Identifiable {
    var id = 0
  }

  private struct Parent {
    var label = "parent"
    var plain: Plain? = Plain()
    var identified: Identified? = Identified()
    var backing: Plain? = Plain()
    var computed: Plain? {
      get { backing }
      set { backing = newValue }
    }
    var p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0, p8 = 0, p9 = 0
  }

  @Test func aSiteAnswersWithMemoryLayoutsOffsetAndTheChildsIdentity() {
    let site = reducerSite(line: 52_000, column: 1)
    // Twice: the first call asks the tables and remembers, the second reads the record.
    for _ in 0..<2 {
      let layout = site.childLayout(of: \Parent.identified, childState: Identified.self)
      #expect(layout.offset == MemoryLayout<Parent>.offset(of: \Parent.identified))
      #expect(layout.hasValueIdentity)
    }
  }

  @Test func keyPathsSharingASiteEachGetTheirOwnAnswers() {
    let site = reducerSite(line: 52_001, column: 1)
    for _ in 0..<2 {
      let plain = site.childLayout(of: \Parent.plain, childState: Plain.self)
      let identified = site.childLayout(of: \Parent.identified, childState: Identified.self)
      let computed = site.childLayout(of: \Parent.computed, childState: Plain.self)
      #expect(plain.offset == MemoryLayout<Parent>.offset(of: \Parent.plain))
      #expect(!plain.hasValueIdentity)
      #expect(identified.offset == MemoryLayout<Parent>.offset(of: \Parent.identified))
      #expect(identified.hasValueIdentity)
      #expect(computed.offset == nil)
      #expect(!computed.hasValueIdentity)
      #expect(plain.offset != identified.offset)
    }
  }

  @Test func keyPathsPastTheLimitAreStillAnsweredRight() {
    let site = reducerSite(line: 52_002, column: 1)
    let paths: [WritableKeyPath<Parent, Int>] = [
      \.p0, \.p1, \.p2, \.p3, \.p4, \.p5, \.p6, \.p7, \.p8, \.p9,
    ]
    #expect(paths.count > ChildLayoutRecord.limit)
    for _ in 0..<2 {
      for path in paths {
        #expect(
          site.childLayout(of: path, childState: Int.self).offset
            == MemoryLayout<Parent>.offset(of: path))
      }
    }
  }

  @Test func threadsAskingOneSiteAtOnceAllGetTheRightAnswers() async {
    let wrong = await withTaskGroup(of: Int.self) { group in
      for thread in 0..<8 {
        group.addTask {
          let paths: [WritableKeyPath<Parent, Int>] = [
            \.p0, \.p1, \.p2, \.p3, \.p4, \.p5, \.p6, \.p7, \.p8, \.p9,
          ]
          let expected = paths.map { MemoryLayout<Parent>.offset(of: $0) }
          let site = reducerSite(line: 52_003, column: 1)
          var wrong = 0
          for round in 0..<200 {
            let index = (thread + round) % paths.count
            let path = paths[index]
            if site.childLayout(of: path, childState: Int.self).offset != expected[index] {
              wrong += 1
            }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(wrong == 0)
  }

  /// A generic host whose one `ifLet` call site reaches whichever child its key path names.
  private struct Host: Reducer {
    struct State: Equatable {
      var first: Counter.State? = Counter.State()
      var second: Counter.State? = Counter.State()
    }

    typealias Action = Int

    let child: WritableKeyPath<State, Counter.State?>

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(child, action: .case({ $0 }, { $0 })) {
          Counter()
        }
    }
  }

  private struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
    }

    func reduce(into state: inout State, action: Int) -> Effect<Int> {
      state.count += action
      return .none
    }
  }

  @Test func oneIfLetCallSiteWithTwoKeyPathsChangesTheChildEachNames() {
    var state = Host.State()
    _ = Host(child: \.first).reduce(into: &state, action: 1)
    _ = Host(child: \.second).reduce(into: &state, action: 10)
    _ = Host(child: \.first).reduce(into: &state, action: 100)
    _ = Host(child: \.second).reduce(into: &state, action: 1_000)
    #expect(state.first?.count == 101)
    #expect(state.second?.count == 1_010)
  }
}
