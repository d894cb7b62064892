import Core
import Foundation
import XCTest

// Fixtures are private so their names cannot collide with other test files.

private enum Dial {
  struct State {
    var count = 0
    var isTimerOn = false
    var name = "a"
  }

  enum Action {
    case tap
    case set(Int)
    case loaded(State)
    case element(id: Int, action: State)
  }
}

private enum Gauge {
  struct State {
    var count = 0
  }
}

private enum Board {
  struct State {
    var title = "Board"
    var child = Gauge.State()
    var rows: [Int] = [1, 2, 3]
    var isEditing = false
    var note: String? = nil
    var scores: [String: Int] = ["a": 1, "b": 2]
  }
}

private struct DialWrapper: CustomDumpRepresentable {
  var storage: Dial.State?
  var customDumpValue: Any { storage as Any }
}

private struct DialPresented: CustomDumpStringConvertible {
  var state: Dial.State
  var customDumpDescription: String { customDump(state) }
}

private final class DialNode {
  var value: Int
  var next: DialNode?
  init(value: Int) { self.value = value }
}

final class DiffTests: XCTestCase {
  func testIdenticalValuesHaveNoDiff() {
    XCTAssertNil(diff(Dial.State(), Dial.State()))
    XCTAssertNil(diff(Board.State(), Board.State()))
    XCTAssertNil(diff(1, 1))
    XCTAssertNil(diff(Int?.none, nil))
  }

  func testChangedFieldShowsOldAndNewLinesAndCollapsesTheRest() {
    var actual = Dial.State()
    actual.count = 1
    XCTAssertEqual(
      diff(Dial.State(), actual),
      """
        Dial.State(
      -   count: 0,
      +   count: 1,
          … (2 unchanged)
        )
      """
    )
  }

  func testChangedLastFieldHasNoComma() {
    var actual = Dial.State()
    actual.name = "b"
    XCTAssertEqual(
      diff(Dial.State(), actual),
      """
        Dial.State(
          … (2 unchanged)
      -   name: "a"
      +   name: "b"
        )
      """
    )
  }

  func testNestedChangeKeepsTheParentsAndCollapsesSiblings() {
    var actual = Board.State()
    actual.child.count = 1
    XCTAssertEqual(
      diff(Board.State(), actual),
      """
        Board.State(
          … (1 unchanged)
          child: Gauge.State(
      -     count: 0
      +     count: 1
          ),
          … (4 unchanged)
        )
      """
    )
  }

  func testTwoSeparatedChangesEachCollapseTheirNeighbours() {
    var actual = Board.State()
    actual.title = "Renamed"
    actual.isEditing = true
    XCTAssertEqual(
      diff(Board.State(), actual),
      """
        Board.State(
      -   title: "Board",
      +   title: "Renamed",
          … (2 unchanged)
      -   isEditing: false,
      +   isEditing: true,
          … (2 unchanged)
        )
      """
    )
  }

  func testEnumWithDifferentCasesShowsWholeValues() {
    XCTAssertEqual(
      diff(Dial.Action.tap, Dial.Action.loaded(Dial.State())),
      """
      - Dial.Action.tap
      + Dial.Action.loaded(
      +   Dial.State(
      +     count: 0,
      +     isTimerOn: false,
      +     name: "a"
      +   )
      + )
      """
    )
  }

  func testEnumWithInlinePayloadShowsWholeLines() {
    XCTAssertEqual(
      diff(Dial.Action.set(1), Dial.Action.set(2)),
      """
      - Dial.Action.set(1)
      + Dial.Action.set(2)
      """
    )
  }

  func testEnumWithSameCaseDiffsThePayload() {
    var actual = Dial.State()
    actual.isTimerOn = true
    XCTAssertEqual(
      diff(
        Dial.Action.element(id: 1, action: Dial.State()), Dial.Action.element(id: 1, action: actual)
      ),
      """
        Dial.Action.element(
          … (1 unchanged)
          action: Dial.State(
            … (1 unchanged)
      -     isTimerOn: false,
      +     isTimerOn: true,
            … (1 unchanged)
          )
        )
      """
    )
  }

  func testOptionalNilVersusValue() {
    var actual = Board.State()
    actual.note = "hello"
    XCTAssertEqual(
      diff(Board.State(), actual),
      """
        Board.State(
          … (4 unchanged)
      -   note: nil,
      +   note: "hello",
          … (1 unchanged)
        )
      """
    )
    XCTAssertEqual(
      diff(Gauge.State?.none, Gauge.State(count: 2)),
      """
      - nil
      + Gauge.State(
      +   count: 2
      + )
      """
    )
  }

