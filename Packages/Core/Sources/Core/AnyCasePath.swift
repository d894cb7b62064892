/// A path to one case of an enum: how to put a value into the case (`embed`) and how to
/// get it back out (`extract`).
///
/// Case paths route child actions to child reducers (`Scope`, `ifLet`, `ifCaseLet`,
/// `forEach`) and pick a case out of enum state. Extraction is an ordinary function call:
/// no reflection runs when an action is routed.
///
/// The shortest spelling pairs the case's constructor with an optional computed property
/// named after the case, which you declare once per case:
///
/// ```swift
/// enum Action {
///   case counter(Counter.Action)
///   var counter: Counter.Action? { if case let .counter(a) = self { a } else { nil } }
/// }
///
/// Scope(state: \.counter, action: .case(Action.counter, \.counter)) { Counter() }
/// ```
///
/// The same computed property lets a `TestStore` receive by key path: `receive(\.counter)`.
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline let _extract: @Sendable (Root) -> Value?

  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
  }

  @inlinable
  public func embed(_ value: Value) -> Root { _embed(value) }

  @inlinable
  public func extract(from root: Root) -> Value? { _extract(root) }
}

extension AnyCasePath {
  /// The short spelling: a case's constructor and the computed property that extracts it.
  ///
  /// ```swift
  /// .case(Action.counter, \.counter)
  /// ```
  ///
  /// The key path literal becomes a plain function call to the property: extraction costs
  /// what `action.counter` costs, with no key-path machinery at run time.
  ///
  /// `extract` may be a key path (`\.counter`) or a closure.
  public static func `case`(
    _ embed: @escaping @Sendable (Value) -> Root,
    _ extract: @escaping @Sendable (Root) -> Value?
  ) -> Self {
    AnyCasePath(embed: embed, extract: extract)
  }

  /// A case path for a case with no associated value, such as `Action.dismiss`.
  ///
  /// Extraction compares with `==`, so `Root` must be `Equatable`.
  public static func `case`(_ root: Root) -> Self
  where Root: Equatable & Sendable, Value == Void {
    AnyCasePath(embed: { root }, extract: { $0 == root ? () : nil })
  }
}

extension AnyCasePath {
  /// What names the store a parent keeps for a `scope` through this case path.
  @inlinable
  var route: RouteID { RouteID(embed: _embed) }
}

/// Names an action route by the function that embeds a child's action, so that a parent keeps
/// one store per state and route, as TCA keeps one per state and action key path. Without
/// macros a route is a function, and what a function captures cannot be compared: the route
/// is its code. Every closure written in the source is code of its own, and so is each place
/// that names a case's constructor (`.case(Action.left, \.left)`); one closure made with
/// different captured values (in a loop, or by a helper that wraps routes) is one route.
@usableFromInline
struct RouteID: Hashable, Sendable {
  /// The address of the embedding function's code.
  let function: UInt

  /// Read where the case path's type is not known: there the closure is the one stored,
  /// not a conversion made for a known type (which would be the same code for every route of
  /// that type).
  @usableFromInline
  @_semantics("optimize.sil.specialize.generic.never")
  @inline(never)
  init<Child, Parent>(embed: @escaping @Sendable (Child) -> Parent) {
    function = unsafeBitCast(embed, to: (UInt, UInt).self).0
  }

  private init(function: UInt) {
    self.function = function
  }

  /// The route of a stack's screens (``Store/scopeElements()``), which Core writes.
  @usableFromInline
  static let stackElements = RouteID(function: 0)
}
