/// A clock that reports an issue whenever it is used, then behaves like an
/// ``ImmediateClock``.
///
/// It is the test value of the clock dependencies: a test whose feature sleeps or reads the
/// time without overriding the clock fails with an issue naming the clock, such as
///
/// ```
/// Unimplemented: continuousClock.sleep was called.
/// Override it in the test with withDependencies or in the TestStore's dependencies.
/// ```
///
/// Use it as the default clock of your own dependencies in tests:
///
/// ```swift
/// static let testValue: any Clock<Duration> = UnimplementedClock(name: "Poller.clock")
/// ```
///
/// The issues point at the line that created the clock, since that names the dependency.
/// `sleep(for:)` reads ``now`` to compute its deadline before sleeping, so it reports both
/// `<name>.now` and `<name>.sleep`.
public final class UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock {
  /// The span since the clock was made; reading `now` is reported, then answered.
  public typealias Instant = ManualInstant<Duration>

  /// The name used in issues, such as `"continuousClock"`.
  public let name: String

  private let base: ImmediateClock<Duration>
  private let location: SourceLocation

  public init(
    name: String = "Clock",
    now: Instant = .zero,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.name = name
    self.base = ImmediateClock(now: now)
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports `Unimplemented: <name>.now`, then returns the clock's time.
  public var now: Instant {
    report("\(name).now")
    return base.now
  }

  /// The smallest step the clock can measure. Reading it reports nothing.
  public var minimumResolution: Duration { base.minimumResolution }

  /// Reports `Unimplemented: <name>.sleep`, then returns at once like an ``ImmediateClock``,
  /// moving the clock's time forward to `deadline`.
  ///
  /// Throws `CancellationError` when the calling task is cancelled.
  public nonisolated(nonsending) func sleep(until deadline: Instant, tolerance: Duration? = nil)
    async throws
  {
    report("\(name).sleep")
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  private func report(_ endpoint: String) {
    reportIssue(
      unimplementedMessage(endpoint),
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column
    )
  }
}

extension UnimplementedClock where Duration == Swift.Duration {
  public convenience init(
    name: String = "Clock",
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name: name, now: .zero, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
