/// Identifies one element of a ``StackState``: which screen of a navigation stack an action
/// is for, or which one to pop.
///
/// Ids are handed out by `@Dependency(\.stackElementID)` as elements are appended. In a
/// `TestStore` they count from `0` in the order elements are pushed, so a test names them by
/// integer literal:
///
/// ```swift
/// await store.send(.path(.element(id: 0, action: .incrementButtonTapped))) {
///   $0.path[id: 0]?.count = 1
/// }
/// ```
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
  /// The number drawn for the element: its place in the order elements were created.
  public let generation: Int

  public init(generation: Int) {
    self.generation = generation
  }

  /// The id with number `value`, so tests write `0`, `1`, ….
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }

  /// Orders ids by when their elements were created.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: CustomStringConvertible, CustomDumpStringConvertible {
  /// `#0`, `#1`, …
  public var description: String { "#\(generation)" }

  /// `#0`, `#1`, …, as in TCA's dumps.
  public var customDumpDescription: String { description }
}

/// Hands out ``StackElementID``s: each call returns the next one.
///
/// Read through `@Dependency(\.stackElementID)`. Live, ids count up from 0 for the whole
/// process. In tests every `TestStore` starts its own count at 0, and so does every Swift
/// Testing test for stacks built outside a store; under XCTest, a stack built outside a store
/// counts from 0 from the test's first `TestStore` on (XCTest's test boundaries are not
/// visible to Core before that).
public struct StackElementIDGenerator: Sendable {
  private let counter: LockIsolated<Int>

  /// A generator counting up from `0`. Each call of this property makes a new count.
  public static var incrementing: Self {
    incrementing(from: 0)
  }

  static func incrementing(from first: Int) -> Self {
    Self(counter: LockIsolated(first))
  }

  public func callAsFunction() -> StackElementID {
    next()
  }

  /// The next id, used up: what calling the generator returns (TCA's spelling).
  public func next() -> StackElementID {
    counter.withValue { value in
      defer { value += 1 }
      return StackElementID(generation: value)
    }
  }

  /// The id the next call will return, without using it up.
  public func peek() -> StackElementID {
    StackElementID(generation: counter.value)
  }

  /// Makes sure no later call returns `id`: a pushed element took it.
  func reserve(_ id: StackElementID) {
    counter.withValue { $0 = max($0, id.generation + 1) }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static let liveValue = StackElementIDGenerator.incrementing
  /// A new count for every test (default values are resolved once per test), as TCA makes a
  /// fresh generator per test: a stack a test builds starts at id 0 whatever ran before.
  static var testValue: StackElementIDGenerator { .incrementing }
}

extension DependencyValues {
  /// Hands out the ids of elements appended to a ``StackState``. See
  /// ``StackElementIDGenerator``.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}
