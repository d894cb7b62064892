import Effects

/// A failed request's message with a retry button: the error child B1 shows through `ifLet`
/// when its fact could not be had (the error view of seed 002).
///
/// ```swift
/// .ifLet(\.factError, action: .case(Action.factError, \.factError)) { ErrorNotice() }
/// // and in the parent:
/// case .factError(.delegate(.retry)):
///   return load(&state)
/// ```
public struct ErrorNotice: Reducer, Sendable {
  /// What the notice shows.
  public struct State: Equatable, Sendable {
    /// What went wrong and what to do, as the failing client put it.
    public var message: String

    /// Creates a notice showing `message`.
    public init(message: String) {
      self.message = message
    }
  }

  /// What can happen on the notice.
  public enum Action: Equatable, Sendable {
    /// The parent's side of the conversation: see ``Delegate``.
    case delegate(Delegate)
    /// The user asked to try the failed request again.
    case retryButtonTapped

    /// What the notice tells its parent. The notice itself ignores these.
    public enum Delegate: Equatable, Sendable {
      /// The user wants the failed request made again.
      case retry

      /// `()` when this is ``retry``.
      public var retry: Void? {
        if case .retry = self { () } else { nil }
      }
    }

    /// The delegate action, when this is ``delegate(_:)``.
    public var delegate: Delegate? {
      if case let .delegate(action) = self { action } else { nil }
    }
    /// `()` when this is ``retryButtonTapped``.
    public var retryButtonTapped: Void? {
      if case .retryButtonTapped = self { () } else { nil }
    }
  }

  public init() {}

  /// Turns the retry button into ``Action/Delegate/retry``.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .delegate:
      return .none
    case .retryButtonTapped:
      return .send(.delegate(.retry))
    }
  }
}
