/// Runs code with a random number generator, as a dependency, so that tests can predict what
/// a feature draws: swift-dependencies' `\.withRandomNumberGenerator`.
///
/// ```swift
/// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
/// // ...
/// case .rollButtonTapped:
///   state.roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
/// ```
///
/// Live it draws from the system's generator. In tests it reports an issue until overridden
/// with a seeded generator:
///
/// ```swift
/// $0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 0))
/// ```
public final class WithRandomNumberGenerator: @unchecked Sendable {
  // NB: Unchecked: the generator is only touched under `lock`, one call at a time.
  private var generator: any RandomNumberGenerator
  private let lock = LockIsolated(())

  /// A dependency that draws from `generator`; every copy shares its sequence.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = generator
  }

  /// Runs `work` with the generator, one call at a time.
  public func callAsFunction<R>(_ work: (inout any RandomNumberGenerator) throws -> R) rethrows
    -> R
  {
    try lock.withValue { _ in try work(&generator) }
  }
}

/// A generator whose sequence depends only on its seed (SplitMix64): for tests and previews
/// that need the same draws every run.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static let liveValue = WithRandomNumberGenerator(SystemRandomNumberGenerator())
  static var testValue: WithRandomNumberGenerator {
    WithRandomNumberGenerator(UnimplementedRandomNumberGenerator())
  }
}

/// Reports, on each draw, that a test drew a random number without overriding the generator;
/// then draws from the system's.
private struct UnimplementedRandomNumberGenerator: RandomNumberGenerator, Sendable {
  var system = SystemRandomNumberGenerator()

  mutating func next() -> UInt64 {
    reportIssue(
      #"@Dependency(\.withRandomNumberGenerator) drew a number in a test without an override. "#
        + "Set it to WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 0)), say.")
    return system.next()
  }
}

extension DependencyValues {
  /// Runs code with a random number generator. See ``WithRandomNumberGenerator``.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}
