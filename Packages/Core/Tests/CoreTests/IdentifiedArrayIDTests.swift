import Core
import Testing

/// How an ``IdentifiedArray`` reads its elements' ids, for each way it can be keyed, and that
/// a change that alters an element's id still traps: the fast readers must not skip the check.
@Suite struct IdentifiedArrayIDTests {
  /// A row keyed three ways: `Identifiable.id`, a stored property, a computed one.
  struct Row: Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
    var count = 0
    var upperName: String { name.uppercased() }
  }

  static let rows = [Row(id: 1, name: "a"), Row(id: 2, name: "b"), Row(id: 3, name: "c")]

  @Test func identifiableElementsAreFoundAndChangedByID() {
    var array = IdentifiedArrayOf<Row>(uniqueElements: Self.rows)
    array[id: 2]?.count += 1
    array.append(Row(id: 4, name: "d"))
    #expect(array.ids == [1, 2, 3, 4])
    #expect(array[id: 2]?.count == 1)
    #expect(array.append(Row(id: 4, name: "again")).inserted == false)
  }

  @Test func elementsKeyedByAStoredPropertyAreFoundAndChangedByIt() {
    var array = IdentifiedArray(uniqueElements: Self.rows, id: \.name)
    array[id: "b"]?.count += 1
    array.append(Row(id: 9, name: "d"))
    #expect(array.ids == ["a", "b", "c", "d"])
    #expect(array[id: "b"]?.count == 1)
    #expect(array.append(Row(id: 10, name: "d")).inserted == false)
  }

  @Test func elementsKeyedByAComputedPropertyAreFoundAndChangedByIt() {
    var array = IdentifiedArray(uniqueElements: Self.rows, id: \.upperName)
    array[id: "B"]?.count += 1
    #expect(array.ids == ["A", "B", "C"])
    #expect(array[id: "B"]?.count == 1)
  }

  @Test func aFilteredArrayKeepsItsIDs() {
    let array = IdentifiedArrayOf<Row>(uniqueElements: Self.rows).filter { $0.id != 2 }
    #expect(array.ids == [1, 3])
    #expect(array[id: 3]?.name == "c")
  }

  @Test func changingAnIdentifiableElementsIDInPlaceTraps() async {
    await #expect(processExitsWith: .failure) {
      var array = IdentifiedArrayOf<Row>(uniqueElements: IdentifiedArrayIDTests.rows)
      array[id: 2]?.id = 7
    }
  }

  @Test func changingAStoredKeyInPlaceTraps() async {
    await #expect(processExitsWith: .failure) {
      var array = IdentifiedArray(uniqueElements: IdentifiedArrayIDTests.rows, id: \.name)
      array[id: "b"]?.name = "z"
    }
  }

  @Test func changingAnIDThroughAPositionTraps() async {
    await #expect(processExitsWith: .failure) {
      var array = IdentifiedArrayOf<Row>(uniqueElements: IdentifiedArrayIDTests.rows)
      array[1].id = 7
    }
  }

  @Test func writingAnElementWithAnotherIDTraps() async {
    await #expect(processExitsWith: .failure) {
      var array = IdentifiedArrayOf<Row>(uniqueElements: IdentifiedArrayIDTests.rows)
      array[id: 2] = Row(id: 5, name: "e")
    }
  }
}
