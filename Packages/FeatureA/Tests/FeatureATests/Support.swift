import Effects
import FeatureA

/// The fact every overridden `numberFact.fact` in these tests tells about `number`.
func goodFact(_ number: Int) -> String { "\(number) is a good number." }

/// A `numberFact.fact` that answers ``goodFact(_:)`` one second after it is asked, on `clock`:
/// a request stays in flight until the test advances the clock.
func slowGoodFact(
  on clock: TestClock<Duration>
) -> @Sendable (Int) async throws -> String {
  { number in
    try await clock.sleep(for: .seconds(1))
    return goodFact(number)
  }
}

/// A TestStore for A1 that overrides only `numberFact.fact`, with `fact`.
@MainActor
func a1Store(
  _ state: A1.State = A1.State(),
  fact: @escaping @Sendable (Int) async throws -> String = { goodFact($0) },
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> TestStoreOf<A1> {
  TestStore(
    initialState: state, reducer: { A1() },
    withDependencies: { $0.numberFact.fact = fact },
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A1 with a fact already on screen.
func a1State(count: Int = 1, fact: String) -> A1.State {
  var state = A1.State(count: count)
  state.fact.fact = fact
  return state
}

extension TestStore where State == A1.State, Action == A1.Action {
  /// Receives the answer ``goodFact(_:)`` for `number` and asserts that A1 shows it.
  func receiveGoodFact(
    _ number: Int,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receive(
      \.fact?.factResponse?.success, goodFact(number),
      assert: {
        $0.fact.isLoading = false
        $0.fact.fact = goodFact(number)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension A1.Action {
  /// `action` on the stack's screen `id`.
  static func screen(_ id: StackElementID, _ action: A2.Action) -> Self {
    .path(.element(id: id, action: action))
  }
}

/// A parent that can remove A1, as the tab bar's parent does at logout: everything A1
/// started must stop with it.
struct A1Host: Reducer, Sendable {
  struct State: Equatable {
    var a1: A1.State? = A1.State()
  }

  enum Action: Sendable {
    case a1(A1.Action)
    case closeButtonTapped
    var a1: A1.Action? { if case let .a1(action) = self { action } else { nil } }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .closeButtonTapped = action { state.a1 = nil }
      return .none
    }
    .ifLet(\.a1, action: .case(Action.a1, \.a1)) { A1() }
  }
}
