import Core
import Testing

/// TCA spellings written as TCA's tests write them: a stack screen's action received through
/// `[id:]`, `UncheckedSendable` and `\.withRandomNumberGenerator`.
@MainActor
@Suite struct TCASpellingTests {
  struct Page: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable {
      case tap
      case tapped
      var tapped: Void? { if case .tapped = self { () } else { nil } }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tap: return .send(.tapped)
        case .tapped:
          state.count += 1
          return .none
        }
      }
    }
  }

  struct Pages: Reducer {
    struct State: Equatable {
      var path = StackState<Page.State>()
      var roll = 0
    }
    enum Action: Equatable {
      case path(StackActionOf<Page>)
      case rollButtonTapped
      var path: StackActionOf<Page>? { if case let .path(action) = self { action } else { nil } }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        guard action == .rollButtonTapped else { return .none }
        @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
        state.roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
        return .none
      }
      .forEach(\.path, action: .case(Action.path, \.path)) { Page() }
    }
  }

  @Test func aStackScreensActionIsReceivedThroughItsID() async {
    let store = TestStore(initialState: Pages.State(path: [Page.State()])) { Pages() }
    await store.send(.path(.element(id: 0, action: .tap)))
    await store.receive(\.path?[id: 0]?.tapped) {
      $0.path[id: 0]?.count = 1
    }
  }

  @Test func aSeededGeneratorDrawsTheSameEveryRun() async {
    func roll() async -> Int {
      let store = TestStore(initialState: Pages.State()) {
        Pages()
      } withDependencies: {
        $0.withRandomNumberGenerator = WithRandomNumberGenerator(
          SeededRandomNumberGenerator(seed: 42))
      }
      store.exhaustivity = .off
      await store.send(.rollButtonTapped)
      return store.state.roll
    }
    let first = await roll()
    #expect((1...6).contains(first))
    #expect(await roll() == first)
  }

  @Test func anUnoverriddenGeneratorIsReported() {
    let (_, issues) = withIssuesInTestContext {
      @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
      _ = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
    }
    #expect(issues.first?.contains("withRandomNumberGenerator") == true)
  }

  @Test func uncheckedSendableCarriesAValueIntoAnEffect() async {
    final class Box { var count = 3 }
    let box = UncheckedSendable(Box())
    let count = await Task { box.count }.value
    #expect(count == 3)
    #expect(box.wrappedValue.count == 3)
  }
}
