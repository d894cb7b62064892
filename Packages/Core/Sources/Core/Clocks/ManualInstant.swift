/// A point in the time of a clock driven by hand (``TestClock``, ``ImmediateClock``,
/// ``UnimplementedClock``): the span elapsed since the clock started.
public struct ManualInstant<Duration: DurationProtocol & Hashable>: InstantProtocol {
  /// The time elapsed since the clock's start.
  public var offset: Duration

  /// The instant `offset` after the clock's start.
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  /// The clock's start.
  public static var zero: Self { Self() }

  /// The instant `duration` after this one.
  public func advanced(by duration: Duration) -> Self {
    Self(offset: offset + duration)
  }

  /// The span from this instant to `other`; negative when `other` is earlier.
  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }
}
