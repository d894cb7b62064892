import Testing

@testable import Core

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

  /// A row whose key sits in a struct inside it: `\.inner.key`.
  struct Nested: Equatable, Sendable {
    struct Inner: Equatable, Sendable {
      var tag = 0
      var key: String
    }
    var count = 0
    var inner: Inner
  }

  /// A row that is a class: its key is read through the key path.
  final class Node {
    let key: String
    var count = 0
    init(key: String) { self.key = key }
  }

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

  @Test func elementsKeyedByANestedStoredPropertyAreFoundAndChangedByIt() {
    var array = IdentifiedArray(
      uniqueElements: [Nested(inner: .init(key: "x")), Nested(inner: .init(key: "y"))],
      id: \.inner.key)
    array[id: "y"]?.count += 1
    array[id: "y"]?.inner.tag = 7
    #expect(array.ids == ["x", "y"])
    #expect(array[id: "y"] == Nested(count: 1, inner: .init(tag: 7, key: "y")))
    #expect(array.append(Nested(inner: .init(key: "x"))).inserted == false)
  }

  @Test func classElementsKeyedByAStoredPropertyAreFoundAndChangedByIt() {
    var array = IdentifiedArray(uniqueElements: [Node(key: "p"), Node(key: "q")], id: \.key)
    array[id: "q"]?.count += 1
    #expect(array.ids == ["p", "q"])
    #expect(array[id: "q"]?.count == 1)
    #expect(array.append(Node(key: "p")).inserted == false)
  }

  @Test func eachWayOfKeyingReadsIDsTheFastestWayItCan() {
    #expect(readerKind(IdentifiedArrayOf<Row>()) == "function")
    #expect(readerKind(IdentifiedArrayOf<Row>(uniqueElements: Self.rows)) == "function")
    #expect(
      readerKind(IdentifiedArray(id: \Row.name))
        == "offset \(MemoryLayout<Row>.offset(of: \Row.name)!)")
    #expect(readerKind(IdentifiedArray(id: \Nested.inner.key)) != "key path")
    #expect(readerKind(IdentifiedArray(id: \Row.upperName)) == "key path")
    #expect(readerKind(IdentifiedArray(id: \Node.key)) == "key path")
    #expect(
      readerKind(IdentifiedArrayOf<Row>(uniqueElements: Self.rows).filter { _ in true })
        == "function")
  }

  private func readerKind<ID, Element>(_ array: IdentifiedArray<ID, Element>) -> String {
    switch array._idReader {
    case .function: "function"
    case let .storedOffset(offset): "offset \(offset)"
    case .keyPath: "key path"
    }
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

  @Test func changingANestedKeyInPlaceTraps() async {
    await #expect(processExitsWith: .failure) {
      var array = IdentifiedArray(
        uniqueElements: [Nested(inner: .init(key: "x"))], id: \Nested.inner.key)
      array[id: "x"]?.inner.key = "z"
    }
  }

  @Test func changingAnIDInTheElementThatForEachReachesTraps() async {
    await #expect(processExitsWith: .failure) {
      var array = IdentifiedArrayOf<Row>(uniqueElements: IdentifiedArrayIDTests.rows)
      array.withElement(id: 2) { $0.id = 7 }
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
