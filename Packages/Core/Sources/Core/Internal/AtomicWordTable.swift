import Synchronization

/// A fixed number of atomic words, all `0` at first, allocated on the first write and kept for
/// the life of the program: the storage of the per-type, per-key-path and per-call-site caches
/// that child reducers ask on every send (``IdentifiableTypes``, ``CaseTraits``,
/// ``ReducerSites``).
///
/// A word is one load from one address: no array bounds check, and no slot object to retain
/// and release, which an array of `Atomic`-holding classes costs on every look-up. Reading is
/// inlinable, so a child reducer specialized in a feature's module reads the word in place.
///
/// The table itself holds only constants and an atomic address, so a global table is
/// initialized statically: reading it costs no `swift_once`, which a global that allocates
/// when first read costs on every access (about 9 ns, measured on a nested send; README,
/// "Benchmarks").
@usableFromInline
struct AtomicWordTable: ~Copyable, Sendable {
  /// The address of the words, `0` until the first write allocates them.
  @usableFromInline let address: Atomic<UInt>
  /// A power of two, so an index is a mask.
  @usableFromInline let count: UInt
  /// The low bits of a key that are always zero (alignment), dropped before masking.
  @usableFromInline let alignmentBits: UInt

  /// A table of `count` words (a power of two) for keys aligned to `1 << alignmentBits`.
  init(count: Int, alignmentBits: Int) {
    guard count > 0 && count & (count - 1) == 0 else {
      fatalError("count must be a power of two")
    }
    address = Atomic(0)
    self.count = UInt(count)
    self.alignmentBits = UInt(alignmentBits)
  }

  /// The words, or `nil` before the first write. Acquiring, so the words' initial zeros are
  /// seen.
  @inlinable
  @inline(__always)
  var existingWords: UnsafeMutablePointer<Atomic<UInt>>? {
    UnsafeMutablePointer(bitPattern: address.load(ordering: .acquiring))
  }

  /// The words, allocated (all `0`) by the first caller; a thread that loses the race to
  /// publish its words frees them and uses the winner's.
  var words: UnsafeMutablePointer<Atomic<UInt>> {
    if let existingWords { return existingWords }
    let words = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: Int(count))
    for index in 0..<Int(count) { (words + index).initialize(to: Atomic(0)) }
    let published = address.compareExchange(
      expected: 0, desired: UInt(bitPattern: words), ordering: .acquiringAndReleasing)
    if published.exchanged { return words }
    words.deallocate()
    return UnsafeMutablePointer(bitPattern: published.original)!
  }

  /// The index of the word for `key`, an address.
  @inlinable
  @inline(__always)
  func index(of key: UInt) -> Int {
    Int((key >> alignmentBits) & (count - 1))
  }

  /// The word for `key`. Acquiring: what was written before the word was filled is seen
  /// (a word may be the address of an object built just before).
  @inlinable
  @inline(__always)
  func load(for key: UInt) -> UInt {
    guard let words = existingWords else { return 0 }
    return words[index(of: key)].load(ordering: .acquiring)
  }

  /// Stores `desired` in the word for `key` if it still holds `expected`; returns whether it
  /// did and the word it found. Acquiring, to see what was published with the word found, and
  /// releasing, to publish what was written before with `desired`.
  func compareExchange(for key: UInt, expected: UInt, desired: UInt) -> (
    exchanged: Bool, original: UInt
  ) {
    words[index(of: key)].compareExchange(
      expected: expected, desired: desired, ordering: .acquiringAndReleasing)
  }

  /// Stores `desired` in the word for `key` if it is still `0`; returns whether it did.
  /// Releasing, to publish what was written before with it.
  func fillIfEmpty(for key: UInt, with desired: UInt) -> Bool {
    words[index(of: key)].compareExchange(expected: 0, desired: desired, ordering: .releasing)
      .exchanged
  }
}

extension AtomicWordTable {
  /// `body` applied to the object whose address the word for `key` holds, or `nil` when the
  /// word is empty (or `body` says so). Read without a retain: an object kept with
  /// ``keepIfEmpty(_:for:)`` lives as long as the program. Acquiring, so the object's fields,
  /// written before its address was published, are seen.
  @inlinable
  @inline(__always)
  func withEntry<Entry: AnyObject, Result>(
    for key: UInt, as _: Entry.Type, _ body: (Entry) -> Result?
  ) -> Result? {
    guard let pointer = UnsafeRawPointer(bitPattern: load(for: key)) else { return nil }
    return Unmanaged<Entry>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
  }

  /// Puts `entry`'s address in the word for `key` if the word is still empty, and keeps the
  /// entry for the life of the program; builds no entry when the word is taken.
  func keepIfEmpty<Entry: AnyObject>(_ entry: @autoclosure () -> Entry, for key: UInt) {
    guard load(for: key) == 0 else { return }
    let retained = Unmanaged.passRetained(entry())
    if !fillIfEmpty(for: key, with: UInt(bitPattern: retained.toOpaque())) {
      retained.release()
    }
  }
}
