/// A point in the time of a clock driven by hand (``TestClock``, ``ImmediateClock``,
/// ``UnimplementedClock``): the span elapsed since the clock started.
public struct ManualInstant<Duration: DurationProtocol & Hashable>: InstantProtocol {
  public var offset: Duration

  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  public static var zero: Self { Self() }

  public func advanced(by duration: Duration) -> Self {
    Self(offset: offset + duration)
  }

  /// The span from this instant to `other`; negative when `other` is earlier.
  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }
}
