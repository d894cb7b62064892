/// A number fact the user saved in B2's list.
///
/// Its ``id`` is the fact's text. The list holds a fact at most once, and with the text as
/// the id the `IdentifiedArray` itself keeps that rule: there is no second id to keep in step
/// with the text, tests need no `\.uuid` override, and the id survives being written to disk
/// and read back (B2's saved facts are meant to be kept across runs) without storing generated
/// ids.
public struct SavedFact: Equatable, Identifiable, Sendable, Codable {
  /// The number the fact is about.
  public var number: Int
  /// The fact, one sentence, as the number fact client told it.
  public var text: String

  /// The fact's text: two saved facts are the same entry when they say the same thing.
  public var id: String { text }

  /// Creates a saved fact.
  ///
  /// - Parameters:
  ///   - number: The number the fact is about.
  ///   - text: The fact.
  public init(number: Int, text: String) {
    self.number = number
    self.text = text
  }
}
