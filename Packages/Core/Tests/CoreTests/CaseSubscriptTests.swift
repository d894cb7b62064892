import Core
import Testing

/// A screen's or a presented child's state reached through one case, written as TCA's own
/// `StackReducerTests` and `PresentationReducerTests` write it: a change through the case
/// the value is in, `nil` to pop or dismiss, and a change through another case reported.
@Suite struct CaseSubscriptTests {
  enum Screen: Equatable {
    case int(Int)
    case text(String)
    var int: Int? {
      get { if case let .int(value) = self { value } else { nil } }
      set { if let newValue { self = .int(newValue) } }
    }
    var text: String? {
      get { if case let .text(value) = self { value } else { nil } }
      set { if let newValue { self = .text(newValue) } }
    }
  }

  struct Parent: Equatable {
    @PresentationState var child: Screen?
  }

  @Test func aScreenChangesThroughItsCaseAndNilPopsItAlone() {
    var stack = StackState<Screen>([.text("bottom"), .int(42), .text("top")])
    stack[id: 1, case: \.int]? += 1
    #expect(stack[id: 1] == .int(43))
    stack[id: 1, case: \.int] = nil
    #expect(stack.ids == [0, 2], "only the screen named is popped")
    #expect(Array(stack) == [.text("bottom"), .text("top")])
  }

  @Test func aScreenChangedThroughAnotherCaseIsReportedAndStays() {
    var stack = StackState<Screen>([.int(42)])
    withKnownIssue {
      stack[id: 0, case: \.text]?.append("!")
    } matching: {
      $0.description.contains(#"Can't modify unrelated case "int""#)
    }
    withKnownIssue {
      stack[id: 0, case: \.text] = nil
    } matching: {
      $0.description.contains(#"Can't modify unrelated case "int""#)
    }
    withKnownIssue {
      stack[id: 7, case: \.int] = 1
    } matching: {
      $0.description.contains("Can't modify unrelated case")
        && !$0.description.contains(#"case ""#)
    }
    #expect(Array(stack) == [.int(42)])
  }

  @Test func aPresentedChildChangesThroughItsCaseAndNilDismissesIt() {
    var parent = Parent(child: .int(42))
    parent.$child[case: \.int]? += 1
    #expect(parent.child == .int(43))
    parent.$child[case: \.int] = nil
    #expect(parent.child == nil)
  }

  @Test func aPresentedChildChangedThroughAnotherCaseIsReportedAndStays() {
    var parent = Parent(child: .int(42))
    withKnownIssue {
      parent.$child[case: \.text]?.append("!")
    } matching: {
      $0.description.contains(#"Can't modify unrelated case "int""#)
    }
    withKnownIssue {
      parent.$child[case: \.text] = nil
    } matching: {
      $0.description.contains(#"Can't modify unrelated case "int""#)
    }
    #expect(parent.child == .int(42))
  }

  @Test func keyPathsCanNameACase() {
    var stack = StackState<Screen>([.int(1)])
    stack[keyPath: \.[id: 0, case: \.int]] = 2
    #expect(stack[id: 0] == .int(2))
    var parent = Parent(child: .int(1))
    parent[keyPath: \.$child[case: \.int]] = 2
    #expect(parent.child == .int(2))
  }

  @Test func theIDGeneratorPeeksAndDrawsAsTCAs() {
    @Dependency(\.stackElementID) var stackElementID
    #expect(stackElementID.peek().generation == 0)
    #expect(stackElementID.next().customDumpDescription == "#0")
    #expect(stackElementID.peek().generation == 1)
    #expect(stackElementID() == 1, "calling it draws the same count")
  }
}
