import Foundation

/// A fixed set of true facts about numbers, keyed by number.
///
/// The app ships one as the resource `number-facts.json` (``bundled()``): every integer from
/// 0 to 100 has at least three facts, and some larger numbers (144, 1729, 8128, …) have some
/// too. Every fact is a sentence that starts with its number.
///
/// ```swift
/// let catalogue = try NumberFactCatalogue.bundled()
/// catalogue.facts(for: 28).first  // "28 is the number of days in February in a common year."
/// ```
public struct NumberFactCatalogue: Sendable, Equatable {
  /// The facts about each number the catalogue knows, in catalogue order.
  public let factsByNumber: [Int: [String]]

  /// Creates a catalogue from facts already in memory.
  ///
  /// - Parameter factsByNumber: The facts about each number; each should start with its number.
  public init(factsByNumber: [Int: [String]]) {
    self.factsByNumber = factsByNumber
  }

  /// Decodes a catalogue from JSON of the form
  /// `{"entries": [{"number": 28, "facts": ["28 is …"]}]}`.
  ///
  /// - Parameter data: The JSON.
  /// - Throws: ``NumberFactError/catalogueUnavailable(_:)`` when the JSON does not decode, a
  ///   number appears twice or has no facts, or a fact does not start with its number.
  public init(data: Data) throws(NumberFactError) {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch {
      throw .catalogueUnavailable("number-facts.json is not valid catalogue JSON (\(error))")
    }
    var factsByNumber: [Int: [String]] = [:]
    for entry in file.entries {
      guard factsByNumber[entry.number] == nil else {
        throw .catalogueUnavailable("number-facts.json lists \(entry.number) twice")
      }
      guard !entry.facts.isEmpty else {
        throw .catalogueUnavailable("number-facts.json has no facts for \(entry.number)")
      }
      if let stray = entry.facts.first(where: { !Self.fact($0, startsWith: entry.number) }) {
        throw .catalogueUnavailable("number-facts.json files \"\(stray)\" under \(entry.number)")
      }
      factsByNumber[entry.number] = entry.facts
    }
    self.init(factsByNumber: factsByNumber)
  }

  /// Loads a catalogue from a JSON file.
  ///
  /// - Parameter url: The file's location.
  /// - Throws: ``NumberFactError/catalogueUnavailable(_:)`` when the file cannot be read or
  ///   its contents are not a valid catalogue.
  public init(contentsOf url: URL) throws(NumberFactError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .catalogueUnavailable(
        "cannot read \(url.lastPathComponent) (\(error.localizedDescription))")
    }
    try self.init(data: data)
  }

  /// The catalogue shipped in this module's resources, decoded once and then shared.
  ///
  /// - Throws: ``NumberFactError/catalogueUnavailable(_:)`` when `number-facts.json` is
  ///   missing from the resource bundle or is not a valid catalogue.
  public static func bundled() throws(NumberFactError) -> NumberFactCatalogue {
    try bundledResult.get()
  }

  private static let bundledResult: Result<NumberFactCatalogue, NumberFactError> = {
    guard let url = EffectsResources.url(forResource: "number-facts", withExtension: "json") else {
      return .failure(
        .catalogueUnavailable("number-facts.json is missing from the Effects resources"))
    }
    do throws(NumberFactError) {
      return .success(try NumberFactCatalogue(contentsOf: url))
    } catch {
      return .failure(error)
    }
  }()

  /// The facts about `number`, or an empty array when the catalogue has none.
  public func facts(for number: Int) -> [String] {
    factsByNumber[number] ?? []
  }

  /// How many facts the catalogue holds, over all numbers.
  public var factCount: Int {
    factsByNumber.values.reduce(0) { $0 + $1.count }
  }

  /// Whether `fact` starts with `number` written in decimal, not followed by another digit.
  static func fact(_ fact: String, startsWith number: Int) -> Bool {
    let prefix = String(number)
    guard fact.hasPrefix(prefix) else { return false }
    return fact.dropFirst(prefix.count).first.map { !$0.isNumber } ?? true
  }

  private struct File: Decodable {
    struct Entry: Decodable {
      let number: Int
      let facts: [String]
    }
    let entries: [Entry]
  }
}
