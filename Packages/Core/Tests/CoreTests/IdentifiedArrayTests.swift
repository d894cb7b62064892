import Foundation
import XCTest

@testable import Core

private struct Item: Identifiable, Hashable, Codable, Sendable {
  let id: String
  var count: Int = 0
  var tags: [Int] = []
}

private struct Person: Equatable, Sendable {
  let id: String
  let email: String
}

private struct Boom: Error {}

/// Plain-array reference for SwiftUI's `move(fromOffsets:toOffset:)`: the elements at `offsets`
/// end up, in order, just before the element originally at `toOffset`.
private func referenceMove<T>(_ array: [T], fromOffsets offsets: IndexSet, toOffset: Int) -> [T] {
  var before: [T] = []
  var moved: [T] = []
  var after: [T] = []
  for (offset, element) in array.enumerated() {
    if offsets.contains(offset) {
      moved.append(element)
    } else if offset < toOffset {
      before.append(element)
    } else {
      after.append(element)
    }
  }
  return before + moved + after
}

private func idsBase<ID, E>(_ array: IdentifiedArray<ID, E>) -> UnsafePointer<ID>? {
  array.ids.withUnsafeBufferPointer { $0.baseAddress }
}

private func elementsBase<ID, E>(_ array: IdentifiedArray<ID, E>) -> UnsafePointer<E>? {
  array.elements.withUnsafeBufferPointer { $0.baseAddress }
}

private func requireSendable<T: Sendable>(_: T.Type) {}

final class IdentifiedArrayTests: XCTestCase {
  private func makeItems(_ ids: String...) -> IdentifiedArrayOf<Item> {
    IdentifiedArrayOf<Item>(uniqueElements: ids.map { Item(id: $0) })
  }

  /// Every id maps to its actual position, and the three storages agree.
  private func assertConsistent(
    _ array: IdentifiedArrayOf<Item>, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(array.ids, array.elements.map(\.id), "ids out of sync", file: file, line: line)
    XCTAssertEqual(
      array._indices.count, array.count, "index dictionary size", file: file, line: line)
    for (offset, element) in array.enumerated() {
      XCTAssertEqual(
        array.index(id: element.id), offset, "index of \(element.id)", file: file, line: line)
      XCTAssertEqual(
        array[id: element.id], element, "lookup of \(element.id)", file: file, line: line)
    }
  }

  // MARK: Construction

  func testConstructingFromUniqueElementsKeepsOrderAndIDs() {
    let array = IdentifiedArrayOf<Item>(uniqueElements: [
      Item(id: "b", count: 2), Item(id: "a", count: 1),
    ])
    XCTAssertEqual(array.ids, ["b", "a"])
    XCTAssertEqual(array.elements.map(\.count), [2, 1])
    XCTAssertEqual(array.count, 2)
    assertConsistent(array)
  }

  func testArrayLiteralAndEmptyInit() {
    let literal: IdentifiedArrayOf<Item> = [Item(id: "x"), Item(id: "y"), Item(id: "z")]
    XCTAssertEqual(literal.ids, ["x", "y", "z"])
    assertConsistent(literal)

    let empty = IdentifiedArrayOf<Item>()
    XCTAssertTrue(empty.isEmpty)
    XCTAssertEqual(empty.ids, [])
    XCTAssertNil(empty[id: "x"])
  }

  func testCustomKeyPathKeysByThatProperty() {
    let people = IdentifiedArray(
      uniqueElements: [Person(id: "1", email: "a@x"), Person(id: "2", email: "b@x")], id: \.email)
    XCTAssertEqual(people.ids, ["a@x", "b@x"])
    XCTAssertEqual(people[id: "b@x"]?.id, "2")
    XCTAssertNil(people[id: "2"])
  }

  func testBuildReportsFirstDuplicateID() {
    let result = IdentifiedArrayOf<Item>._build(
      [Item(id: "a"), Item(id: "dup-7"), Item(id: "c"), Item(id: "dup-7")], into: [])
    switch result {
    case .success:
      XCTFail("expected a duplicate")
    case .failure(let duplicate):
      XCTAssertTrue(duplicate.message.contains("dup-7"), duplicate.message)
      XCTAssertTrue(duplicate.message.contains("1 and 3"), duplicate.message)
    }
  }

