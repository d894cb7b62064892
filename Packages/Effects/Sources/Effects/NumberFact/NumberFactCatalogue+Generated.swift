extension NumberFactCatalogue {
  /// A true sentence about any integer, for numbers the catalogue does not list: its parity
  /// and sign, its digit sum (from two digits on), and whether it (or, for a negative number,
  /// its absolute value) is prime, with the smallest prime factor when one is below 100,000.
  public static func generatedFact(for number: Int) -> String {
    let magnitude = UInt64(number.magnitude)
    let parity = magnitude % 2 == 0 ? "even" : "odd"
    let kind = number < 0 ? "a negative \(parity) number" : "an \(parity) number"
    var clauses: [String] = []
    if magnitude >= 10 {
      clauses.append("its digits sum to \(digitSum(magnitude))")
    }
    let subject = number < 0 ? "its absolute value, \(magnitude)," : "it"
    switch magnitude {
    case 0, 1:
      clauses.append("\(subject) is neither prime nor composite")
    case _ where isPrime(magnitude):
      clauses.append("\(subject) is prime")
    default:
      if let factor = smallestPrimeFactor(of: magnitude, below: 100_000) {
        clauses.append(
          number < 0
            ? "\(subject) has smallest prime factor \(factor)"
            : "its smallest prime factor is \(factor)")
      } else {
        clauses.append("\(subject) is composite")
      }
    }
    return "\(number) is \(kind): \(clauses.joined(separator: " and "))."
  }

  static func digitSum(_ value: UInt64) -> UInt64 {
    var value = value
    var sum: UInt64 = 0
    while value > 0 {
      sum += value % 10
      value /= 10
    }
    return sum
  }

  /// Deterministic Miller–Rabin: these bases decide every 64-bit integer.
  static func isPrime(_ n: UInt64) -> Bool {
    let bases: [UInt64] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
    guard n >= 2 else { return false }
    for base in bases where n % base == 0 {
      return n == base
    }
    var d = n - 1
    var rounds = 0
    while d % 2 == 0 {
      d /= 2
      rounds += 1
    }
    witness: for base in bases {
      var x = powMod(base, d, n)
      if x == 1 || x == n - 1 { continue }
      for _ in 1..<rounds {
        x = mulMod(x, x, n)
        if x == n - 1 { continue witness }
      }
      return false
    }
    return true
  }

  static func smallestPrimeFactor(of n: UInt64, below limit: UInt64) -> UInt64? {
    if n % 2 == 0 { return 2 }
    var candidate: UInt64 = 3
    while candidate < limit, candidate <= n / candidate {
      if n % candidate == 0 { return candidate }
      candidate += 2
    }
    return nil
  }

  private static func mulMod(_ a: UInt64, _ b: UInt64, _ modulus: UInt64) -> UInt64 {
    modulus.dividingFullWidth(a.multipliedFullWidth(by: b)).remainder
  }

  private static func powMod(_ base: UInt64, _ exponent: UInt64, _ modulus: UInt64) -> UInt64 {
    var result: UInt64 = 1
    var base = base % modulus
    var exponent = exponent
    while exponent > 0 {
      if exponent & 1 == 1 { result = mulMod(result, base, modulus) }
      base = mulMod(base, base, modulus)
      exponent >>= 1
    }
    return result
  }
}
