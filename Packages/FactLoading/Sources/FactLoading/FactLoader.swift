import Effects

/// Loads and shows the number fact of one screen: the fact, whether it is loading, and the
/// error of the last failed request with a way to retry. Every screen with a fact (A1, A2,
/// B1, B2 and a scaffolded feature) scopes one instead of loading facts itself:
///
/// ```swift
/// Scope(state: \.fact, action: .case(Action.fact, \.fact)) { FactLoader() }
/// ```
///
/// and draws it with ``FactLoaderView``. The screen sends ``Action/onAppear`` when it appears,
/// which loads the fact for ``State/number`` only the first time (after a failed first load,
/// the person retries); ``Action/reloadButtonTapped`` (also the error's Retry) loads it again;
/// ``Action/numberRequested(_:)`` loads the fact for another number. Only the last request's
/// answer is shown: a new request cancels the one in flight. The error's text is the client
/// error's `localizedDescription` (every client error is a `LocalizedError`).
public struct FactLoader: Reducer, Sendable {
  /// The fact a screen shows and the state of its request.
  public struct State: Equatable, Sendable {
    /// The number the fact (shown or loading) is about.
    public var number: Int
    /// The fact last loaded, kept while a reload runs or fails.
    public var fact: String?
    /// Whether a request is in flight: the screen shows progress.
    public var isLoading = false
    /// Why the last request failed (the client's error description); the screen offers a
    /// retry. `nil` once a request succeeds or a new one starts.
    public var errorMessage: String?

    /// Whether a request was ever started: a screen that appears again does not load again.
    public var hasRequested: Bool { fact != nil || isLoading || errorMessage != nil }

    /// A loader for `number`'s fact that has loaded nothing yet.
    ///
    /// - Parameters:
    ///   - number: The number whose fact the screen shows.
    ///   - fact: A fact already known, shown at once (previews, restored state).
    public init(number: Int, fact: String? = nil) {
      self.number = number
      self.fact = fact
    }
  }

  /// What happens to a screen's fact.
  public enum Action: Sendable {
    /// The screen appeared: loads the fact the first time only.
    case onAppear
    /// The person asked for the fact again, or retried after an error.
    case reloadButtonTapped
    /// The screen wants the fact for another number (A1's "fact for this number").
    case numberRequested(Int)
    /// The client answered.
    case factResponse(Result<String, any Error>)

    public var onAppear: Void? { if case .onAppear = self { () } else { nil } }
    public var reloadButtonTapped: Void? {
      if case .reloadButtonTapped = self { () } else { nil }
    }
    public var numberRequested: Int? {
      if case let .numberRequested(number) = self { number } else { nil }
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

  /// A loader whose requests are cancellable under `cancelID`.
  ///
  /// A screen with a loader of its own above screens with loaders (A1, whose stack holds
  /// A2s; B1, which presents B2) gives its loader another id: a cancellation id reaches every feature below the one
  /// that uses it, so with the same id A1's new request would cancel the request of an A2 on
  /// its stack, which would then show progress for ever.
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
      case let .numberRequested(number):
        state.number = number
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

  private func load(_ state: inout State) -> Effect<Action> {
    state.isLoading = true
    state.errorMessage = nil
    return .run { [number = state.number] send in
      await send(.factResponse(Result { try await numberFact.fact(number: number) }))
    }
    .cancellable(id: cancelID, cancelInFlight: true)
  }
}
