/// One call site of a child reducer: its file, line and column. Immutable, built once per call
/// site and never freed (see ``ReducerSites``).
@usableFromInline
final class ReducerSiteRecord: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt
  /// ``ReducerSites/key(of:)`` of the two literals, compared when the record is looked up.
  @usableFromInline let fileIDKey: UInt
  @usableFromInline let filePathKey: UInt
  /// The address of the record built before this one in the same bucket, or `0`.
  @usableFromInline let next: UInt

  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, next: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.fileIDKey = ReducerSites.key(of: fileID)
    self.filePathKey = ReducerSites.key(of: filePath)
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
    let fileIDKey = key(of: fileID)
    let filePathKey = key(of: filePath)
    let bucket = bucketKey(filePathKey: filePathKey, line: line, column: column)
    var address = buckets.load(for: bucket)
    while address != 0 {
      let record = Unmanaged<ReducerSiteRecord>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
      // NB: Read without a retain: the table keeps every record alive.
      let isThisSite = record._withUnsafeGuaranteedRef { record in
        record.line == line && record.column == column && record.filePathKey == filePathKey
          && record.fileIDKey == fileIDKey
      }
      if isThisSite { return record }
      address = record._withUnsafeGuaranteedRef(\.next)
    }
    return add(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Adds the record of a call site not in the table yet, unless another thread just did.
  @usableFromInline
  static func add(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
    -> Unmanaged<ReducerSiteRecord>
  {
    let bucket = bucketKey(filePathKey: key(of: filePath), line: line, column: column)
    var head = buckets.load(for: bucket)
    while true {
      // NB: Retained once and never released: the table keeps it for the life of the program.
      let record = Unmanaged.passRetained(
        ReducerSiteRecord(
          fileID: fileID, filePath: filePath, line: line, column: column, next: head)
      )
      if let found = find(record.takeUnretainedValue(), after: head) {
        record.release()
        return found
      }
      let added = buckets.compareExchange(
        for: bucket, expected: head, desired: UInt(bitPattern: record.toOpaque()))
      if added.exchanged { return record }
      record.release()
      head = added.original
    }
  }

  /// The record in the chain from `address` with the same site as `wanted`, if there is one.
  private static func find(_ wanted: ReducerSiteRecord, after address: UInt)
    -> Unmanaged<ReducerSiteRecord>?
  {
    var address = address
    while address != 0 {
      let record = Unmanaged<ReducerSiteRecord>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
      let found = record.takeUnretainedValue()
      if found.line == wanted.line && found.column == wanted.column
        && found.filePathKey == wanted.filePathKey && found.fileIDKey == wanted.fileIDKey
      {
        return record
      }
      address = found.next
    }
    return nil
  }

  /// What identifies a literal: the address of its bytes, or, for a literal of one scalar
  /// (which has none), the scalar's value inverted, which no user-space address can equal.
  @inlinable
  @inline(__always)
  static func key(of literal: StaticString) -> UInt {
    literal.hasPointerRepresentation
      ? UInt(bitPattern: literal.utf8Start) : ~UInt(literal.unicodeScalar.value)
  }

  /// Which bucket a call site's record is in: its file's key, line and column, mixed.
  @inlinable
  @inline(__always)
  static func bucketKey(filePathKey: UInt, line: UInt, column: UInt) -> UInt {
    ((filePathKey ^ (line &* 0x9E37_79B9) ^ (column &<< 20)) &* 0x9E37_79B9_7F4A_7C15) >> 32
  }
}
