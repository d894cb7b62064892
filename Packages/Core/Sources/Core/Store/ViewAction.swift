/// An action with a `view` case holding the actions a view may send, as TCA's view-action
/// pattern has it: the view can then send only those.
///
/// ```swift
/// enum Action: ViewAction {
///   case view(View)
///   case loginResponse(Result<LoginResponse, any Error>)
///   enum View: BindableAction {
///     case binding(BindingAction<State>)
///     case loginButtonTapped
///     var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
///   }
/// }
///
/// store.send(.loginButtonTapped)   // wraps it in .view
/// ```
public protocol ViewAction<ViewAction> {
  associatedtype ViewAction

  /// Wraps a view action; the enum case satisfies it.
  static func view(_ action: ViewAction) -> Self
}

extension Store where Action: ViewAction {
  @discardableResult
  public func send(_ action: Action.ViewAction) -> StoreTask {
    send(.view(action))
  }
}