  // MARK: Lookup and subscript(id:)

  /// The rest of swift-identified-collections' removals and appends: each keeps ids and
  /// positions in step, so that lookups by id still find every element left.
  func testRemovingFromEitherEndAndAppendingASequenceKeepLookupsRight() {
    var array = makeItems("a", "b", "c", "d", "e", "f")
    XCTAssertEqual(array.removeFirst().id, "a")
    XCTAssertEqual(array.removeLast().id, "f")
    array.removeFirst(1)
    array.removeLast(1)
    XCTAssertEqual(array.ids, ["c", "d"])
    XCTAssertEqual(array.popLast()?.id, "d")
    array.append(contentsOf: [Item(id: "x"), Item(id: "c", count: 9), Item(id: "y")])
    XCTAssertEqual(array.ids, ["c", "x", "y"])
    XCTAssertEqual(array[id: "c"]?.count, 0, "an id already present is not appended again")
    array.removeSubrange(0..<2)
    XCTAssertEqual(array.ids, ["y"])
    XCTAssertEqual(array.index(id: "y"), 0)
    XCTAssertNil(array[id: "x"])
    array.removeAll()
    XCTAssertNil(array.popLast())
  }

  func testLookupByIDFindsElementsAndMissesUnknownIDs() {
    let array: IdentifiedArrayOf<Item> = [Item(id: "a", count: 10), Item(id: "b", count: 20)]
    XCTAssertEqual(array[id: "b"]?.count, 20)
    XCTAssertEqual(array.index(id: "a"), 0)
    XCTAssertEqual(array.index(id: "b"), 1)
    XCTAssertNil(array[id: "nope"])
    XCTAssertNil(array.index(id: "nope"))
  }

  func testMutatingThroughIDSubscriptKeepsIDsAndBothBuffers() {
    var array = makeItems("a", "b", "c")
    let idsBefore = array.ids
    let idsAddress = idsBase(array)
    let elementsAddress = elementsBase(array)

    array[id: "b"]?.count += 1
    array[id: "b"]?.count += 1
    array[id: "c"]?.tags.append(9)

    XCTAssertEqual(array[id: "b"]?.count, 2)
    XCTAssertEqual(array[id: "c"]?.tags, [9])
    XCTAssertEqual(array.ids, idsBefore)
    XCTAssertEqual(idsBase(array), idsAddress, "ids buffer must not be rebuilt")
    XCTAssertEqual(elementsBase(array), elementsAddress, "elements buffer must not be copied")
    assertConsistent(array)
  }

  func testMutatingThroughIDSubscriptMovesElementOutWithoutCopyingIt() {
    var tags: [Int] = [1, 2, 3]
    tags.reserveCapacity(16)
    var array: IdentifiedArrayOf<Item> = [Item(id: "a"), Item(id: "b", tags: tags), Item(id: "c")]
    tags = []  // Drop the test's reference so the element's tags are uniquely referenced.
    let tagsAddress = array[id: "b"]!.tags.withUnsafeBufferPointer { $0.baseAddress }

    array[id: "b"]?.tags[0] = 100

    XCTAssertEqual(array[id: "b"]?.tags, [100, 2, 3])
    XCTAssertEqual(
      array[id: "b"]!.tags.withUnsafeBufferPointer { $0.baseAddress }, tagsAddress,
      "element was copied instead of moved out")
    XCTAssertEqual(array.ids, ["a", "b", "c"])
  }

  func testMutatingACopyDoesNotAffectTheOriginal() {
    let original = makeItems("a", "b")
    var copy = original
    copy[id: "a"]?.count = 5
    copy.append(Item(id: "c"))
    XCTAssertEqual(original[id: "a"]?.count, 0)
    XCTAssertEqual(original.ids, ["a", "b"])
    XCTAssertEqual(copy[id: "a"]?.count, 5)
    assertConsistent(original)
    assertConsistent(copy)
  }

  func testSettingExistingIDReplacesInPlace() {
    var array = makeItems("a", "b", "c")
    let idsAddress = idsBase(array)
    array[id: "b"] = Item(id: "b", count: 42)
    XCTAssertEqual(array.elements.map(\.count), [0, 42, 0])
    XCTAssertEqual(idsBase(array), idsAddress)
    assertConsistent(array)
  }

