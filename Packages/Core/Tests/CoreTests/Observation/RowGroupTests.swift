import Foundation
import Observation
import Testing

@testable import Core

/// The members read in a list's rows are checked together (`RowGroup`): each finds its row's
/// element at the index it was last found at, and while the list's ids are the ids it last
/// checked, by that index alone. Each test moves rows or reads new members between sends, so
/// that an index out of date would read another row's element.
@MainActor
@Suite struct RowGroupTests {
  struct Row: Equatable, Identifiable {
    var id: Int
    var count = 0
    var title = ""
    var isDone = false
    var span = Span()
  }

  /// Three words: compared by `memcmp`, where a word, two words and a byte have loads of
  /// their own.
  struct Span: Equatable {
    var start = 0, end = 0, step = 1
  }

  struct Rows: Equatable {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2), Row(id: 3)]
    var others: IdentifiedArrayOf<Row> = [Row(id: 1)]
  }

  private let store = Store(initialState: Rows()) { Mutated<Rows>() }

  /// The rows' stores, by id. Scoped before a tracking starts: scoping inside one would track
  /// the list's ids too.
  private func rows(at path: KeyPath<Rows, IdentifiedArrayOf<Row>> = \.rows)
    -> [Int: Store<Row, Never>]
  {
    let stores = store.scope(state: path, action: .case(Mutated<Rows>.Action.rows, \.rows))
    return Dictionary(uniqueKeysWithValues: stores.map { ($0.id, $0) })
  }

  private var memberCount: Int {
    store.core.existingObservation?.takeUnretainedValue().memberCount ?? 0
  }

  @Test func aRowIsToldOfItsOwnChangesAfterTheListMoves() {
    let rows = self.rows()
    let first = tracking { _ = rows[1]!.count }
    let third = tracking { _ = rows[3]!.count }
    store.send(.mutate { $0.rows.move(fromOffsets: [2], toOffset: 0) })
    #expect(!first.didFire && !third.didFire, "moved, not changed")
    store.send(.mutate { $0.rows[id: 1]!.count += 1 })
    #expect(first.didFire)
    #expect(!third.didFire, "the row now at index 0 is not row 1")
  }

  @Test func aMemberReadAfterTheListMovedIsFoundWhereItsRowIsNow() {
    // Row 3's store is made while row 3 is at index 2.
    let rows = self.rows()
    let first = tracking { _ = rows[1]!.count }
    store.send(.mutate { _ = $0.rows.insert(Row(id: 4), at: 0) })
    // The ids now checked are those after the insertion; row 3 is at index 3.
    store.send(.mutate { $0.rows[id: 4]!.count += 1 })
    #expect(!first.didFire)
    let third = tracking { _ = rows[3]!.count }
    store.send(.mutate { $0.rows[id: 2]!.count += 1 })
    #expect(!third.didFire, "row 2 lies at row 3's first index")
    store.send(.mutate { $0.rows[id: 3]!.count += 1 })
    #expect(third.didFire)
  }

  @Test func rowsThatGoAreToldAndTheOthersStillAre() {
    let rows = self.rows()
    let counts = [1, 2, 3].map { id in tracking { _ = rows[id]!.count } }
    let titles = [1, 2, 3].map { id in tracking { _ = rows[id]!.title } }
    let members = memberCount
    store.send(.mutate { _ = $0.rows.remove(id: 1) })
    #expect(counts[0].didFire && titles[0].didFire)
    #expect(memberCount == members - 2, "row 1's members are forgotten")
    store.send(.mutate { _ = $0.rows.remove(id: 3) })
    #expect(counts[2].didFire && titles[2].didFire)
    #expect(memberCount == members - 4)
    store.send(.mutate { $0.rows[id: 2]!.title = "changed" })
    #expect(titles[1].didFire)
    #expect(!counts[1].didFire, "another member of the row")
  }

  @Test func membersOfEachSizeAreToldOfTheirOwnChanges() {
    let rows = self.rows()
    let reads: [(String, () -> Void, @Sendable (inout Row) -> Void)] = [
      ("count", { _ = rows[2]!.count }, { $0.count += 1 }),
      ("title", { _ = rows[2]!.title }, { $0.title += "a" }),
      ("isDone", { _ = rows[2]!.isDone }, { $0.isDone.toggle() }),
      ("span", { _ = rows[2]!.span }, { $0.span.end += 1 }),
    ]
    for (changed, _, change) in reads {
      let trackings = reads.map { name, read, _ in (name, tracking(read)) }
      store.send(.mutate { change(&$0.rows[id: 2]!) })
      for (name, tracking) in trackings {
        #expect(tracking.didFire == (name == changed), "\(name) after \(changed) changed")
      }
    }
  }

  @Test func aSavedListAssignedBackAfterARowWentIsReadByID() {
    let rows = self.rows()
    _ = tracking { _ = rows[1]!.count }
    let second = tracking { _ = rows[2]!.count }
    let saved = store.withState(\.rows)
    // Every row found at its index: the ids are checked no more while they stay.
    store.send(.mutate { $0.others[id: 1]!.count += 1 })
    store.send(
      .mutate {
        _ = $0.rows.remove(id: 1)
        _ = $0.rows.insert(Row(id: 4), at: 0)
        _ = $0.rows.insert(Row(id: 5), at: 0)
      })
    // Row 1 went, and row 2 is at index 3 now; the saved list holds the ids checked before,
    // where row 2 is at index 1.
    store.send(.mutate { $0.rows = saved })
    #expect(!second.didFire, "row 2 is as it was")
    store.send(.mutate { $0.rows[id: 2]!.count += 1 })
    #expect(second.didFire)
  }

  @Test func rowsOfTwoListsAreToldApart() {
    let rows = self.rows()
    let others = self.rows(at: \.others)
    let row = tracking { _ = rows[1]!.count }
    let other = tracking { _ = others[1]!.count }
    store.send(.mutate { $0.others[id: 1]!.count += 1 })
    #expect(other.didFire)
    #expect(!row.didFire, "the same id in another list")
    store.send(.mutate { $0.rows[id: 1]!.count += 1 })
    #expect(row.didFire)
  }

  @Test func aListWhoseRowsAllGoForgetsItsGroupAndANewReadMakesOne() {
    let rows = self.rows()
    _ = tracking { _ = rows[1]!.count }
    store.send(.mutate { _ = $0.rows.remove(id: 1) })
    #expect(memberCount == 0)
    store.send(.mutate { _ = $0.rows.append(Row(id: 1)) })
    let again = tracking { _ = self.rows()[1]!.count }
    store.send(.mutate { $0.rows[id: 1]!.count += 1 })
    #expect(again.didFire)
  }
}
