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

  /// How many words a look-up walks from a key's own before giving up: a key whose own word
  /// another took lives in the next free one.
  static let probeLimit = 8

  /// The first word that `matches` accepts among those walked from `key`'s own, stopping at
  /// an empty one; `nil` when none does. For a key whose own word held another's.
  func find(for key: UInt, matches: (UInt) -> Bool) -> UInt? {
    guard let words = existingWords else { return nil }
    var index = index(of: key)
    for _ in 0..<Self.probeLimit {
      let word = words[index].load(ordering: .acquiring)
      if word == 0 { return nil }
      if matches(word) { return word }
      index = (index + 1) & Int(count - 1)
    }
    return nil
  }

  /// Stores `desired` in the first empty word walked from `key`'s own, unless a word that
  /// `matches` accepts comes first (another thread stored it meanwhile): returns the word
  /// that holds the key then, or `nil` when every word walked holds another key's (the
  /// table cannot remember it; the caller counts that in
  /// ``StoreDiagnostics/cacheFallbackCount``). Releasing, to publish what was written before
  /// `desired`; acquiring, to see what was published with a word found.
  func insert(_ desired: UInt, for key: UInt, matches: (UInt) -> Bool) -> UInt? {
    let words = self.words
    var index = index(of: key)
    for _ in 0..<Self.probeLimit {
      var word = words[index].load(ordering: .acquiring)
      if word == 0 {
        let stored = words[index].compareExchange(
          expected: 0, desired: desired, ordering: .acquiringAndReleasing)
        if stored.exchanged { return desired }
        word = stored.original
      }
      if matches(word) { return word }
      index = (index + 1) & Int(count - 1)
    }
    return nil
  }
}

extension AtomicWordTable {
  /// `body` applied to the object at `word`, an address kept with ``keep(_:for:matches:)``,
  /// or `nil` for an empty word (or when `body` says so). Read without a retain: such an
  /// object lives as long as the program.
  @inlinable
  @inline(__always)
  static func withEntry<Entry: AnyObject, Result>(
    at word: UInt, as _: Entry.Type, _ body: (Entry) -> Result?
  ) -> Result? {
    guard let pointer = UnsafeRawPointer(bitPattern: word) else { return nil }
    return Unmanaged<Entry>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
  }

  /// Keeps `entry` for the life of the program, its address in a word for `key` (see
  /// ``insert(_:for:matches:)``), unless an entry that `matches` accepts is there first;
  /// returns whether the table holds an entry for `key` now.
  func keep<Entry: AnyObject>(_ entry: Entry, for key: UInt, matches: (Entry) -> Bool) -> Bool {
    let retained = Unmanaged.passRetained(entry)
    let address = UInt(bitPattern: retained.toOpaque())
    let word = insert(address, for: key) {
      Self.withEntry(at: $0, as: Entry.self) { matches($0) ? true : nil } ?? false
    }
    if word != address { retained.release() }
    return word != nil
  }
}
