import Foundation
import XCTest

@testable import Core

// Fixtures are private so their names cannot collide with other test files; the runtime
// prints private contexts as `(unknown context at $…)`, which the dumper removes.

private enum Tally {
  struct State {
    var count = 0
    var isTimerOn = false
    var name = "a"
  }

  struct Empty {}

  enum Action: CustomStringConvertible {
    case incrementButtonTapped
    case set(Int)
    case factResponse(State)
    case element(id: Int, action: TallyRow.Action)
    case pair(Int, String)
    case rename(previousName: String, proposedName: String)
    case reset([Int])

    // Must not leak into dumps: case names come from the runtime.
    var description: String { "custom description" }
  }
}

private enum TallyRow {
  enum Action { case tap }
}

private struct TallyScreen {
  var tally = Tally.State()
  var lastAction = Tally.Action.incrementButtonTapped
  var selection: Int? = nil
  var tags: [String] = []
}

private struct TallyBox<Value> {
  var value: Value
}

private class TallyAnimal {
  var name = "Rex"
}

private final class TallyDog: TallyAnimal {
  var isGoodBoy = true
}

private final class TallyNode {
  var value: Int
  var next: TallyNode?
  init(value: Int) { self.value = value }
}

private struct TallyPoint: Hashable {
  var x: Int
  var y: Int
}

private struct TallyToken: CustomDumpStringConvertible {
  var raw: String
  var customDumpDescription: String { "Token(\(raw.prefix(4))…)" }
}

private enum TallyError: Error {
  case offline
  case rejected(code: Int, reason: String)
}

private struct TallyFailure: Error {
  var message: String
}

/// Dumps as its wrapped value, structurally.
private struct TallyWrapper<Value>: CustomDumpRepresentable {
  var storage: Value?
  var customDumpValue: Any { storage as Any }
}

/// Returns itself: the hook must be ignored rather than recurse forever.
private struct TallySelfRepresenting: CustomDumpRepresentable {
  var flag = true
  var customDumpValue: Any { self }
}

/// A multi-line custom description, like a wrapper that returns `customDump(wrapped)`.
private struct TallyPresented: CustomDumpStringConvertible {
  var state: Tally.State
  var customDumpDescription: String { customDump(state) }
}

/// A collection whose mirror says `.collection`, like an identified array would.
private struct TallyList: CustomReflectable {
  var items: [String]
  var customMirror: Mirror { Mirror(self, unlabeledChildren: items, displayStyle: .collection) }
}

final class CustomDumpTests: XCTestCase {
  // MARK: Structs and classes

  func testStructRendersOneFieldPerLine() {
    XCTAssertEqual(
      customDump(Tally.State()),
      """
      Tally.State(
        count: 0,
        isTimerOn: false,
        name: "a"
      )
      """
    )
  }

  func testEmptyStructRendersOnOneLine() {
    XCTAssertEqual(customDump(Tally.Empty()), "Tally.Empty()")
  }

  func testNestedStructsIndentByTwoSpaces() {
    XCTAssertEqual(
      customDump(TallyScreen()),
      """
      TallyScreen(
        tally: Tally.State(
          count: 0,
          isTimerOn: false,
          name: "a"
        ),
        lastAction: Tally.Action.incrementButtonTapped,
        selection: nil,
        tags: []
      )
      """
    )
  }

  func testClassRendersInheritedFieldsFirst() {
    XCTAssertEqual(
      customDump(TallyDog()),
      """
      TallyDog(
        name: "Rex",
        isGoodBoy: true
      )
      """
    )
  }

  func testClassCycleRendersBackReference() {
    let first = TallyNode(value: 1)
    let second = TallyNode(value: 2)
    first.next = second
    second.next = first
    XCTAssertEqual(
      customDump(first),
      """
      TallyNode(
        value: 1,
        next: TallyNode(
          value: 2,
          next: TallyNode(↩︎)
        )
      )
      """
    )
  }

  func testSharedInstanceThatIsNotACycleRendersTwice() {
    let node = TallyNode(value: 7)
    XCTAssertEqual(
      customDump((node, node)),
      """
      (
        TallyNode(
          value: 7,
          next: nil
        ),
        TallyNode(
          value: 7,
          next: nil
        )
      )
      """
    )
  }

  // MARK: Enums

  func testEnumWithoutPayloadRendersTypeAndCase() {
    XCTAssertEqual(
      customDump(Tally.Action.incrementButtonTapped), "Tally.Action.incrementButtonTapped")
    XCTAssertEqual(customDump(TallyRow.Action.tap), "TallyRow.Action.tap")
  }

  func testEnumSingleUnlabeledLeafPayloadRendersInline() {
    XCTAssertEqual(customDump(Tally.Action.set(5)), "Tally.Action.set(5)")
    XCTAssertEqual(customDump(Tally.Action.reset([])), "Tally.Action.reset([])")
  }

