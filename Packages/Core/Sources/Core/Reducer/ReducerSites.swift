import Synchronization

/// One call site of a child reducer: its file, line and column, built once per call site and
/// never freed (see ``ReducerSites``); and what the child reducer there asks of its key paths
/// on every send, a list that only grows, up to a few key paths (see
/// ``ReducerSite/childLayout(of:childState:)``).
@usableFromInline
final class ReducerSiteRecord: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  /// What the record is found by, with the line and the column.
  @usableFromInline let key: ReducerSites.Key
  /// The address of the record built before this one in the same bucket, or `0`.
  @usableFromInline let next: UInt
  /// The address of the newest ``ChildLayoutRecord`` of this site's list, or `0`: records
  /// are only added, at the head, and never freed.
  @usableFromInline let childLayouts = Atomic<UInt>(0)

  init(fileID: StaticString, filePath: StaticString, key: ReducerSites.Key, next: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.key = key
    self.next = next
  }
}

/// The records of the child reducers' call sites, so that a ``ReducerSite`` is one word.
///
/// A call site's arguments are literals, so its record is found by the literals' addresses,
/// the line and the column, in a table of 1,024 buckets. A bucket holds the address of its
/// newest record, which leads to the older ones. Records are only ever added, with a
/// compare-and-exchange, and never freed: a program has a fixed number of call sites. Finding
/// a record takes no lock and is inlined into the reducer that asks.
@usableFromInline
enum ReducerSites {
  /// Each bucket's newest record's address, or `0`.
  @usableFromInline static let buckets = AtomicWordTable(count: 1024, alignmentBits: 0)

  /// The record of the call site with these literals, built the first time it is asked for.
  @inlinable
  @inline(__always)
  static func record(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
    -> Unmanaged<ReducerSiteRecord>
  {
    let site = Key(fileID: fileID, filePath: filePath, line: line, column: column)
    return find(site, from: buckets.load(for: site.bucket))
      ?? add(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Adds the record of a call site not in the table yet, unless another thread just did.
  @usableFromInline
  static func add(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
    -> Unmanaged<ReducerSiteRecord>
  {
    let site = Key(fileID: fileID, filePath: filePath, line: line, column: column)
    var head = buckets.load(for: site.bucket)
    while true {
      if let found = find(site, from: head) { return found }
      // NB: Retained once and never released: the table keeps it for the life of the program.
      let record = Unmanaged.passRetained(
        ReducerSiteRecord(fileID: fileID, filePath: filePath, key: site, next: head)
      )
      let added = buckets.compareExchange(
        for: site.bucket, expected: head, desired: UInt(bitPattern: record.toOpaque()))
      if added.exchanged { return record }
      // Another thread added a record to this bucket first, perhaps this one: look again.
      record.release()
      head = added.original
    }
  }

  /// The record of `site` in the chain that starts at the record at `address`, if any.
  @inlinable
  @inline(__always)
  static func find(_ site: Key, from address: UInt) -> Unmanaged<ReducerSiteRecord>? {
    var address = address
    while address != 0 {
      let record = Unmanaged<ReducerSiteRecord>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
      // NB: Read without a retain: the table keeps every record alive.
      let isThisSite = record._withUnsafeGuaranteedRef { $0.key == site }
      if isThisSite { return record }
      address = record._withUnsafeGuaranteedRef(\.next)
    }
    return nil
  }

  /// What a record is looked up by: the literals' keys, the line and the column.
  @usableFromInline
  struct Key: Equatable, Sendable {
    @usableFromInline let fileIDKey: UInt
    @usableFromInline let filePathKey: UInt
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt

    @inlinable
    @inline(__always)
    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
      fileIDKey = ReducerSites.key(of: fileID)
      filePathKey = ReducerSites.key(of: filePath)
      self.line = line
      self.column = column
    }

    /// Which bucket the record is in: the file's key, the line and the column, mixed.
    @inlinable
    var bucket: UInt {
      mixedBits(filePathKey ^ (line &* 0x9E37_79B9) ^ (column &<< 20))
    }
  }

  /// What identifies a literal: the address of its bytes, or, for a literal of one scalar
  /// (which has none), the scalar's value inverted, which no user-space address can equal.
  @inlinable
  @inline(__always)
  static func key(of literal: StaticString) -> UInt {
    literal.hasPointerRepresentation
      ? UInt(bitPattern: literal.utf8Start) : ~UInt(literal.unicodeScalar.value)
  }
}
