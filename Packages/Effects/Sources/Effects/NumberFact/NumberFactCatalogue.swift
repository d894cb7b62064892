import Foundation

/// The app ships one as the resource `number-facts.json` (``bundled()``). Every fact is a
/// sentence that starts with its number.
public struct NumberFactCatalogue: Sendable, Equatable {
  /// In catalogue order.
  public let factsByNumber: [Int: [String]]

  public init(factsByNumber: [Int: [String]]) {
    self.factsByNumber = factsByNumber
  }

  /// Decodes `{"entries": [{"number": 28, "facts": ["28 is …"]}]}`, refusing a number listed
  /// twice or without facts, and a fact that does not start with its number.
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

  /// Decoded once and then shared.
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

  public func facts(for number: Int) -> [String] {
    factsByNumber[number] ?? []
  }

  public var factCount: Int {
    factsByNumber.values.reduce(0) { $0 + $1.count }
  }

  /// `number` in decimal, not followed by another digit.
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