  func testSettingNewIDAppends() {
    var array = makeItems("a")
    array[id: "z"] = Item(id: "z", count: 3)
    XCTAssertEqual(array.ids, ["a", "z"])
    XCTAssertEqual(array[id: "z"]?.count, 3)
    assertConsistent(array)
  }

  func testSettingNilRemovesAndReindexes() {
    var array = makeItems("a", "b", "c", "d")
    array[id: "b"] = nil
    XCTAssertEqual(array.ids, ["a", "c", "d"])
    XCTAssertNil(array[id: "b"])
    assertConsistent(array)

    array[id: "missing"] = nil
    XCTAssertEqual(array.ids, ["a", "c", "d"])
  }

  func testWritingThroughInoutProjectionRemovesAppendsAndSurvivesThrows() throws {
    func clear(_ value: inout Item?) { value = nil }
    func create(_ value: inout Item?) { value = Item(id: "new", count: 1) }
    func bumpThenThrow(_ value: inout Item?) throws {
      value?.count = 99
      throw Boom()
    }

    var array = makeItems("a", "b", "c", "d")
    clear(&array[id: "b"])  // Goes through _modify with an existing element.
    XCTAssertEqual(array.ids, ["a", "c", "d"])
    assertConsistent(array)

    clear(&array[id: "d"])  // Last element.
    XCTAssertEqual(array.ids, ["a", "c"])
    assertConsistent(array)

    create(&array[id: "new"])  // Goes through _modify with an absent id.
    XCTAssertEqual(array.ids, ["a", "c", "new"])
    assertConsistent(array)

    XCTAssertThrowsError(try bumpThenThrow(&array[id: "a"]))
    XCTAssertEqual(array[id: "a"]?.count, 99, "aborted access must still put the element back")
    XCTAssertEqual(array.ids, ["a", "c", "new"])
    assertConsistent(array)
  }

  // MARK: withElement(id:)

  func testWithElementMutatesInPlaceAndReturnsBodyResult() {
    var array = makeItems("a", "b", "c")
    let idsAddress = idsBase(array)
    let elementsAddress = elementsBase(array)

    let result = array.withElement(id: "c") { item -> Int in
      item.count = 7
      return item.count * 2
    }

    XCTAssertEqual(result, 14)
    XCTAssertEqual(array[id: "c"]?.count, 7)
    XCTAssertEqual(idsBase(array), idsAddress)
    XCTAssertEqual(elementsBase(array), elementsAddress)
  }

  func testWithElementReturnsNilForUnknownIDWithoutCallingBody() {
    var array = makeItems("a")
    var called = false
    let result: Int? = array.withElement(id: "zzz") { _ in
      called = true
      return 1
    }
    XCTAssertNil(result)
    XCTAssertFalse(called)
    XCTAssertEqual(array, makeItems("a"))
  }

  func testWithElementRethrowsAndKeepsTheMutation() {
    var array = makeItems("a")
    XCTAssertThrowsError(
      try array.withElement(id: "a") { item in
        item.count = 3
        throw Boom()
      })
    XCTAssertEqual(array[id: "a"]?.count, 3)
  }

  // MARK: Insertion and removal

  func testAppendIsNoOpForExistingID() {
    var array = makeItems("a", "b")
    XCTAssertTrue(array.append(Item(id: "c")) == (true, 2))
    let result = array.append(Item(id: "a", count: 50))
    XCTAssertFalse(result.inserted)
    XCTAssertEqual(result.index, 0)
    XCTAssertEqual(array[id: "a"]?.count, 0, "existing element must not be replaced")
    XCTAssertEqual(array.ids, ["a", "b", "c"])
  }

  func testInsertInMiddleKeepsEveryIndexLookupRight() {
    var array = makeItems("a", "b", "c", "d")
    let result = array.insert(Item(id: "x"), at: 1)
    XCTAssertTrue(result.inserted)
    XCTAssertEqual(result.index, 1)
    XCTAssertEqual(array.ids, ["a", "x", "b", "c", "d"])
    assertConsistent(array)

    array.insert(Item(id: "front"), at: 0)
    array.insert(Item(id: "back"), at: array.count)
    XCTAssertEqual(array.ids, ["front", "a", "x", "b", "c", "d", "back"])
    assertConsistent(array)

    let duplicate = array.insert(Item(id: "c", count: 9), at: 0)
    XCTAssertFalse(duplicate.inserted)
    XCTAssertEqual(duplicate.index, 4)
    XCTAssertEqual(array[id: "c"]?.count, 0)
  }

