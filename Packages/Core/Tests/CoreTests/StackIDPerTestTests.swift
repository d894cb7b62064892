import Core
import Testing

/// A stack a test builds outside any store counts its ids from 0 in every test, as TCA's fresh
/// generator per test does: these run in parallel, in any order, each expecting 0, 1, 2.
@Suite struct StackIDPerTestTests {
  private func buildStack() -> [StackElementID] {
    var stack = StackState<String>()
    stack.append("a")
    stack.append(contentsOf: ["b", "c"])
    return stack.ids
  }

  @Test func aStackBuiltInATestStartsAtZero() {
    #expect(buildStack() == [0, 1, 2])
  }

  @Test func anotherTestsStackStartsAtZeroToo() {
    #expect(buildStack() == [0, 1, 2])
  }

  @Test func aThirdOneAsWell() {
    #expect(buildStack() == [0, 1, 2])
  }
}
