import Synchronization

/// Calls `body` with the value at `path` in `root`, for in-place mutation.
///
/// A stored property is reached at its `offset` (from ``storedOffset(of:)``, looked up once
/// by a caller that reaches the property more than once in a send): the runtime's key path
/// `modify` walks the key path's components and costs about 65 instructions more per call.
/// Other key paths (`offset` is `nil`: computed properties, properties with observers, class
/// roots) are used as key paths, so their accessors and observers run as before.
@inlinable
@inline(__always)
func modifyStored<Root, Value, Result>(
  _ path: WritableKeyPath<Root, Value>, at offset: Int?, in root: inout Root,
  _ body: (inout Value) -> Result
) -> Result {
  guard let offset else { return body(&root[keyPath: path]) }
  return withUnsafeMutableBytes(of: &root) { bytes in
    body(&bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
  }
}

/// Calls `body` with the value at `path` in `root`, read in place.
///
/// Like ``modifyStored(_:at:in:_:)``: a stored property is read at its offset (the runtime's
/// generic key path read instantiates key path metadata, about 800 instructions); other key
/// paths are read as key paths. Not a `modify`, which would run a property's observers.
@inlinable
@inline(__always)
func readStored<Root, Value, Result>(
  _ path: WritableKeyPath<Root, Value>, at offset: Int?, in root: inout Root,
  _ body: (Value) -> Result
) -> Result {
  guard let offset else { return body(root[keyPath: path]) }
  return withUnsafeMutableBytes(of: &root) { bytes in
    body(
      UnsafeRawPointer(bytes.baseAddress!).advanced(by: offset).assumingMemoryBound(
        to: Value.self
      ).pointee)
  }
}

/// Where the property `path` names lies in its root, or `nil` when `path` does not name
/// stored properties of structs all the way down (see `MemoryLayout.offset(of:)`).
///
/// `MemoryLayout.offset(of:)` walks the key path's components each time, about 190
/// instructions; `ifLet`, `forEach` and the stack `forEach` need the answer on every send
/// (their call sites remember it too: ``ReducerSite/childLayout(of:childState:)``). A key
/// path literal in non-generic code is one object per copy of the code that evaluates it (the
/// runtime instantiates it once), so the answer is remembered per key path object in
/// ``StoredOffsets``. A literal in generic code is made again each time it is evaluated: each
/// such object may take a slot, and once the slots are taken the rest are answered by
/// `MemoryLayout`, slower but right.
@inlinable
@inline(__always)
func storedOffset<Root, Value>(of path: WritableKeyPath<Root, Value>) -> Int? {
  if case let .known(offset) = StoredOffsets.lookUp(path) { return offset }
  let offset = MemoryLayout<Root>.offset(of: path)
  StoredOffsets.remember(offset, of: path)
  return offset
}

/// The table behind ``storedOffset(of:)``: a fixed number of slots indexed by the key path
/// object's address, each filled once with the key path and its offset and never replaced.
///
/// An entry holds its key path strongly, so the address it is found by cannot be reused by
/// another key path while the entry lives (entries live as long as the program, at most one
/// per slot: a key path built at run time, say by appending, that takes a slot is kept). A
/// key path whose slot another took first is answered by `MemoryLayout` every time: slower,
/// never wrong.
@usableFromInline
enum StoredOffsets {
  /// What the table knows of a key path.
  @usableFromInline
  enum Answer {
    /// Not in the table: ask `MemoryLayout` (and ``remember(_:of:)`` the answer).
    case unknown
    /// The offset of its stored property, or `nil` when it is not one stored property.
    case known(Int?)
  }

  /// A key path and where its property lies; immortal once in a slot.
  @usableFromInline
  final class Entry {
    @usableFromInline let path: AnyKeyPath
    @usableFromInline let offset: Int?

    init(path: AnyKeyPath, offset: Int?) {
      self.path = path
      self.offset = offset
    }
  }

  /// The slots: `0` while empty, then an entry's address, never changed again.
  // NB: Heap objects are 16-byte aligned: the low bits would crowd every key path into a
  // sixteenth of the slots.
  @usableFromInline static let slots = AtomicWordTable(count: 256, alignmentBits: 4)

  @inlinable
  @inline(__always)
  static func address(of path: AnyKeyPath) -> UInt {
    UInt(bitPattern: ObjectIdentifier(path))
  }

  /// What the table knows of `path`.
  @inlinable
  @inline(__always)
  static func lookUp(_ path: AnyKeyPath) -> Answer {
    slots.withEntry(for: address(of: path), as: Entry.self) { entry in
      entry.path === path ? .known(entry.offset) : nil
    } ?? .unknown
  }

  /// Remembers `offset` for `path` when its slot is free.
  @usableFromInline
  static func remember(_ offset: Int?, of path: AnyKeyPath) {
    slots.keepIfEmpty(Entry(path: path, offset: offset), for: address(of: path))
  }
}
