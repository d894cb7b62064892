/// Its ``id`` is its text. The list holds a fact at most once, and with the text as the id the
/// `IdentifiedArray` itself keeps that rule: there is no second id to keep in step with the
/// text, tests need no `\.uuid` override, and no generated ids are stored on disk.
public struct SavedFact: Equatable, Identifiable, Sendable, Codable {
  public var number: Int
  public var text: String

  public var id: String { text }

  public init(number: Int, text: String) {
    self.number = number
    self.text = text
  }
}
