import Testing

@testable import Core

/// The caches' keys spread over their tables: a key that collides only costs a slower answer,
/// so a bad mix shows up nowhere but here and in the benchmarks.
@Suite struct MixedBitsTests {
  /// Type metadata addresses 4 KiB apart differ only in bits the table's mask would drop
  /// without mixing (the bug `x &* C >> 40`, which multiplied by `C >> 40`, put all 16 in
  /// one slot).
  @Test func ephemeralKeysOfTypesFarApartSpread() {
    let types = (1...16).map { UInt($0) << 12 }
    let slots = Set(
      types.map { CaseTraits.slots.index(of: CaseTraits.key(type: $0, enumCase: 0)) })
    #expect(slots.count == 16)
  }

  @Test func ephemeralKeysOfOneTypesCasesSpread() {
    let slots = Set(
      (1...16).map {
        CaseTraits.slots.index(of: CaseTraits.key(type: 0x7F00_1000, enumCase: UInt($0)))
      })
    #expect(slots.count == 16)
  }
}
