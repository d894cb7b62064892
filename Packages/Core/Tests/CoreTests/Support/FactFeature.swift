import Core

/// A number-fact client as a feature package would declare it, for TestStore tests.
struct FactClient: Sendable {
  var fact: @Sendable (Int) async throws -> String
}

extension FactClient: TestDependencyKey {
  static let testValue = FactClient(fact: unimplemented("FactClient.fact"))
}

extension DependencyValues {
  var fact: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

/// The seeds' counter with a number fact.
struct FactFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
  }

  enum Action: Equatable, Sendable {
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case twoFactsButtonTapped
    case neverEndingButtonTapped

    var factResponse: String? { if case let .factResponse(f) = self { f } else { nil } }
  }

  @Dependency(\.fact) var fact

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.count += 1
      return .none
    case .factButtonTapped:
      state.isLoading = true
      return .run { [count = state.count] send in
        await send(.factResponse(try await fact.fact(count)))
      }
    case let .factResponse(fact):
      state.isLoading = false
      state.fact = fact
      return .none
    case .twoFactsButtonTapped:
      return .merge(.send(.factResponse("one")), .send(.factResponse("two")))
    case .neverEndingButtonTapped:
      return .run { _ in await suspendUntilCancelled() }
    }
  }
}
