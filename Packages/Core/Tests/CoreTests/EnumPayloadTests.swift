import XCTest

@testable import Core

private struct Item: Identifiable, Equatable {
  let id: String
  var tags: [String] = []
}

private final class Session: Identifiable {}

/// Every kind of case a destination enum has: payloads with and without an `id`, inline and
/// boxed, with references (so the payload's spare bits hold the tag), and none.
private enum Screen {
  case item(Item)
  case count(Int)
  case labelled(id: Int, title: String)
  case session(Session)
  case anything(any Identifiable)
  indirect case nested(Item)
  case empty
}

private enum Wrapped<Payload> {
  case one(Payload)
  case other(Payload, Int)
}

final class EnumPayloadTests: XCTestCase {
  func testTheIDOfAnIdentifiablePayloadIsReadInPlace() throws {
    for id in ["a", "a title longer than fifteen bytes", ""] {
      let screen = Screen.item(Item(id: id, tags: ["x", "y"]))
      let reader = try XCTUnwrap(EnumPayloadIDReader(Screen.self, tag: enumTag(of: screen)))
      XCTAssertEqual(reader.id(of: screen, tag: enumTag(of: screen)), ChildID(id))
      // The value read from is whole afterwards.
      guard case let .item(item) = screen else { return XCTFail("case changed") }
      XCTAssertEqual(item, Item(id: id, tags: ["x", "y"]))
    }
  }

  func testAClassPayloadIsReadByItsObjectIdentity() throws {
    let session = Session()
    let screen = Screen.session(session)
    let reader = try XCTUnwrap(EnumPayloadIDReader(Screen.self, tag: enumTag(of: screen)))
    XCTAssertEqual(
      reader.id(of: screen, tag: enumTag(of: screen)), ChildID(ObjectIdentifier(session)))
  }

  func testCasesWithoutAnInlineIdentifiablePayloadHaveNoReader() {
    let screens: [Screen] = [
      .count(1), .labelled(id: 1, title: "t"), .anything(Item(id: "a")), .nested(Item(id: "a")),
      .empty,
    ]
    for screen in screens {
      XCTAssertNil(EnumPayloadIDReader(Screen.self, tag: enumTag(of: screen)), "\(screen)")
    }
  }

  func testGenericEnumsAndOptionalsResolveThePayloadTypeFromTheirArguments() throws {
    let one = Wrapped.one(Item(id: "g"))
    let reader = try XCTUnwrap(EnumPayloadIDReader(Wrapped<Item>.self, tag: enumTag(of: one)))
    XCTAssertEqual(reader.id(of: one, tag: enumTag(of: one)), ChildID("g"))
    XCTAssertNil(
      EnumPayloadIDReader(Wrapped<Item>.self, tag: enumTag(of: Wrapped.other(Item(id: "g"), 1))))
    XCTAssertNil(EnumPayloadIDReader(Wrapped<Int>.self, tag: enumTag(of: Wrapped.one(1))))

    let some: Item? = Item(id: "o")
    let optionalReader = try XCTUnwrap(EnumPayloadIDReader(Item?.self, tag: enumTag(of: some)))
    XCTAssertEqual(optionalReader.id(of: some, tag: enumTag(of: some)), ChildID("o"))
  }

  func testNavigationIdentityHoldsTheCaseAndThePayloadsID() {
    XCTAssertEqual(
      navigationIdentifier(of: Screen.item(Item(id: "a"))),
      navigationIdentifier(of: Screen.item(Item(id: "a", tags: ["changed"]))))
    XCTAssertNotEqual(
      navigationIdentifier(of: Screen.item(Item(id: "a"))),
      navigationIdentifier(of: Screen.item(Item(id: "b"))))
    XCTAssertEqual(
      navigationIdentifier(of: Screen.count(1)), navigationIdentifier(of: Screen.count(2)))
    XCTAssertNotEqual(
      navigationIdentifier(of: Screen.count(1)), navigationIdentifier(of: Screen.empty))
  }

  func testOnlyAnEnumWithACaseThatMayHoldADialogIsAskedPerCase() {
    // `Screen` has an existential case and an indirect one: either may hold a dialog.
    XCTAssertTrue(someCaseMayBeEphemeral(Screen.self))
    XCTAssertTrue(someCaseMayBeEphemeral(WithAlert.self))
    XCTAssertTrue(someCaseMayBeEphemeral(WithOptionalAlert.self))
    XCTAssertTrue(someCaseMayBeEphemeral(Wrapped<AlertState<Never>>.self))
    XCTAssertFalse(someCaseMayBeEphemeral(Plain.self))
    XCTAssertFalse(someCaseMayBeEphemeral(Wrapped<Item>.self))
    XCTAssertFalse(someCaseMayBeEphemeral(Item.self), "not an enum")
    // A class payload may be a subclass that is a dialog, found by `CaseTraits` (which, as for
    // an existential, answers for a case as its first value seen does).
    XCTAssertTrue(someCaseMayBeEphemeral(WithPrompt.self))
    XCTAssertTrue(isEphemeral(WithPrompt.prompt(Confirmation())))
    // What the per-case answer finds, for the cases that can be.
    XCTAssertTrue(isEphemeral(WithAlert.alert(AlertState(title: { TextState("t") }))))
    XCTAssertTrue(isEphemeral(WithOptionalAlert.alert(AlertState(title: { TextState("t") }))))
    XCTAssertFalse(isEphemeral(WithAlert.item(Item(id: "a"))))
  }
}

private enum WithAlert {
  case item(Item)
  case alert(AlertState<Never>)
}

private enum WithOptionalAlert {
  case alert(AlertState<Never>?)
  case none
}

private enum Plain {
  case item(Item)
  case count(Int)
  case nested(Wrapped<Int>)
  case empty
}

private class Prompt {}

private final class Confirmation: Prompt, _EphemeralState {}

private enum WithPrompt {
  case prompt(Prompt)
  case count(Int)
}
