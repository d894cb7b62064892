import Foundation
import Testing

@testable import Core

/// A payload whose plain `id` lies after a reference and a string, so that its offset is not 0.
private struct Row: Identifiable, Equatable {
  var owner: AnyObject?
  var title: String
  let id: Int

  static func == (lhs: Row, rhs: Row) -> Bool {
    lhs.owner === rhs.owner && lhs.title == rhs.title && lhs.id == rhs.id
  }
}

private struct Document: Identifiable, Equatable {
  var pages = 1
  let id: UUID
}

private struct Computed: Identifiable {
  var key: Int
  var id: Int { key }
}

private final class Node: Identifiable {
  let id = 7
}

/// Cases whose payloads hold references and strings, so that a multi-payload layout keeps its
/// tag in their spare bits; the plain ids sit next to them.
private enum Screen {
  case row(Row)
  case document(Document)
  case title(String)
  case object(AnyObject)
  case computed(Computed)
  case node(Node)
}

private enum Generic<Payload> {
  case one(Payload)
  case label(String)
}

@Suite struct StoredPayloadIDTests {
  /// Reads `value`'s payload id with its case's reader, checking that the reader reads it in
  /// place unless `CORE_PAYLOAD_ID_OFFSETS=1` turned that off.
  private func storedID<Enum>(of value: Enum) throws -> ChildID {
    let tag = enumTag(of: value)
    let reader = try #require(EnumPayloadIDReader(Enum.self, tag: tag))
    #expect((reader.storedID != nil) == !StoredPayloadID.isTurnedOff, "\(value)")
    return reader.id(of: value, tag: tag)
  }

  @Test func anIntegerIDAfterReferencesIsReadInPlaceInEveryCaseLayout() throws {
    let owner = NSObject()
    for id in [0, 1, -1, Int.max, Int.min] {
      let row = Row(owner: owner, title: "a title longer than fifteen bytes", id: id)
      #expect(try storedID(of: Screen.row(row)) == ChildID(id))
      #expect(try storedID(of: Generic.one(row)) == ChildID(id))
      #expect(try storedID(of: Optional(row)) == ChildID(id))
      let screen = Screen.row(row)
      _ = try storedID(of: screen)
      guard case let .row(after) = screen else {
        Issue.record("case changed")
        return
      }
      #expect(after == row)
    }
  }

  @Test func aUUIDIsReadInPlace() throws {
    for _ in 0..<8 {
      let document = Document(pages: 3, id: UUID())
      #expect(try storedID(of: Screen.document(document)) == ChildID(document.id))
      #expect(try storedID(of: Optional(document)) == ChildID(document.id))
    }
  }

  @Test func anIDThatIsComputedOrInAClassIsReadThroughItsGetter() throws {
    let computed = Screen.computed(Computed(key: 4))
    let computedReader = try #require(
      EnumPayloadIDReader(Screen.self, tag: enumTag(of: computed)))
    #expect(computedReader.storedID == nil)
    #expect(computedReader.id(of: computed, tag: enumTag(of: computed)) == ChildID(4))

    let node = Screen.node(Node())
    let nodeReader = try #require(EnumPayloadIDReader(Screen.self, tag: enumTag(of: node)))
    #expect(nodeReader.storedID == nil)
    #expect(nodeReader.id(of: node, tag: enumTag(of: node)) == ChildID(7))
  }

  @Test func otherIDTypesAreReadThroughTheirGetter() {
    #expect(StoredPayloadID(in: Row.self) != nil)
    #expect(StoredPayloadID(in: Document.self) != nil)
    #expect(StoredPayloadID(in: StringID.self) == nil)
    #expect(StoredPayloadID(in: SmallID.self) == nil)
  }
}

private struct StringID: Identifiable {
  let id: String
}

private struct SmallID: Identifiable {
  let id: Int32
}
