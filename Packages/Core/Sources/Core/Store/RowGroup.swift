/// Which ``RowGroup`` a row's member is checked in: its list (an `IdentifiedArray` at a fixed
/// offset in the root state, and the array's type) and its size in bytes, so that a group's
/// loop compares members of one size.
@usableFromInline
struct RowGroupKey: Equatable {
  @usableFromInline let offset: Int
  @usableFromInline let type: ObjectIdentifier
  @usableFromInline let memberSize: Int

  @inlinable
  init(offset: Int, type: ObjectIdentifier, memberSize: Int) {
    self.offset = offset
    self.type = type
    self.memberSize = memberSize
  }
}

/// A member read in place in a row's element, before it is remembered: its group's key, and
/// how to add it to the group (`add` is given the group, or `nil` when there is none yet, and
/// returns the group that holds it).
@usableFromInline
struct RowMember {
  @usableFromInline let key: RowGroupKey
  @usableFromInline let add: (RowGroup?, Unmanaged<StoreObservation.Member>) -> RowGroup

  @inlinable
  init(
    key: RowGroupKey,
    add: @escaping (RowGroup?, Unmanaged<StoreObservation.Member>) -> RowGroup
  ) {
    self.key = key
    self.add = add
  }
}

/// Makes the ``RowMember`` of a member that lies `offset` bytes into a row's element and is
/// `size` bytes long, given where the value it last found lies (``LastFound/valueAddress``)
/// and the member's own check (given the member's address), which runs only when the bytes
/// differ.
@usableFromInline
typealias RowMemberMaker = (
  _ offset: Int, _ size: Int, _ last: UnsafeRawPointer,
  _ check: @escaping (UnsafeRawPointer) -> StoreObservation.Check
) -> RowMember

/// The members of one size read in place in the rows of one list, checked together after
/// each send: one call per group, not per member. It finds each member's element (at the
/// index it was last found at, or by its id), and compares the member's bytes with those of
/// the value last found (``sameBytes(_:_:count:)``); only a member whose bytes differ runs
/// its own check.
@usableFromInline
class RowGroup {
  @usableFromInline let key: RowGroupKey
  /// The members of `group` (this group) that changed, and those whose row is gone, given
  /// the root state by address; `nil` when there are none. Made where the list's types are
  /// known (``RowGroupOf``), so that its loop is specialized for them; it captures nothing,
  /// so a send calls it without retaining a context.
  @usableFromInline let collect:
    (_ group: RowGroup, _ root: UnsafeRawPointer) -> StoreObservation.Changes?

  @usableFromInline
  init(
    key: RowGroupKey,
    collect: @escaping (_ group: RowGroup, _ root: UnsafeRawPointer) -> StoreObservation.Changes?
  ) {
    self.key = key
    self.collect = collect
  }

  var count: Int { fatalError("abstract") }

  /// Removes the member at `index`; the last member takes its place.
  func remove(at index: Int) { fatalError("abstract") }
}

/// The ``RowGroup`` of an `IdentifiedArray<ID, Element>`.
@usableFromInline
final class RowGroupOf<ID: Hashable, Element>: RowGroup {
  @usableFromInline
  struct Entry {
    @usableFromInline let id: ID
    /// Where its element was last found: tried before the id's look-up.
    @usableFromInline private(set) var hint: Int
    @usableFromInline let offset: Int
    /// Where the member lies from the list's first element, when its element is at `hint`.
    @usableFromInline private(set) var place: Int
    /// Where the value last found lies: its `LastFound` is kept alive by `check`, which
    /// compares with it.
    @usableFromInline let last: UnsafeRawPointer
    @usableFromInline let check: (UnsafeRawPointer) -> StoreObservation.Check
    /// Kept alive by the observation's table as long as this entry is in the group.
    @usableFromInline let member: Unmanaged<StoreObservation.Member>

    @inlinable
    init(
      id: ID, hint: Int, offset: Int, last: UnsafeRawPointer,
      check: @escaping (UnsafeRawPointer) -> StoreObservation.Check,
      member: Unmanaged<StoreObservation.Member>
    ) {
      self.id = id
      self.hint = hint
      self.place = hint * MemoryLayout<Element>.stride + offset
      self.offset = offset
      self.last = last
      self.check = check
      self.member = member
    }

    @inlinable
    mutating func move(to index: Int) {
      hint = index
      place = index * MemoryLayout<Element>.stride + offset
    }
  }

