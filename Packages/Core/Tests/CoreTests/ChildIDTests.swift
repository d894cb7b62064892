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
    #expect(ChildID(UInt64.max) == .boxed(BoxedChildID(AnyHashable(UInt64.max))))
    #expect(ChildID(UInt64.max) == ChildID(UInt64.max))
    #expect(ChildID(UInt64.max) != ChildID(Int64.max))
  }

  @Test func aUUIDIsHeldInPlace() {
    let one = UUID()
    #expect(ChildID(one) == .uuid(one))
    #expect(ChildID(one) != ChildID(UUID()))
  }

  @Test func anyOtherIDIsBoxedAndComparesAsItsAnyHashable() {
    #expect(ChildID("a") == .boxed(BoxedChildID(AnyHashable("a"))))
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

  @Test func aPlainIdentityNamesTheChildAsItsNavigationIdentifierDoes() {
    struct Row<ID: Hashable>: Identifiable { let id: ID }
    func check<ID: Hashable>(_ a: ID, _ b: ID) {
      let first = Row(id: a)
      #expect(identityTraits(Row<ID>.self).hasPlainID, "\(ID.self)")
      #expect(PlainIdentifiedChild(of: first).identifier == navigationIdentifier(of: first))
      #expect(PlainIdentifiedChild(of: first) == PlainIdentifiedChild(of: Row(id: a)))
      #expect(PlainIdentifiedChild(of: first) != PlainIdentifiedChild(of: Row(id: b)))
    }
    check(-3, 4)
    check(Int64.min, Int64.max)
    check(Int32(-1), Int32(1))
    check(UInt32.max, 0)
    check(Int16(-2), 2)
    check(UInt16.max, 0)
    check(Int8(-1), 1)
    check(UInt8.max, 0)
    check(UUID(), UUID())
  }

  @Test func idsThatAreNotPlainKeepTheGeneralIdentity() {
    struct Row<ID: Hashable>: Identifiable { let id: ID }
    enum Case: Identifiable {
      case one
      var id: Int { 1 }
    }
    #expect(!identityTraits(Row<UInt64>.self).hasPlainID, "may not fit in Int64")
    #expect(!identityTraits(Row<UInt>.self).hasPlainID)
    #expect(!identityTraits(Row<String>.self).hasPlainID)
    #expect(!identityTraits(Case.self).hasPlainID, "an enum is also told apart by its case")
    #expect(!identityTraits(Int.self).hasPlainID)
  }
}
