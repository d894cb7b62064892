/// The bits of `key` mixed (Fibonacci hashing: a multiply by 2^64 over the golden ratio, then
/// the high half), for the caches that index a table with a few low bits of the result.
///
/// Keys there are addresses and small numbers whose low bits vary little; the high half of
/// the product depends on every bit of the key, so keys that differ anywhere spread.
@inlinable
@inline(__always)
func mixedBits(_ key: UInt) -> UInt {
  (key &* 0x9E37_79B9_7F4A_7C15) &>> 32
}
