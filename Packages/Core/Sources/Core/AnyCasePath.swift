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
  /// Where it was written: what names the store a parent keeps for a `scope` through it.
  @usableFromInline let route: RouteID

  /// `fileID`, `line` and `column` name the route (leave them to their defaults): a store
  /// scoped through this case path is kept by its parent for the state it reads *and* this
  /// place, as TCA keeps one by its state and action key paths.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self._embed = embed
    self._extract = extract
    self.route = RouteID(fileID: fileID, line: line, column: column)
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
    _ extract: @escaping @Sendable (Root) -> Value?,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) -> Self {
    AnyCasePath(embed: embed, extract: extract, fileID: fileID, line: line, column: column)
  }

  /// A case path for a case with no associated value, such as `Action.dismiss`.
  ///
  /// Extraction compares with `==`, so `Root` must be `Equatable`.
  public static func `case`(
    _ root: Root, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) -> Self
  where Root: Equatable & Sendable, Value == Void {
    AnyCasePath(
      embed: { root }, extract: { $0 == root ? () : nil }, fileID: fileID, line: line,
      column: column)
  }
}

/// Names an action route by the place its case path was written, so that a parent keeps one
/// store per state and route, as TCA keeps one per state and action key path. Without macros
/// a route is a function, and a function cannot be compared: two case paths written at one
/// place are taken for one route, and one route written at two places for two.
@usableFromInline
struct RouteID: Hashable, Sendable {
  /// The address of the `#fileID` literal: one per file in the program.
  let file: UInt
  let line: UInt
  let column: UInt

  init(fileID: StaticString, line: UInt, column: UInt) {
    self.file = fileID.hasPointerRepresentation ? UInt(bitPattern: fileID.utf8Start) : 0
    self.line = line
    self.column = column
  }

  /// The route of a stack's screens (``Store/scopeElements()``), which Core writes.
  @usableFromInline
  static let stackElements = RouteID(fileID: "", line: 0, column: 0)
}