  // NB: Unchecked: touched only by the observation that holds the group, on the main actor,
  // and no member is added or removed while a send's loop runs (the observation defers
  // both). Checked by `RowGroupTests.rowsThatGoAreToldAndTheOthersStillAre`.
  @exclusivity(unchecked) @usableFromInline private(set) var entries: ContiguousArray<Entry> = []
  /// The list's ids when a send last found every entry at its `hint`, kept so that their
  /// buffer is neither freed nor changed in place: while the list's ids lie in that buffer
  /// (`idsFoundBase`), they are those ids, each entry's element is at its hint, and a send
  /// compares the members' bytes without looking at an id. Forgotten as soon as a send looks
  /// at the ids (it may move entries to other ids' places, or find rows gone), and when an
  /// entry is added, whose hint may be out of date; kept again by a send that found every
  /// entry.
  @exclusivity(unchecked) @usableFromInline var idsFound: [ID] = []
  @exclusivity(unchecked) @usableFromInline var idsFoundBase: UnsafePointer<ID>?

  @inlinable
  init(offset: Int, memberSize: Int) {
    super.init(
      key: RowGroupKey(
        offset: offset, type: ObjectIdentifier(IdentifiedArray<ID, Element>.self),
        memberSize: memberSize)
    ) { group, root in unsafeDowncast(group, to: Self.self).changes(in: root) }
  }

  override var count: Int { entries.count }

  @inlinable
  func add(_ entry: Entry) {
    entries.append(entry)
    idsFoundBase = nil
  }

  override func remove(at index: Int) {
    let last = entries.removeLast()
    guard index < entries.count else { return }
    entries[index] = last
    last.member.takeUnretainedValue().index = index
  }

  /// Runs the check of a member whose bytes differ from those of the value last found.
  // NB: Out of line: inlined, the loop loaded the check and the member for every entry.
  @inlinable
  @inline(never)
  static func check(
    _ entry: Entry, at member: UnsafeRawPointer, into changes: inout StoreObservation.Changes?
  ) {
    if case .changed = entry.check(member) { changes.add(changed: entry.member) }
  }

  @inlinable
  func changes(in root: UnsafeRawPointer) -> StoreObservation.Changes? {
    // NB: Made at the first change: an empty one cost a call and two releases a send.
    var changes: StoreObservation.Changes?
    let list = (root + key.offset).assumingMemoryBound(to: IdentifiedArray<ID, Element>.self)
    let size = key.memberSize
    // NB: The buffers' addresses outlive their accesses, as `elementAddress(id:hint:)`'s do:
    // nothing changes the root state while a send's changes are collected. Looping inside
    // the accesses retained both buffers, for the members' checks are opaque calls.
    let ids = list.pointee._ids.withUnsafeBufferPointer { $0 }
    let elements = list.pointee._elements.withUnsafeBufferPointer { $0 }
    if let idsFoundBase, ids.baseAddress == idsFoundBase {
      let base = UnsafeRawPointer(elements.baseAddress.unsafelyUnwrapped)
      // NB: Its address outlives the access, as the list's buffers' do: the loop adds and
      // removes no entry. In the access's closure, the loop was a call of its own.
      let entries = self.entries.withUnsafeBufferPointer { $0 }
      // NB: A loop of its own for members of a word (a number, an object, an array): most
      // are, and comparing by a size read in the loop cost twice as much.
      if size == MemoryLayout<UInt64>.size {
        for index in entries.indices {
          let member = base + entries[index].place
          if member.loadUnaligned(as: UInt64.self)
            == entries[index].last.loadUnaligned(as: UInt64.self)
          {
            continue
          }
          Self.check(entries[index], at: member, into: &changes)
        }
        return changes
      }
      for index in entries.indices {
        let member = base + entries[index].place
        if sameBytes(member, entries[index].last, count: size) { continue }
        Self.check(entries[index], at: member, into: &changes)
      }
      return changes
    }
    // NB: A buffer the state may hold again (a saved copy assigned back) must not stand for
    // ids the entries' hints no longer match.
    idsFound = []
    idsFoundBase = nil
    for index in entries.indices {
      let hint = entries[index].hint
      let position: Int
      if hint < ids.count, ids[hint] == entries[index].id {
        position = hint
      } else if let found = list.pointee._indices[entries[index].id] {
        position = found
        entries[index].move(to: found)
      } else {
        changes.add(gone: entries[index].member)
        continue
      }
      let member =
        UnsafeRawPointer(elements.baseAddress.unsafelyUnwrapped + position) + entries[index].offset
      if sameBytes(member, entries[index].last, count: size) { continue }
      Self.check(entries[index], at: member, into: &changes)
    }
    if changes?.gone.isEmpty ?? true {
      idsFound = list.pointee._ids
      idsFoundBase = ids.baseAddress
    }
    return changes
  }
}
