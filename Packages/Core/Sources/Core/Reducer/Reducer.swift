/// Describes how a feature's state changes in response to an action, and which effects the
/// change starts.
///
/// Conform by nesting `State` and `Action` and implementing either ``reduce(into:action:)``
/// for a leaf feature, or ``body-swift.property`` to compose other reducers:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .incrementButtonTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
///
/// struct App: Reducer {
///   struct State { var counter = Counter.State() }
///   enum Action {
///     case counter(Counter.Action)
///     var counter: Counter.Action? { if case let .counter(a) = self { a } else { nil } }
///   }
///
///   var body: some ReducerOf<Self> {
///     Scope(state: \.counter, action: .case(Action.counter, \.counter)) { Counter() }
///   }
/// }
/// ```
///
/// A reducer runs on the main actor inside a store, one action at a time. It must be quick
/// and must not block: slow or asynchronous work belongs in an ``Effect``.
public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action
  /// The reducer this one is built from, or `Never` for a reducer that implements
  /// ``reduce(into:action:)`` itself.
  associatedtype Body

  /// Changes `state` for `action` and returns the effect to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this feature is composed of, run in order for each action.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body; reading it is a
  /// programmer error.
  public var body: Body {
    fatalError(
      """
      "\(Self.self)" has no "body": it implements "reduce(into:action:)" itself. \
      Do not read "body" of a reducer that has none.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body-swift.property``.
  ///
  /// In a store, a body is built once, the first time its reducer's type reduces there, and
  /// reused for every later action of that store by each value of the type with the same bits
  /// as the one it was built from: the same plain data and the same objects, as every
  /// `Feature()` with only `@Dependency` properties has. Such values would build the same
  /// reducers each time. This is where Core differs from TCA, which builds the body for every
  /// action; a send ten levels deep takes about 40 % less time for it (measured when this
  /// was made). A body that decides what to build by reading something other than the
  /// reducer's own bits (a global flag, a dependency read while building, a property of an
  /// object the reducer holds), or that makes a value while building
  /// (`.dependency(\.uuid, .incrementing)`), gets it once per store: read such values inside
  /// `Reduce`. To have the body rebuilt for every action, implement this method as
  /// `body.reduce(into: &state, action: action)`. A value with other bits than the kept one,
  /// and any reducer run outside a store, builds its body every time.
  // NB: Always inlined: left to the optimizer, a reducer with stored properties got a call of
  // its own at every level of a nested send (about 7 % of `NestedStore.DependentSend`).
  @inlinable
  @inline(__always)
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if let bodies = ReduceScope.currentBodies {
      return bodies._withUnsafeGuaranteedRef { $0.reduce(self, into: &state, action: action) }
    }
    return body.reduce(into: &state, action: action)
  }
}

/// A reducer with `R`'s state and action types, for `var body: some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