  func testRemoveFromMiddleKeepsEveryIndexLookupRight() {
    var array = makeItems("a", "b", "c", "d", "e")
    XCTAssertEqual(array.remove(id: "b")?.id, "b")
    XCTAssertEqual(array.ids, ["a", "c", "d", "e"])
    assertConsistent(array)

    XCTAssertEqual(array.remove(at: 2).id, "d")
    XCTAssertEqual(array.ids, ["a", "c", "e"])
    assertConsistent(array)

    XCTAssertNil(array.remove(id: "b"))
    XCTAssertEqual(array.ids, ["a", "c", "e"])
  }

  func testRemoveAtOffsetsDropsExactlyThoseOffsets() {
    var array = makeItems("a", "b", "c", "d", "e", "f")
    array.remove(atOffsets: [0, 2, 3, 5])
    XCTAssertEqual(array.ids, ["b", "e"])
    assertConsistent(array)
  }

  func testRemoveAllWhereKeepsOrderOfSurvivors() {
    var array = IdentifiedArrayOf<Item>(
      uniqueElements: (0..<10).map { Item(id: "\($0)", count: $0) })
    array.removeAll { $0.count.isMultiple(of: 3) }
    XCTAssertEqual(array.ids, ["1", "2", "4", "5", "7", "8"])
    XCTAssertNil(array[id: "3"])
    assertConsistent(array)
  }

  func testRemoveAllWhereMatchingNothingLeavesIDsBufferAlone() {
    var array = makeItems("a", "b", "c")
    let idsAddress = idsBase(array)
    array.removeAll { $0.count > 100 }
    XCTAssertEqual(idsBase(array), idsAddress)
    XCTAssertEqual(array.ids, ["a", "b", "c"])
  }

  func testRemoveAllWhereThatThrowsLeavesArrayUnchanged() {
    var array = makeItems("a", "b", "c")
    XCTAssertThrowsError(
      try array.removeAll { item in
        if item.id == "c" { throw Boom() }
        return true
      })
    XCTAssertEqual(array.ids, ["a", "b", "c"])
    assertConsistent(array)
  }

  func testRemoveAllEmptiesEverything() {
    var array = makeItems("a", "b")
    array.removeAll()
    XCTAssertTrue(array.isEmpty)
    XCTAssertEqual(array.ids, [])
    XCTAssertNil(array[id: "a"])
    XCTAssertNil(array.index(id: "a"))
    array.append(Item(id: "a"))
    assertConsistent(array)
  }

  func testUpdateOrAppendReplacesOrAppends() {
    var array = makeItems("a", "b")
    let idsAddress = idsBase(array)
    let replaced = array.updateOrAppend(Item(id: "b", count: 5))
    XCTAssertEqual(replaced, Item(id: "b", count: 0))
    XCTAssertEqual(array[id: "b"]?.count, 5)
    XCTAssertEqual(idsBase(array), idsAddress)

    XCTAssertNil(array.updateOrAppend(Item(id: "c", count: 1)))
    XCTAssertEqual(array.ids, ["a", "b", "c"])
    assertConsistent(array)
  }

  func testUpdateOrInsertReplacesInPlaceOrInsertsAtTheIndex() {
    var array = makeItems("a", "b", "c")
    let replaced = array.updateOrInsert(Item(id: "c", count: 5), at: 0)
    XCTAssertEqual(replaced.originalMember, Item(id: "c", count: 0))
    XCTAssertEqual(replaced.index, 2, "replaced where it is, not moved to the index given")
    XCTAssertEqual(array.ids, ["a", "b", "c"])
    XCTAssertEqual(array[id: "c"]?.count, 5)

    let inserted = array.updateOrInsert(Item(id: "d"), at: 1)
    XCTAssertNil(inserted.originalMember)
    XCTAssertEqual(inserted.index, 1)
    XCTAssertEqual(array.ids, ["a", "d", "b", "c"])

    // An id already there is replaced wherever `i` points, even past the end.
    XCTAssertEqual(array.updateOrInsert(Item(id: "a", count: 9), at: 99).index, 0)
    XCTAssertEqual(array[id: "a"]?.count, 9)
    assertConsistent(array)
  }

