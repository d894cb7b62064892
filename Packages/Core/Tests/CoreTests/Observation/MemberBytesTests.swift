import Observation
import Testing

@testable import Core

/// A member that lies in place (in the root state, or in a row's element) is compared by its
/// bytes first, and with `==` only when they differ: what a view is told must not change for
/// it. Each test reads the same members at the root and in a row, the two in-place checks.
@MainActor
@Suite struct MemberBytesTests {
  /// An object compared by its text, as a state that holds a class may compare it.
  final class Note: Equatable, @unchecked Sendable {
    var text: String
    init(_ text: String) { self.text = text }
    static func == (lhs: Note, rhs: Note) -> Bool { lhs.text == rhs.text }
  }

  struct Reading: Equatable, Identifiable {
    var id: Int
    var label = "a label longer than fifteen bytes"
    var level = 0.0
    var count = 0
    var note = Note("")
  }

  struct Readings: Equatable {
    var reading = Reading(id: 0)
    var rows: IdentifiedArrayOf<Reading> = [Reading(id: 1), Reading(id: 2)]
  }

  private let store = Store(initialState: Readings()) { Mutated<Readings>() }

  /// The first row's store. Scoped before a tracking starts: scoping inside one would track
  /// the list's ids too.
  private var row: Store<Reading, Never> {
    store.scope(state: \.rows, action: .case(Mutated<Readings>.Action.rows, \.rows))[0]
  }

  private var rowFoundInPlace: Bool { row.core.rowMember != nil }

  @Test func anEqualTextInOtherStorageIsNoChangeAndTheNextTextIs() {
    // `store.reading` is the member read: the whole struct, compared with `memcmp` first.
    let row = self.row
    let root = tracking { _ = store.reading }
    let inRow = tracking { _ = row.label }
    store.send(
      .mutate {
        // Made anew: equal text, other storage, other bytes.
        $0.reading.label = String("a label longer than fifteen bytes".reversed().reversed())
        $0.rows[id: 1]!.label = String("a label longer than fifteen bytes".reversed().reversed())
      })
    #expect(!root.didFire)
    #expect(!inRow.didFire)
    store.send(
      .mutate {
        $0.reading.label += "!"; $0.rows[id: 1]!.label += "!"
      })
    #expect(root.didFire)
    #expect(inRow.didFire)
  }

  @Test func anEqualNumberWithOtherBytesIsNoChange() {
    let row = self.row
    let root = tracking { _ = store.reading }
    let inRow = tracking { _ = row.level }
    store.send(
      .mutate {
        $0.reading.level = -0.0; $0.rows[id: 1]!.level = -0.0
      })
    #expect(!root.didFire, "-0.0 == 0.0")
    #expect(!inRow.didFire, "-0.0 == 0.0")
  }

  @Test func aMemberAfterAnEqualValueWithOtherBytesIsToldOfItsNextChange() {
    let row = self.row
    _ = tracking { _ = row.level }
    store.send(.mutate { $0.rows[id: 1]!.level = -0.0 })
    let next = tracking { _ = row.level }
    store.send(.mutate { $0.rows[id: 1]!.count += 1 })
    #expect(!next.didFire, "another member changed")
    store.send(.mutate { $0.rows[id: 1]!.level = 1 })
    #expect(next.didFire)
  }

  @Test func aRowsMemberIsCheckedInPlaceUnlessElementAddressesAreOff() {
    #expect(rowFoundInPlace == !ElementAddresses.isTurnedOff)
  }

  @Test func aNaNWhoseBytesStayIsUnchangedUnlessMemberBytesAreOff() {
    store.send(
      .mutate {
        $0.reading.level = .nan; $0.rows[id: 1]!.level = .nan
      })
    let row = self.row
    let root = tracking { _ = store.reading }
    let inRow = tracking { _ = row.level }
    store.send(.mutate { $0.rows[id: 2]!.count += 1 })
    #expect(root.didFire == MemberBytes.isTurnedOff, "nan != nan")
    // A row's member is compared by its bytes only where its element is found in place.
    #expect(
      inRow.didFire == (MemberBytes.isTurnedOff || ElementAddresses.isTurnedOff), "nan != nan")
  }

  @Test func anObjectReplacedByAnEqualOneAndThenChangedInPlaceIsAChange() {
    let (first, second) = (Note("a"), Note("a"))
    store.send(
      .mutate {
        $0.reading.note = first; $0.rows[id: 1]!.note = first
      })
    let row = self.row
    let root = tracking { _ = store.reading }
    let inRow = tracking { _ = row.note }
    store.send(
      .mutate {
        $0.reading.note = second; $0.rows[id: 1]!.note = second
      })
    #expect(!root.didFire, "an equal object")
    #expect(!inRow.didFire, "an equal object")
    // Changed in place: the state's bytes stay, but the object read first says "a".
    store.send(.mutate { _ in second.text = "b" })
    #expect(root.didFire)
    #expect(inRow.didFire)
  }

  @Test func aRowThatGoesIsToldAndForgotten() throws {
    let row = self.row
    let inRow = tracking { _ = row.count }
    let observation = try #require(store.core.existingObservation).takeUnretainedValue()
    let members = observation.memberCount
    store.send(.mutate { $0.rows.remove(id: 1) })
    #expect(inRow.didFire)
    #expect(observation.memberCount == members - 1, "the row's member is forgotten")
  }

  @Test func theValueLastFoundLiesWhereItsAddressSays() {
    let last = LastFound("a label longer than fifteen bytes")
    #expect(last.valueAddress.load(as: String.self) == last.value)
    last.value = "another"
    #expect(last.valueAddress.load(as: String.self) == "another")
  }
}
