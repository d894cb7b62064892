import Effects
import FactLoading
import FeatureB2

/// B1: the logged-in user's name and login time, the fact for 3 (a ``FactLoader``), and the
/// saved facts, which it presents in B2.
///
/// The user comes in through ``State/init(user:)``, never copied on appear. The saved facts
/// are the user's shared state (`@Shared(.savedFacts(of:))`, kept on disk across runs, a list
/// per user) that B1 hands to B2 when it presents it: B2 changes them and B1 shows the
/// change, with nothing to forward.
///
/// ```swift
/// Scope(state: \.b1, action: .case(Action.b1, \.b1)) { B1() }
/// ```
public struct B1: Reducer, Sendable {
  /// B1's fact requests' id: B2 below it loads facts under ``FactLoader``'s default id, which
  /// B1's Retry would otherwise cancel.
  private enum CancelID { case fact }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.fact, action: .case(Action.fact, \.fact)) { FactLoader(cancelID: CancelID.fact) }
    Reduce { state, action in
      switch action {
      case .b2, .fact:
        return .none

      case .savedFactsButtonTapped:
        state.b2 = B2.State(savedFacts: state.$savedFacts)
        return .none
      }
    }
    .ifLet(\.$b2, action: .case(Action.b2, \.b2)) { B2() }
  }
}
