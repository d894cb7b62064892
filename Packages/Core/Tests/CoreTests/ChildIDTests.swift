import Foundation
import Testing

@testable import Core

/// A child's id compares as its `AnyHashable` does, held in place when it is an integer or a
/// `UUID`.
@Suite struct ChildIDTests {
  @Test func integersOfEveryWidthAreHeldInPlaceAndCompareByValue() {
    let ids: [ChildID] = [
      ChildID(7), ChildID(Int64(7)), ChildID(Int32(7)), ChildID(UInt32(7)), ChildID(UInt(7)),
      ChildID(UInt64(7)), ChildID(Int16(7)), ChildID(UInt16(7)), ChildID(Int8(7)),
      ChildID(UInt8(7)),
    ]
    for id in ids {
      #expect(id == .integer(7))
      #expect(id.hashValue == ChildID.integer(7).hashValue)
    }
    #expect(ChildID(-1) == .integer(-1))
    #expect(ChildID(Int8(-1)) == .integer(-1))
    #expect(ChildID(1) != ChildID(2))
  }

  @Test func anUnsignedIntegerTooLargeForInt64IsBoxedAndStillEqualToItself() {
    #expect(ChildID(UInt64.max) == .boxed(AnyHashable(UInt64.max)))
    #expect(ChildID(UInt64.max) == ChildID(UInt64.max))
    #expect(ChildID(UInt64.max) != ChildID(Int64.max))
  }

  @Test func aUUIDIsHeldInPlace() {
    let one = UUID()
    #expect(ChildID(one) == .uuid(one))
    #expect(ChildID(one) != ChildID(UUID()))
  }

  @Test func anyOtherIDIsBoxedAndComparesAsItsAnyHashable() {
    #expect(ChildID("a") == .boxed(AnyHashable("a")))
    #expect(ChildID("a") != ChildID("b"))
    struct Tagged: Hashable { let raw: Int }
    #expect(ChildID(Tagged(raw: 1)) == ChildID(Tagged(raw: 1)))
    #expect(ChildID(Tagged(raw: 1)) != ChildID(1), "a wrapped integer is not the integer")
  }

  @Test func equalExactlyWhenTheAnyHashablesAreEqual() {
    let values: [any Hashable] = [
      0, 1, Int8(1), UInt16(1), Int64(-5), -5, UInt64.max, "1", UUID(), UUID(), 2.0,
    ]
    func childID(_ value: any Hashable) -> ChildID { ChildID(value) }
    for a in values {
      for b in values {
        #expect(
          (childID(a) == childID(b)) == (AnyHashable(a) == AnyHashable(b)),
          "\(a) and \(b)")
      }
    }
  }
}