  func testArrayChangedElement() {
    XCTAssertEqual(
      diff([1, 2, 3], [1, 5, 3]),
      """
        [
          … (1 unchanged)
      -   [1]: 2,
      +   [1]: 5,
          … (1 unchanged)
        ]
      """
    )
  }

  func testArrayAddedElements() {
    XCTAssertEqual(
      diff([1, 2], [1, 2, 3, 4]),
      """
        [
          … (2 unchanged)
      +   [2]: 3,
      +   [3]: 4
        ]
      """
    )
  }

  func testArrayRemovedElements() {
    var actual = Board.State()
    actual.rows = [1]
    XCTAssertEqual(
      diff(Board.State(), actual),
      """
        Board.State(
          … (2 unchanged)
          rows: [
            … (1 unchanged)
      -     [1]: 2,
      -     [2]: 3
          ],
          … (3 unchanged)
        )
      """
    )
  }

  func testArrayFromEmptyShowsWholeValues() {
    XCTAssertEqual(
      diff([Int](), [1]),
      """
      - []
      + [
      +   [0]: 1
      + ]
      """
    )
  }

  func testArrayOfStructsDiffsInsideTheChangedElement() {
    XCTAssertEqual(
      diff([Gauge.State(), Gauge.State()], [Gauge.State(), Gauge.State(count: 9)]),
      """
        [
          … (1 unchanged)
          [1]: Gauge.State(
      -     count: 0
      +     count: 9
          )
        ]
      """
    )
  }

  func testElementThatGainsASiblingShowsItsCommaChange() {
    XCTAssertEqual(
      diff([Gauge.State()], [Gauge.State(count: 1), Gauge.State(count: 2)]),
      """
        [
          [0]: Gauge.State(
      -     count: 0
      +     count: 1
      -   )
      +   ),
      +   [1]: Gauge.State(
      +     count: 2
      +   )
        ]
      """
    )
  }

  func testDictionaryChange() {
    var actual = Board.State()
    actual.scores = ["b": 3, "c": 4]
    XCTAssertEqual(
      diff(Board.State(), actual),
      """
        Board.State(
          … (5 unchanged)
          scores: [
      -     "a": 1,
      -     "b": 2
      +     "b": 3,
      +     "c": 4
          ]
        )
      """
    )
  }

  func testDictionaryValueChangeCollapsesOtherKeys() {
    XCTAssertEqual(
      diff(["a": 1, "b": 2, "c": 3], ["a": 1, "b": 20, "c": 3]),
      """
        [
          … (1 unchanged)
      -   "b": 2,
      +   "b": 20,
          … (1 unchanged)
        ]
      """
    )
  }

  func testSetChange() {
    XCTAssertEqual(
      diff(Set([1, 2]), Set([2, 3])),
      """
        Set([
      -   1,
          … (1 unchanged)
      +   3
        ])
      """
    )
  }

  func testMultiLineStringDiffsLineByLine() {
    XCTAssertEqual(
      diff("one\ntwo\nthree", "one\n2\nthree"),
      #"""
        """
        one
      - two
      + 2
        three
        """
      """#
    )
  }

  func testCustomDumpRepresentableDiffsThroughTheWrapper() {
    var actual = Dial.State()
    actual.count = 3
    XCTAssertEqual(
      diff(DialWrapper(storage: Dial.State()), DialWrapper(storage: actual)),
      """
        Dial.State(
      -   count: 0,
      +   count: 3,
          … (2 unchanged)
        )
      """
    )
  }

  func testMultiLineCustomDescriptionsDiffLineByLine() {
    var actual = Dial.State()
    actual.count = 3
    XCTAssertEqual(
      diff(DialPresented(state: Dial.State()), DialPresented(state: actual)),
      """
        Dial.State(
      -   count: 0,
      +   count: 3,
          isTimerOn: false,
          name: "a"
        )
      """
    )
  }

  func testTopLevelLeafChange() {
    XCTAssertEqual(diff(1, 2), "- 1\n+ 2")
    XCTAssertEqual(diff("a", "b"), "- \"a\"\n+ \"b\"")
  }

  func testClassCycleDiffTerminates() {
    let expected = DialNode(value: 1)
    expected.next = expected
    let actual = DialNode(value: 2)
    actual.next = actual
    XCTAssertEqual(
      diff(expected, actual),
      """
        DialNode(
      -   value: 1,
      +   value: 2,
          … (1 unchanged)
        )
      """
    )
  }
}
