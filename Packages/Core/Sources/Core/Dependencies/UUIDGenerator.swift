import Foundation

/// Makes UUIDs, as a dependency, so that tests can predict the identifiers a feature creates.
///
/// Read it with `@Dependency(\.uuid)` and call it instead of `UUID()`:
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// // ...
/// case .addButtonTapped:
///   state.todos.append(Todo(id: uuid()))
/// ```
///
/// Live it returns `UUID()`. In tests it reports an issue until overridden, usually with
/// ``incrementing``:
///
/// ```swift
/// let store = TestStore(initialState: Todos.State()) { Todos() } withDependencies: {
///   $0.uuid = .incrementing
/// }
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  public func callAsFunction() -> UUID {
    generate()
  }

  /// A generator returning `00000000-0000-0000-0000-000000000000`, then
  /// `00000000-0000-0000-0000-000000000001`, and so on.
  ///
  /// Each access makes a new generator starting at zero; one generator's sequence is shared by
  /// every copy of it and is safe to use from several tasks.
  public static var incrementing: Self {
    let next = LockIsolated<UInt64>(0)
    return Self {
      let value = next.withValue { next -> UInt64 in
        defer { next &+= 1 }
        return next
      }
      return UUID(bits: value)
    }
  }

  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }
}

extension UUID {
  /// The UUID whose last 12 hexadecimal digits are `intValue`, and whose others are zero:
  /// `UUID(0)` is `00000000-0000-0000-0000-000000000000`, `UUID(1)` ends in `…000000000001`,
  /// as swift-dependencies spells test UUIDs. `UUIDGenerator.incrementing` returns `UUID(0)`,
  /// `UUID(1)`, and so on.
  ///
  /// - Precondition: `intValue` is not negative.
  public init(_ intValue: Int) {
    guard intValue >= 0 else {
      fatalError("UUID(_:) takes a non-negative integer, not \(intValue)")
    }
    self.init(bits: UInt64(intValue))
  }

  /// The UUID whose last 64 bits are `bits`, big-endian, and whose other bits are zero.
  fileprivate init(bits: UInt64) {
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bytes) { buffer in
      for index in 0..<8 {
        buffer[15 - index] = UInt8(truncatingIfNeeded: bits >> (8 * UInt64(index)))
      }
    }
    self.init(uuid: bytes)
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
  static let testValue = UUIDGenerator(
    unimplemented(#"@Dependency(\.uuid)"#, placeholder: UUID(0))
  )
}

extension DependencyValues {
  /// Makes UUIDs. See ``UUIDGenerator``.
  ///
  /// Live: `UUID()`. In tests: reports an issue and returns
  /// `00000000-0000-0000-0000-000000000000` until overridden, for example with
  /// `$0.uuid = .incrementing`.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}
