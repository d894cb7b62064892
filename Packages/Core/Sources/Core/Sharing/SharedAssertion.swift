import Synchronization

/// A ``TestStore`` assertion in progress: the values shared references had on each side of
/// it.
///
/// While it runs, `Shared` reads the side it is asked for, and writes (`$0.$count.withLock {
/// $0 = 1 }` in the assertion closure) change the expected side only. Comparing two `Shared`
/// values reads the expected side on the left and the actual side on the right, as the test
/// store compares `expected == actual`.
final class SharedAssertion: @unchecked Sendable {
  // Safe because an assertion is created, run and dropped synchronously by one test store
  // call on the main actor, and only code called from there sees it (through a task-local).

  /// Which side of the assertion a read sees.
  enum Side {
    /// The values the test expects: the values as last asserted, changed by the closure.
    case expected
    /// The values the store produced.
    case actual
  }

  private static let activeCount = Atomic(0)

  /// Whether any assertion is running in the process: `Shared` looks for one only then.
  @inline(__always)
  static var isActive: Bool { activeCount.load(ordering: .relaxed) > 0 }

  @TaskLocal static var current: SharedAssertion?

  /// Root values on the expected side; a root missing here reads as on the actual side.
  private(set) var expected: [ObjectIdentifier: Any]
  /// Root values on the actual side; a root missing here reads its current value.
  let actual: [ObjectIdentifier: Any]
  /// Every root the assertion saw written, to check them afterwards.
  private(set) var written: [ObjectIdentifier: any AnySharedRoot] = [:]
  /// The side plain reads see.
  private(set) var side = Side.expected
  /// Whether `Shared.==` compares the expected left side with the actual right side.
  private(set) var isComparing = false

  init(expected: [ObjectIdentifier: Any], actual: [ObjectIdentifier: Any]) {
    self.expected = expected
    self.actual = actual
  }

  func rootValue(of root: any AnySharedRoot, side: Side) -> Any {
    let id = ObjectIdentifier(root)
    if side == .expected, let value = expected[id] { return value }
    return actual[id] ?? root.anyValue
  }

  /// The value of `root` on the expected side, as written by the assertion closure.
  func setExpected(_ value: Any, of root: any AnySharedRoot) {
    let id = ObjectIdentifier(root)
    expected[id] = value
    written[id] = root
  }

  /// Runs `body` with this assertion in force, plain reads seeing `side`.
  @discardableResult
  func run<R>(_ side: Side, comparing: Bool = false, _ body: () throws -> R) rethrows -> R {
    let (savedSide, savedComparing) = (self.side, isComparing)
    self.side = side
    isComparing = comparing
    Self.activeCount.add(1, ordering: .relaxed)
    defer {
      Self.activeCount.subtract(1, ordering: .relaxed)
      self.side = savedSide
      isComparing = savedComparing
    }
    return try Self.$current.withValue(self, operation: body)
  }
}