  func testUncheckedUniqueElementsBuildsAsUniqueElements() {
    let items = [Item(id: "a"), Item(id: "b")]
    XCTAssertEqual(
      IdentifiedArrayOf<Item>(uncheckedUniqueElements: items),
      IdentifiedArrayOf<Item>(uniqueElements: items))
    let people = [Person(id: "1", email: "a@x"), Person(id: "2", email: "b@x")]
    XCTAssertEqual(
      IdentifiedArray(uncheckedUniqueElements: people, id: \.email).ids, ["a@x", "b@x"])
  }

  // MARK: Reordering

  func testMoveMatchesArrayMoveForNamedCases() {
    let ids = ["a", "b", "c", "d", "e"]
    let cases: [(IndexSet, Int, [String])] = [
      ([0], 2, ["b", "a", "c", "d", "e"]),  // Down by one.
      ([0], 5, ["b", "c", "d", "e", "a"]),  // First to end.
      ([4], 0, ["e", "a", "b", "c", "d"]),  // Last to front.
      ([1, 3], 0, ["b", "d", "a", "c", "e"]),  // Several up.
      ([0, 2], 4, ["b", "d", "a", "c", "e"]),  // Several down.
      ([1, 4], 3, ["a", "c", "b", "e", "d"]),  // Straddling the destination.
      ([2], 2, ids),  // Onto itself.
      ([2], 3, ids),  // Just after itself: also a no-op.
      ([], 1, ids),  // Nothing.
    ]
    for (offsets, toOffset, expected) in cases {
      XCTAssertEqual(
        referenceMove(ids, fromOffsets: offsets, toOffset: toOffset), expected,
        "reference \(Array(offsets)) → \(toOffset)")
      var array = IdentifiedArrayOf<Item>(uniqueElements: ids.map { Item(id: $0) })
      array.move(fromOffsets: offsets, toOffset: toOffset)
      XCTAssertEqual(array.ids, expected, "move \(Array(offsets)) → \(toOffset)")
      assertConsistent(array)
    }
  }

  func testMoveMatchesArrayMoveForEverySubsetAndDestination() {
    let ids = ["a", "b", "c", "d", "e", "f"]
    for mask in 1..<(1 << ids.count) {
      let offsets = IndexSet(ids.indices.filter { mask & (1 << $0) != 0 })
      for toOffset in 0...ids.count {
        var array = IdentifiedArrayOf<Item>(
          uniqueElements: ids.enumerated().map { Item(id: $1, count: $0) })
        array.move(fromOffsets: offsets, toOffset: toOffset)
        let expected = referenceMove(ids, fromOffsets: offsets, toOffset: toOffset)
        XCTAssertEqual(array.ids, expected, "move \(Array(offsets)) → \(toOffset)")
        XCTAssertEqual(array.map(\.count), expected.map { ids.firstIndex(of: $0)! })
        assertConsistent(array)
      }
    }
  }

  func testNoOpMoveLeavesIDsBufferAlone() {
    var array = makeItems("a", "b", "c")
    let idsAddress = idsBase(array)
    array.move(fromOffsets: [1], toOffset: 2)
    array.move(fromOffsets: [0, 1, 2], toOffset: 0)
    XCTAssertEqual(idsBase(array), idsAddress)
    XCTAssertEqual(array.ids, ["a", "b", "c"])
  }

  func testSortByReordersAndReindexes() {
    var array = IdentifiedArrayOf<Item>(uniqueElements: [
      Item(id: "a", count: 3), Item(id: "b", count: 1), Item(id: "c", count: 2),
    ])
    array.sort { $0.count < $1.count }
    XCTAssertEqual(array.ids, ["b", "c", "a"])
    assertConsistent(array)

    array.sort { $0.count > $1.count }
    XCTAssertEqual(array.ids, ["a", "c", "b"])
    assertConsistent(array)
  }

