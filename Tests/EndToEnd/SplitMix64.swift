/// A small seeded random number generator (SplitMix64): the same seed gives the same numbers
/// on every platform and toolchain, so a fuzz run is reproducible from its seed alone.
///
/// Its own ``below(_:)`` maps a number into a range, rather than `Int.random(in:using:)`, whose
/// algorithm the standard library may change.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose sequence is determined by `seed`.
  init(seed: UInt64) {
    self.state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`bound` > 0), by the high half of a full-width multiply.
  mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "below(_:) needs a positive bound")
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// `true` with a probability of `percent` in 100.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One of `items`, which must not be empty.
  mutating func pick<Element>(_ items: [Element]) -> Element {
    items[below(items.count)]
  }
}
