/// Iterated salted SHA-256: `h₁ = SHA-256(salt ‖ UTF-8(password))`, `hₙ₊₁ = SHA-256(hₙ)`, and
/// the stored `passwordHash` is `h₁₀₀₀₀` in lowercase hex. With one iteration it is a plain
/// salted SHA-256, which the shell can check:
/// `printf '\x01\x02secret' | sha256sum` equals `hash("secret", salt: [1, 2], iterations: 1)`.
enum PasswordHash {
  static let iterations = 10_000

  static func hash(_ password: String, salt: [UInt8], iterations: Int = iterations) -> [UInt8] {
    SHA256.hash(salt + Array(password.utf8), rounds: iterations)
  }

  /// Every byte is compared, whether or not an earlier one already differed, so how long a
  /// failed login takes says nothing about how much of the hash was right.
  static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for index in lhs.indices {
      difference |= lhs[index] ^ rhs[index]
    }
    return difference == 0
  }
}
