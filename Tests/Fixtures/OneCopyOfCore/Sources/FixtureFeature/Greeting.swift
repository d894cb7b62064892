import Effects

/// A dependency declared in the feature's module.
public struct GreetingClient: Sendable {
  public var greeting: @Sendable () -> String

  public init(greeting: @escaping @Sendable () -> String) {
    self.greeting = greeting
  }
}

extension GreetingClient: DependencyKey {
  public static let liveValue = GreetingClient { "live greeting" }
  public static let testValue = GreetingClient(
    greeting: unimplemented("GreetingClient.greeting", placeholder: ""))
}

extension DependencyValues {
  /// The greeting the fixture feature shows.
  public var greeting: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }
}

/// A feature in its own module: reads a dependency in its reducer and in an effect, and
/// reports an issue, so the probe can check all three cross the module boundary. It is
/// `Sendable` (as every public reducer should be) so its effects can read its dependencies.
public struct Greeter: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public var reducerSaw = ""
    public var effectSaw = ""
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case greet
    case effectGreeted(String)
    case misroute
  }

  @Dependency(\.greeting) var greeting

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .greet:
      state.reducerSaw = greeting.greeting()
      return .run { send in await send(.effectGreeted(greeting.greeting())) }
    case let .effectGreeted(text):
      state.effectSaw = text
      return .none
    case .misroute:
      reportIssue("reported from FixtureFeature")
      return .none
    }
  }
}
