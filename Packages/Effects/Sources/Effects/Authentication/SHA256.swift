/// SHA-256 (FIPS 180-4), written here so that Effects needs no crypto package. It hashes the
/// demo accounts' passwords and is not meant for anything that needs a vetted library.
enum SHA256 {
  static let digestByteCount = 32

  static func hash(_ message: [UInt8]) -> [UInt8] {
    // Padding (FIPS 180-4, 5.1.1): the message, 0x80, zeros, then the message's length in
    // bits as 64 bits big-endian, making a whole number of 64-byte blocks.
    var padded = message
    padded.append(0x80)
    padded.append(contentsOf: repeatElement(0, count: (64 + 56 - padded.count % 64) % 64))
    let bitLength = UInt64(message.count) &* 8
    for shift in stride(from: 56, through: 0, by: -8) {
      padded.append(UInt8(truncatingIfNeeded: bitLength &>> UInt64(shift)))
    }
    var state = initialState
    var schedule = [UInt32](repeating: 0, count: 64)
    padded.withUnsafeBufferPointer { bytes in
      schedule.withUnsafeMutableBufferPointer { w in
        state.withUnsafeMutableBufferPointer { h in
          for block in stride(from: 0, to: bytes.count, by: 64) {
            for t in 0..<16 {
              let i = block + 4 * t
              w[t] =
                UInt32(bytes[i]) &<< 24 | UInt32(bytes[i + 1]) &<< 16 | UInt32(bytes[i + 2]) &<< 8
                | UInt32(bytes[i + 3])
            }
            compress(w, into: h)
          }
        }
      }
    }
    return bytes(of: state)
  }

  /// After the first round the message is always a 32-byte digest, which fills exactly one
  /// padded block, so the later rounds reuse one buffer instead of allocating.
  static func hash(_ message: [UInt8], rounds count: Int) -> [UInt8] {
    let first = hash(message)
    guard count > 1 else { return first }
    var state = [UInt32](repeating: 0, count: 8)
    for t in 0..<8 {
      state[t] =
        UInt32(first[4 * t]) &<< 24 | UInt32(first[4 * t + 1]) &<< 16
        | UInt32(first[4 * t + 2]) &<< 8 | UInt32(first[4 * t + 3])
    }
    var schedule = [UInt32](repeating: 0, count: 64)
    schedule.withUnsafeMutableBufferPointer { w in
      state.withUnsafeMutableBufferPointer { h in
        for _ in 1..<count {
          // The previous digest as eight big-endian words, then the padding of a 256-bit message.
          for t in 0..<8 { w[t] = h[t] }
          w[8] = 0x8000_0000
          for t in 9..<15 { w[t] = 0 }
          w[15] = 256
          for t in 0..<8 { h[t] = initialState[t] }
          compress(w, into: h)
        }
      }
    }
    return bytes(of: state)
  }

  private static func bytes(of state: [UInt32]) -> [UInt8] {
    var digest = [UInt8]()
    digest.reserveCapacity(digestByteCount)
    for word in state {
      digest.append(UInt8(truncatingIfNeeded: word &>> 24))
      digest.append(UInt8(truncatingIfNeeded: word &>> 16))
      digest.append(UInt8(truncatingIfNeeded: word &>> 8))
      digest.append(UInt8(truncatingIfNeeded: word))
    }
    return digest
  }

  /// One block (FIPS 180-4, 6.2.2): its 16 words in `w[0..<16]`; `w` must hold 64 words.
  private static func compress(
    _ w: UnsafeMutableBufferPointer<UInt32>, into h: UnsafeMutableBufferPointer<UInt32>
  ) {
    // NB: Rotations are spelled out rather than called: in a debug build every call costs,
    // and the demo accounts' hashes take 10,000 rounds per login.
    for t in 16..<64 {
      let x = w[t - 15], y = w[t - 2]
      let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
      let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
      w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
    }
    var a = h[0], b = h[1], c = h[2], d = h[3]
    var e = h[4], f = h[5], g = h[6], hh = h[7]
    for t in 0..<64 {
      let sigma1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
      let t1 = hh &+ sigma1 &+ ((e & f) ^ (~e & g)) &+ roundConstants[t] &+ w[t]
      let sigma0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
      let t2 = sigma0 &+ ((a & b) ^ (a & c) ^ (b & c))
      hh = g
      g = f
      f = e
      e = d &+ t1
      d = c
      c = b
      b = a
      a = t1 &+ t2
    }
    h[0] &+= a
    h[1] &+= b
    h[2] &+= c
    h[3] &+= d
    h[4] &+= e
    h[5] &+= f
    h[6] &+= g
    h[7] &+= hh
  }

  /// H(0) (FIPS 180-4, 5.3.3).
  private static let initialState: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19,
  ]

  /// K (FIPS 180-4, 4.2.2).
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7,
    0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc,
    0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351,
    0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e,
    0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585,
    0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f,
    0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]
}
