import Effects

/// The number fact of one screen. A screen scopes one and draws it with ``FactLoaderView``:
///
/// ```swift
/// Scope(state: \.fact, action: .case(Action.fact, \.fact)) { FactLoader() }
/// ```
///
/// ``Action/onAppear`` loads only the first time (after a failed first load, the person
/// retries). Only the last request's answer is shown: a new request cancels the one in flight.
public struct FactLoader: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public var number: Int
    /// Kept while a reload runs or fails.
    public var fact: String?
    public var isLoading = false
    /// `nil` once a request succeeds or a new one starts.
    public var errorMessage: String?

    /// True once a request was started: a screen that appears again does not load again.
    public var hasRequested: Bool { fact != nil || isLoading || errorMessage != nil }

    public init(number: Int, fact: String? = nil) {
      self.number = number
      self.fact = fact
    }
  }

  public enum Action: Sendable {
    case onAppear
    /// Also the error's Retry.
    case reloadButtonTapped
    case factResponse(Result<String, any Error>)

    public var onAppear: Void? { if case .onAppear = self { () } else { nil } }
    public var reloadButtonTapped: Void? {
      if case .reloadButtonTapped = self { () } else { nil }
    }
    public var factResponse: Result<String, any Error>? {
      if case let .factResponse(result) = self { result } else { nil }
    }
  }

  private enum CancelID { case load }

  @Dependency(\.numberFact) var numberFact
  private let cancelID: AnyHashableSendable

  public init() {
    self.cancelID = AnyHashableSendable(CancelID.load)
  }

  /// A screen with a loader above screens with loaders (A1, whose stack holds A2s; B1, which
  /// presents B2) gives its loader another id: a cancellation id reaches every feature below
  /// the one that uses it, so with the same id A1's new request would cancel the request of
  /// an A2 on its stack, which would then show progress for ever.
  public init(cancelID: some Hashable & Sendable) {
    self.cancelID = AnyHashableSendable(cancelID)
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        guard !state.hasRequested else { return .none }
        return load(&state)
      case .reloadButtonTapped:
        return load(&state)
      case let .factResponse(.success(fact)):
        state.isLoading = false
        state.fact = fact
        return .none
      case let .factResponse(.failure(error)):
        state.isLoading = false
        state.errorMessage = error.localizedDescription
        return .none
      }
    }
  }

  /// Loads the fact of `number`, cancelling the request in flight. A host calls it from its
  /// own action, on the loader its `Scope` runs (so with the same cancel id), and maps the
  /// effect: `fact.request(n, into: &state.fact).map(Action.fact)`. The request is part of
  /// that action, not another action sent after it.
  public func request(_ number: Int, into state: inout State) -> Effect<Action> {
    state.number = number
    return load(&state)
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.isLoading = true
    state.errorMessage = nil
    return .run { [number = state.number] send in
      await send(.factResponse(Result { try await numberFact.fact(number: number) }))
    }
    .cancellable(id: cancelID, cancelInFlight: true)
  }
}
