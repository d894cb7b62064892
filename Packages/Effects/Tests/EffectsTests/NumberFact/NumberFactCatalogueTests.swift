import Effects
import EffectsLive
import Foundation
import XCTest

/// The catalogue shipped as `number-facts.json`, and the catalogue client built on it.
final class NumberFactCatalogueTests: XCTestCase {
  func testBundledCatalogue_decodesWithSeveralHundredFacts() throws {
    let catalogue = try NumberFactCatalogue.bundled()

    XCTAssertGreaterThanOrEqual(catalogue.factCount, 300)
  }

  func testEveryNumberFrom0To100_hasAtLeastTwoFacts() throws {
    let catalogue = try NumberFactCatalogue.bundled()

    for number in 0...100 {
      XCTAssertGreaterThanOrEqual(catalogue.facts(for: number).count, 2, "\(number)")
    }
  }

  func testNotableLargerNumbers_haveFacts() throws {
    let catalogue = try NumberFactCatalogue.bundled()

    for number in [128, 144, 169, 196, 256, 360, 365, 496, 512, 1000, 1024, 1729, 8128] {
      XCTAssertFalse(catalogue.facts(for: number).isEmpty, "\(number)")
    }
  }

  func testEveryFact_isASentenceThatStartsWithItsNumber() throws {
    let catalogue = try NumberFactCatalogue.bundled()

    for (number, facts) in catalogue.factsByNumber {
      XCTAssertEqual(Set(facts).count, facts.count, "\(number) repeats a fact")
      for fact in facts {
        let rest = fact.dropFirst(String(number).count)
        XCTAssertTrue(fact.hasPrefix(String(number)), fact)
        XCTAssertFalse(rest.first?.isNumber ?? true, fact)
        XCTAssertTrue(fact.hasSuffix(".") || fact.hasSuffix("…"), fact)
      }
    }
  }

  func testKnownFacts_areFiledUnderTheirNumbers() throws {
    let catalogue = try NumberFactCatalogue.bundled()

    XCTAssertTrue(
      catalogue.facts(for: 28).contains("28 is the second perfect number: 1 + 2 + 4 + 7 + 14 = 28.")
    )
    XCTAssertTrue(catalogue.facts(for: 79).contains("79 is the atomic number of gold (Au)."))
    XCTAssertTrue(catalogue.facts(for: 7).contains("7 is the number of days in a week."))
  }

  func testRotatingPick_tellsEachNumbersFactsInTurn() async throws {
    let facts = try NumberFactCatalogue.bundled().facts(for: 7)
    let client = NumberFactClient.catalogue()

    var told: [String] = []
    for _ in 0..<(facts.count + 1) {
      told.append(try await client.fact(number: 7))
    }
    let otherNumber = try await client.fact(number: 8)

    XCTAssertEqual(told, facts + [facts[0]])
    XCTAssertEqual(otherNumber, try NumberFactCatalogue.bundled().facts(for: 8)[0])
  }

  func testInjectedPick_choosesTheFactAndWrapsOutOfRangeIndexes() async throws {
    let catalogue = NumberFactCatalogue(factsByNumber: [3: ["3 a.", "3 b.", "3 c."]])

    let second = try await NumberFactClient.catalogue(catalogue, pick: { _, _ in 1 }).fact(
      number: 3)
    let wrapped = try await NumberFactClient.catalogue(catalogue, pick: { _, _ in 4 }).fact(
      number: 3)
    let negative = try await NumberFactClient.catalogue(catalogue, pick: { _, _ in -1 }).fact(
      number: 3)

    XCTAssertEqual([second, wrapped, negative], ["3 b.", "3 b.", "3 c."])
  }

  func testPick_isToldTheNumberAndHowManyFactsItHas() async throws {
    let calls = LockIsolated<[[Int]]>([])
    let catalogue = NumberFactCatalogue(factsByNumber: [3: ["3 a.", "3 b."]])
    let client = NumberFactClient.catalogue(catalogue) { number, count in
      calls.withValue { $0.append([number, count]) }
      return 0
    }

    _ = try await client.fact(number: 3)

    XCTAssertEqual(calls.value, [[3, 2]])
  }

  func testUnknownNumber_getsAGeneratedFact() async throws {
    let fact = try await NumberFactClient.catalogue(pick: { _, _ in 0 }).fact(number: 4321)

    XCTAssertEqual(
      fact, "4321 is an odd number: its digits sum to 10 and its smallest prime factor is 29.")
  }

  func testPreviewValue_alwaysTellsTheFirstFact() async throws {
    let first = try NumberFactCatalogue.bundled().facts(for: 42)[0]

    let preview = NumberFactClient.previewValue
    let facts = [try await preview.fact(number: 42), try await preview.fact(number: 42)]

    XCTAssertEqual(facts, [first, first])
  }

  func testLiveValue_tellsCatalogueFactsOffline() async throws {
    let fact = try await NumberFactClient.liveValue.fact(number: 12)

    XCTAssertTrue(try NumberFactCatalogue.bundled().facts(for: 12).contains(fact), fact)
  }
}
