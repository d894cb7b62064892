import XCTest

@testable import Core

private enum Screen {
  case list
  case detail(id: Int)
  case edit(title: String, draft: [String])
  case settings
  indirect case nested(Screen)
}

private enum Wrapped<Value> {
  case some(Value)
  case none
}

final class EnumTagTests: XCTestCase {
  func testEveryCaseHasItsOwnTagWhateverItsPayload() {
    let screens: [Screen] = [
      .list, .detail(id: 1), .edit(title: "a", draft: []), .settings, .nested(.list),
    ]
    XCTAssertEqual(Set(screens.map { enumTag(of: $0) }).count, screens.count)
    XCTAssertEqual(enumTag(of: Screen.detail(id: 1)), enumTag(of: Screen.detail(id: 2)))
    XCTAssertEqual(
      enumTag(of: Screen.edit(title: "a", draft: [])),
      enumTag(of: Screen.edit(title: "a long title past the inline size", draft: ["x"])))
    XCTAssertEqual(enumTag(of: Screen.nested(.list)), enumTag(of: Screen.nested(.settings)))
  }

  func testGenericEnumsAndOptionalsHaveTagsToo() {
    XCTAssertNotEqual(enumTag(of: Wrapped.some(1)), enumTag(of: Wrapped<Int>.none))
    XCTAssertEqual(enumTag(of: Wrapped.some("a")), enumTag(of: Wrapped.some("b")))
    XCTAssertNotEqual(enumTag(of: Int?.some(1)), enumTag(of: Int?.none))
  }
}
