import Effects
import XCTest

/// The sentence told about numbers the catalogue does not list must be true.
final class NumberFactGeneratedFactTests: XCTestCase {
  func testComposite_namesItsDigitSumAndSmallestPrimeFactor() {
    XCTAssertEqual(
      NumberFactCatalogue.generatedFact(for: 4321),
      "4321 is an odd number: its digits sum to 10 and its smallest prime factor is 29."
    )
    XCTAssertEqual(
      NumberFactCatalogue.generatedFact(for: 1_000_001),
      "1000001 is an odd number: its digits sum to 2 and its smallest prime factor is 101."
    )
  }

  func testPrime_saysItIsPrime() {
    XCTAssertEqual(
      NumberFactCatalogue.generatedFact(for: 4327),
      "4327 is an odd number: its digits sum to 16 and it is prime."
    )
    XCTAssertEqual(NumberFactCatalogue.generatedFact(for: 2), "2 is an even number: it is prime.")
  }

  func testKnownPrimes_includingLargeOnes_areCalledPrime() {
    for prime in [
      7919, 104_729, 999_983, 1_000_003, 2_147_483_647, 2_305_843_009_213_693_951,
      9_223_372_036_854_775_783,
    ] {
      XCTAssertTrue(
        NumberFactCatalogue.generatedFact(for: prime).hasSuffix("and it is prime."), "\(prime)")
    }
  }

  func testKnownComposites_areNotCalledPrime() {
    XCTAssertTrue(
      NumberFactCatalogue.generatedFact(for: 561).hasSuffix("smallest prime factor is 3."))
    XCTAssertTrue(
      NumberFactCatalogue.generatedFact(for: Int.max).hasSuffix("smallest prime factor is 7."))
    XCTAssertTrue(
      NumberFactCatalogue.generatedFact(for: 1 << 62).hasSuffix("smallest prime factor is 2."))
    // 1000000007 × 998244353: no factor below 100,000, so only "composite" is claimed.
    XCTAssertTrue(
      NumberFactCatalogue.generatedFact(for: 998_244_359_987_710_471).hasSuffix(
        "and it is composite."))
  }

  func testPrimality_agreesWithTrialDivisionUpTo20000() {
    for number in 2..<20_000 {
      let isPrime = !stride(from: 2, through: Int(Double(number).squareRoot()), by: 1).contains {
        number % $0 == 0
      }
      let fact = NumberFactCatalogue.generatedFact(for: number)
      XCTAssertEqual(fact.hasSuffix("it is prime."), isPrime, fact)
    }
  }

  func testZeroAndOne_areNeitherPrimeNorComposite() {
    XCTAssertEqual(
      NumberFactCatalogue.generatedFact(for: 0),
      "0 is an even number: it is neither prime nor composite.")
    XCTAssertEqual(
      NumberFactCatalogue.generatedFact(for: 1),
      "1 is an odd number: it is neither prime nor composite.")
  }

  func testNegativeNumbers_speakOfTheirAbsoluteValue() {
    XCTAssertEqual(
      NumberFactCatalogue.generatedFact(for: -7),
      "-7 is a negative odd number: its absolute value, 7, is prime."
    )
    XCTAssertEqual(
      NumberFactCatalogue.generatedFact(for: -91),
      "-91 is a negative odd number: its digits sum to 10 and its absolute value, 91, has smallest prime factor 7."
    )
    XCTAssertEqual(
      NumberFactCatalogue.generatedFact(for: -1),
      "-1 is a negative odd number: its absolute value, 1, is neither prime nor composite."
    )
  }

  func testSmallestInt_doesNotOverflow() {
    XCTAssertEqual(
      NumberFactCatalogue.generatedFact(for: Int.min),
      "-9223372036854775808 is a negative even number: its digits sum to 89 and its absolute value, "
        + "9223372036854775808, has smallest prime factor 2."
    )
  }

  func testCatalogueClient_handlesNegativeNumbersItLacks() async throws {
    let fact = try await NumberFactClient.catalogue(pick: { _, _ in 0 }).fact(number: -12)

    XCTAssertEqual(
      fact,
      "-12 is a negative even number: its digits sum to 3 and its absolute value, 12, has smallest prime factor 2."
    )
  }
}
