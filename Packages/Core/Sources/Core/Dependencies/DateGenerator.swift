import Foundation

/// Tells the current date, as a dependency, so that tests can control what "now" is.
///
/// Read it with `@Dependency(\.date)` and use it instead of `Date()`:
///
/// ```swift
/// @Dependency(\.date) var date
/// // ...
/// case .saveButtonTapped:
///   state.savedAt = date.now  // or date()
/// ```
///
/// Live it returns `Date()`. In tests it reports an issue until overridden, usually with
/// ``constant(_:)``:
///
/// ```swift
/// let store = TestStore(initialState: Editor.State()) { Editor() } withDependencies: {
///   $0.date = .constant(Date(timeIntervalSince1970: 1_234_567_890))
/// }
/// ```
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date. Setting it makes the generator return that date from then on, as
  /// swift-dependencies allows: `$0.date.now = Date(timeIntervalSince1970: 1_234_567_890)`.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  public func callAsFunction() -> Date {
    generate()
  }

  public static func constant(_ now: Date) -> Self {
    Self { now }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static let testValue = DateGenerator(
    unimplemented(#"@Dependency(\.date)"#, placeholder: Date(timeIntervalSince1970: 0))
  )
}

extension DependencyValues {
  /// Tells the current date. See ``DateGenerator``.
  ///
  /// Live: `Date()`. In tests: reports an issue and returns `Date(timeIntervalSince1970: 0)`
  /// until overridden, for example with `$0.date = .constant(someDate)`.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