  func testSortingAlreadySortedArrayLeavesIDsBufferAlone() {
    var array = makeItems("a", "b", "c")
    let idsAddress = idsBase(array)
    array.sort { $0.id < $1.id }
    XCTAssertEqual(idsBase(array), idsAddress)
  }

  func testSortThatThrowsLeavesArrayUnchanged() {
    var array = makeItems("c", "b", "a")
    XCTAssertThrowsError(try array.sort { _, _ in throw Boom() })
    XCTAssertEqual(array.ids, ["c", "b", "a"])
    assertConsistent(array)
  }

  // MARK: Conformances

  func testEquatableComparesOrderAndElementsButNotKeyPath() {
    XCTAssertEqual(makeItems("a", "b"), makeItems("a", "b"))
    XCTAssertNotEqual(makeItems("a", "b"), makeItems("b", "a"), "order matters")
    XCTAssertNotEqual(makeItems("a", "b"), makeItems("a", "b", "c"))

    var changed = makeItems("a", "b")
    changed[id: "b"]?.count = 1
    XCTAssertNotEqual(changed, makeItems("a", "b"), "non-id fields matter")

    let people = [Person(id: "1", email: "a@x"), Person(id: "2", email: "b@x")]
    XCTAssertEqual(
      IdentifiedArray(uniqueElements: people, id: \.id),
      IdentifiedArray(uniqueElements: people, id: \.email),
      "the key path is ignored")
  }

  func testHashableAgreesWithEquality() {
    var changed = makeItems("a", "b")
    changed[id: "a"]?.count = 1
    let set: Set<IdentifiedArrayOf<Item>> = [makeItems("a", "b"), makeItems("a", "b"), changed]
    XCTAssertEqual(set.count, 2)
    XCTAssertEqual(makeItems("a", "b").hashValue, makeItems("a", "b").hashValue)
  }

  func testCodableRoundTripPreservesOrderAndLookup() throws {
    var array = makeItems("c", "a", "b")
    array[id: "a"]?.count = 4
    array[id: "b"]?.tags = [1, 2]
    let data = try JSONEncoder().encode(array)

    // Encoded as a plain array of elements.
    let plain = try JSONDecoder().decode([Item].self, from: data)
    XCTAssertEqual(plain.map(\.id), ["c", "a", "b"])

    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: data)
    XCTAssertEqual(decoded, array)
    assertConsistent(decoded)
  }

  func testDecodingDuplicateIDsThrowsDataCorruptedNamingTheID() throws {
    let json = Data(
      #"[{"id":"a","count":0,"tags":[]},{"id":"dup-42","count":1,"tags":[]},{"id":"dup-42","count":2,"tags":[]}]"#
        .utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: json)) {
      error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return XCTFail("expected dataCorrupted, got \(error)")
      }
      XCTAssertTrue(context.debugDescription.contains("dup-42"), context.debugDescription)
    }
  }

  func testDescriptionLooksLikeAnArray() {
    let numbers = IdentifiedArray(uniqueElements: [3, 1, 2], id: \.self)
    XCTAssertEqual(numbers.description, "[3, 1, 2]")
    XCTAssertEqual("\(numbers)", "[3, 1, 2]")
    XCTAssertEqual(IdentifiedArray<Int, Int>(id: \.self).description, "[]")
  }

  func testRandomAccessCollectionBehavesLikeAnArray() {
    var numbers = IdentifiedArray(uniqueElements: [30, 10, 20], id: \.self)
    XCTAssertEqual(numbers.startIndex, 0)
    XCTAssertEqual(numbers.endIndex, 3)
    XCTAssertEqual(numbers[1], 10)
    XCTAssertEqual(Array(numbers.reversed()), [20, 10, 30])
    XCTAssertEqual(numbers.firstIndex(of: 20), 2)
    XCTAssertEqual(Array(numbers[1...]), [10, 20])
    XCTAssertEqual(numbers.map { $0 / 10 }, [3, 1, 2])
    numbers.sort()
    XCTAssertEqual(numbers.ids, [10, 20, 30])
  }

  func testIsSendableAndCrossesTasks() async {
    requireSendable(IdentifiedArrayOf<Item>.self)
    let array = makeItems("a", "b")
    let ids = await Task.detached { array.ids }.value
    XCTAssertEqual(ids, ["a", "b"])
  }
}
