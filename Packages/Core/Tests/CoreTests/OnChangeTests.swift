import Core
import Testing

/// `onChange(of:removeDuplicates:_:)`, for a value that is not `Equatable`, written as
/// TCA's tests write it.
@MainActor
@Suite struct OnChangeTests {
  /// A value with no `Equatable` conformance: only its text tells two apart.
  struct Draft {
    var text = ""
    var edits = 0
  }

  struct Editor: Reducer {
    struct State: Equatable {
      var draft = Draft()
      var saved: [String] = []

      static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.draft.text == rhs.draft.text && lhs.draft.edits == rhs.draft.edits
          && lhs.saved == rhs.saved
      }
    }

    enum Action: Equatable {
      case typed(String)
      case touched
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .typed(text):
          state.draft.text = text
        case .touched:
          break
        }
        state.draft.edits += 1
        return .none
      }
      .onChange(of: \.draft, removeDuplicates: { $0.text == $1.text }) { _, draft in
        Reduce { state, _ in
          state.saved.append(draft.text)
          return .none
        }
      }
    }
  }

  @Test func runsWhenTheDuplicateTestSaysTheValueChanged() async {
    let store = TestStore(initialState: Editor.State()) { Editor() }
    await store.send(.typed("Hi")) {
      $0.draft.text = "Hi"
      $0.draft.edits = 1
      $0.saved = ["Hi"]
    }
    await store.send(.touched) {
      $0.draft.edits = 2
    }
  }
}