  func testEnumLabeledPayloadRendersInlineWhenShort() {
    XCTAssertEqual(
      customDump(Tally.Action.element(id: 1, action: .tap)),
      "Tally.Action.element(id: 1, action: TallyRow.Action.tap)"
    )
  }

  func testEnumLabeledPayloadRendersMultiLineWhenLongerThan60Characters() {
    XCTAssertEqual(
      customDump(Tally.Action.rename(previousName: "Blob", proposedName: "Blob Junior")),
      """
      Tally.Action.rename(
        previousName: "Blob",
        proposedName: "Blob Junior"
      )
      """
    )
  }

  func testEnumUnlabeledPayloadsRenderWithoutLabels() {
    XCTAssertEqual(customDump(Tally.Action.pair(1, "x")), #"Tally.Action.pair(1, "x")"#)
  }

  func testEnumStructPayloadRendersMultiLine() {
    XCTAssertEqual(
      customDump(Tally.Action.factResponse(Tally.State())),
      """
      Tally.Action.factResponse(
        Tally.State(
          count: 0,
          isTimerOn: false,
          name: "a"
        )
      )
      """
    )
  }

  func testEnumCollectionPayloadRendersMultiLine() {
    XCTAssertEqual(
      customDump(Tally.Action.reset([3])),
      """
      Tally.Action.reset(
        [
          [0]: 3
        ]
      )
      """
    )
  }

  func testErrorsRenderLikeEnumsAndStructs() {
    let offline: any Error = TallyError.offline
    let rejected: any Error = TallyError.rejected(code: 403, reason: "nope")
    let failure: any Error = TallyFailure(message: "boom")
    XCTAssertEqual(customDump(offline), "TallyError.offline")
    XCTAssertEqual(customDump(rejected), #"TallyError.rejected(code: 403, reason: "nope")"#)
    XCTAssertEqual(
      customDump(failure),
      """
      TallyFailure(
        message: "boom"
      )
      """
    )
  }

  // MARK: Leaves

  func testStringsAreQuotedWithEscapes() {
    XCTAssertEqual(customDump("hello"), #""hello""#)
    XCTAssertEqual(customDump("say \"hi\"\t\\ \r\0"), #""say \"hi\"\t\\ \r\0""#)
    XCTAssertEqual(customDump(""), #""""#)
  }

  func testMultiLineStringRendersAsBlock() {
    XCTAssertEqual(
      customDump("first\nsecond"),
      #"""
      """
      first
      second
      """
      """#
    )
  }

  func testMultiLineStringFieldAlignsWithItsLine() {
    XCTAssertEqual(
      customDump(TallyBox(value: "first\n\nthird\n")),
      #"""
      TallyBox<String>(
        value: """
        first

        third

        """
      )
      """#
    )
  }

  func testMultiLineStringEscapesTripleQuotesAndBackslashes() {
    XCTAssertEqual(
      customDump("a\\b\n\"\"\""),
      #"""
      """
      a\\b
      ""\"
      """
      """#
    )
  }

  func testCharactersAreQuoted() {
    XCTAssertEqual(customDump(Character("x")), #""x""#)
    XCTAssertEqual(customDump(Character("\n")), #""\n""#)
  }

  func testNumbersAndBoolsArePlain() {
    XCTAssertEqual(customDump(42), "42")
    XCTAssertEqual(customDump(-1.5), "-1.5")
    XCTAssertEqual(customDump(UInt8(7)), "7")
    XCTAssertEqual(customDump(true), "true")
  }

  func testOptionalRendersNilOrTheWrappedValue() {
    XCTAssertEqual(customDump(Int?.none), "nil")
    XCTAssertEqual(customDump(Int?.some(5)), "5")
    XCTAssertEqual(customDump(String??.some(.some("x"))), #""x""#)
    XCTAssertEqual(
      customDump(TallyBox<Tally.State?>(value: nil)),
      """
      TallyBox<Optional<Tally.State>>(
        value: nil
      )
      """
    )
  }

  func testFoundationLeaves() {
    XCTAssertEqual(
      customDump(Date(timeIntervalSince1970: 1_704_067_200)), "Date(2024-01-01T00:00:00.000Z)")
    XCTAssertEqual(customDump(Date(timeIntervalSince1970: -1.5)), "Date(1969-12-31T23:59:58.500Z)")
    XCTAssertEqual(
      customDump(Date(timeIntervalSince1970: 951_827_696.789)), "Date(2000-02-29T12:34:56.789Z)")
    XCTAssertEqual(customDump(URL(string: "https://x")!), "URL(https://x)")
    XCTAssertEqual(
      customDump(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!),
      "UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)"
    )
    XCTAssertEqual(customDump(Data([1, 2, 3])), "Data(3 bytes)")
  }

  func testKeyPathsMetatypesAndRanges() {
    XCTAssertEqual(customDump(\Tally.State.count), String(describing: \Tally.State.count))
    XCTAssertTrue(customDump(\Tally.State.count).hasPrefix("\\"))
    XCTAssertEqual(customDump(Tally.State.self), "Tally.State.self")
    XCTAssertEqual(customDump(1..<3), "1..<3")
    XCTAssertEqual(customDump(1...3), "1...3")
  }

  func testCustomDumpStringConvertibleIsALeaf() {
    XCTAssertEqual(customDump(TallyToken(raw: "abcdef")), "Token(abcd…)")
    XCTAssertEqual(
      customDump(TallyBox(value: TallyToken(raw: "abcdef"))),
      """
      TallyBox<TallyToken>(
        value: Token(abcd…)
      )
      """
    )
  }

  func testMultiLineCustomDescriptionIsIndentedAtItsPosition() {
    XCTAssertEqual(
      customDump(TallyBox(value: TallyPresented(state: Tally.State()))),
      """
      TallyBox<TallyPresented>(
        value: Tally.State(
          count: 0,
          isTimerOn: false,
          name: "a"
        )
      )
      """
    )
  }

  func testCustomDumpRepresentableDumpsItsReplacementStructurally() {
    XCTAssertEqual(customDump(TallyWrapper<Int>(storage: nil)), "nil")
    XCTAssertEqual(
      customDump(TallyWrapper(storage: Tally.Empty())),
      "Tally.Empty()"
    )
    XCTAssertEqual(
      customDump(TallySelfRepresenting()),
      """
      TallySelfRepresenting(
        flag: true
      )
      """
    )
  }

  func testValuesWithoutChildrenUseDescription() {
    XCTAssertEqual(customDump({ (x: Int) in x }), "(Function)")
  }

  // MARK: Collections

  func testArrayRendersIndexedElements() {
    XCTAssertEqual(
      customDump([Tally.Action.set(1), .incrementButtonTapped]),
      """
      [
        [0]: Tally.Action.set(1),
        [1]: Tally.Action.incrementButtonTapped
      ]
      """
    )
    XCTAssertEqual(customDump([Int]()), "[]")
  }

  func testAnyCollectionMirrorRendersAsArray() {
    XCTAssertEqual(
      customDump(TallyList(items: ["a", "b"])),
      """
      [
        [0]: "a",
        [1]: "b"
      ]
      """
    )
  }

  func testDictionaryIsSortedByKeyDump() {
    XCTAssertEqual(
      customDump(["b": 2, "a": 1, "c": 3]),
      """
      [
        "a": 1,
        "b": 2,
        "c": 3
      ]
      """
    )
    XCTAssertEqual(customDump([String: Int]()), "[:]")
  }

  func testDictionaryWithStructKeyRendersTheKeyMultiLine() {
    XCTAssertEqual(
      customDump([TallyPoint(x: 1, y: 2): "here"]),
      """
      [
        TallyPoint(
          x: 1,
          y: 2
        ): "here"
      ]
      """
    )
  }

  func testSetIsSortedByDump() {
    XCTAssertEqual(
      customDump(Set(["b", "c", "a"])),
      """
      Set([
        "a",
        "b",
        "c"
      ])
      """
    )
    XCTAssertEqual(customDump(Set<Int>()), "Set([])")
  }

  func testTuplesRenderLabeledAndUnlabeledElements() {
    XCTAssertEqual(
      customDump((x: 1, y: "two")),
      """
      (
        x: 1,
        y: "two"
      )
      """
    )
    XCTAssertEqual(
      customDump((1, true)),
      """
      (
        1,
        true
      )
      """
    )
    XCTAssertEqual(customDump(()), "()")
  }

  // MARK: Type names

  func testTypeNamesDropModulesEverywhere() {
    XCTAssertEqual(dumpTypeName(Tally.State.self), "Tally.State")
    XCTAssertEqual(
      dumpTypeName(TallyBox<[String: Int?]>.self), "TallyBox<Dictionary<String, Optional<Int>>>")
    XCTAssertEqual(dumpTypeName(Result<Int, any Error>.self), "Result<Int, Error>")
    XCTAssertEqual(dumpTypeName(((Int) -> String).self), "(Int) -> String")
    XCTAssertEqual(dumpTypeName((a: Int, b: String).self), "(a: Int, b: String)")
    XCTAssertEqual(dumpTypeName(Int.Type.self), "Int.Type")
  }

  func testTypeNameStripsUnknownContexts() {
    XCTAssertEqual(
      dumpStripModules(dumpRemoveUnknownContexts("App.(unknown context at $1a2b).Feature.State")),
      "Feature.State"
    )
    XCTAssertEqual(
      dumpStripModules(
        dumpRemoveUnknownContexts(
          "App.Box<App.Tests.(unknown context at $1).(unknown context at $2).Local>")
      ),
      "Box<Tests.Local>"
    )
  }

  func testLocalTypeKeepsItsEnclosingTypeName() {
    struct Local {
      var flag = true
    }
    XCTAssertEqual(
      customDump(Local()),
      """
      CustomDumpTests.Local(
        flag: true
      )
      """
    )
  }
}
