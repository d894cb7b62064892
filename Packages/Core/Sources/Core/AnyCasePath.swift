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
