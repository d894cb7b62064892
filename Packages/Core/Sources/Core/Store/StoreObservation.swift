import Foundation
import Observation

/// What the stores of one tree were read for inside `withObservationTracking`, and the
/// `ObservationRegistrar` those reads register with: made by a root store's first tracked
/// read, so a store that no view reads costs nothing here.
///
/// Without `@ObservableState` (a macro) the state cannot say which of its properties a send
/// changed, so the precision comes from here: each member read through a store
/// (`store.count`, a scope's presence, a list's ids) is remembered with the value read, and
/// once a send has settled (its queued actions reduced, on the main actor) each is compared
/// with its value now. Only the members that changed are reported to the registrar, which
/// calls the `onChange` of every tracking that read them, and each remembers its new value:
/// a tracking installed after the change (its body sent the action) is told of the next one.
///
/// A member lives as long as the state it reads: it is forgotten when that state is gone (a
/// row removed, a child dismissed), and when the store it was read through was scoped with a
/// closure (it has a place of its own, ``ScopeIdentity/instance(_:)``) and that store's core
/// is released. So the members stay as many as the places views read, however many renders
/// made stores.
///
/// Members are kept by the tree's root core, not by the store they were read through, so a
/// store made for one render and released still notifies. A member holds no store and no
/// core, only the functions that derive its value from the root's state
/// (``StoreCore/stateDeriver``), so a tracked tree is released as any other.
@MainActor
@usableFromInline
final class StoreObservation: Observable {
  /// Which member of which store: the store's place in its tree, and what was read there.
  @usableFromInline
  struct Key: Hashable {
    @usableFromInline
    enum Kind: Hashable {
      /// A property of the state (`store.count`), or the whole state (`store.state`).
      case value
      /// Whether an optional child is there, and which one (its case and `id`).
      case presence
      /// The ids of a collection's elements, in order.
      case ids
    }

    let scope: ScopeIdentity
    let kind: Kind
    let path: AnyKeyPath?

    @usableFromInline
    init(scope: ScopeIdentity, kind: Kind, path: AnyKeyPath?) {
      self.scope = scope
      self.kind = kind
      self.path = path
    }
  }

  /// What comparing a member with the root state found. A member's check remembers the value
  /// it found when it reports `changed`.
  @usableFromInline
  enum Check {
    case unchanged
    case changed
    /// The state it reads is gone: the member is forgotten.
    case gone
  }

  /// How a member is checked after each send.
  @usableFromInline
  enum MemberCheck {
    /// By a check of its own, given the root state by address.
    case alone((UnsafeRawPointer) -> Check)
    /// With the other members read in place in the rows of its list (``RowGroup``).
    case inRow(RowMember)
  }

  /// A remembered member: the key path the registrar knows it by, its key, and how it is
  /// checked: by its own `check`, at `index` in ``checked``, or in its list's `group`, at
  /// `index` there. A class: a send calls the check of each member borrowed from the list,
  /// where a check copied out of a struct was retained and released around every call.
  @usableFromInline
  final class Member {
    let keyPath: KeyPath<StoreObservation, Int>
    let key: Key
    // NB: A constant, so that a send calls it borrowed; a variable was retained around each
    // call.
    let check: ((UnsafeRawPointer) -> Check)?
    var group: RowGroup?
    var index = 0

    init(
      keyPath: KeyPath<StoreObservation, Int>, key: Key, check: ((UnsafeRawPointer) -> Check)?
    ) {
      self.keyPath = keyPath
      self.key = key
      self.check = check
    }
  }

  private let registrar = ObservationRegistrar()
  /// The remembered members by key, which a read looks up.
  private var members: [Key: Member] = [:]
  /// The members with checks of their own in a list, which a send walks: walking the
  /// dictionary's buckets was about a quarter of checking a member.
  // NB: Unchecked, as `groups`: touched only on the main actor, and no access overlaps
  // another: nothing is remembered or forgotten while a send's checks walk it
  // (`isCollecting`; ``report(_:)`` forgets after them).
  // Checked by `StoreObservationTests.theRowsLeftAfterOneGoesAreStillToldOfTheirChanges`.
  @exclusivity(unchecked) private var checked: ContiguousArray<Member> = []
  /// The groups of the members read in place in a list's rows (the other members), which a
  /// send walks after ``checked``.
  @exclusivity(unchecked) private var groups: ContiguousArray<RowGroup> = []
  /// The keys read through each store scoped with a closure, by its number.
  private var keysOfInstances: [Int: [Key]] = [:]

  /// The registrar's name for a member: one key path per member, by a number never given
  /// again. A number, not the member's ``Key``: the registrar hashes the key path at every
  /// tracked read, and a key's scope and key paths cost about half of such a read to hash.
  nonisolated subscript(member number: Int) -> Int { 0 }

  /// The number the last member remembered was named by (``subscript(member:)``).
  private var lastMemberNumber = 0

  /// Registers a read of the member `key` with the tracking in progress, if any; remembers the
  /// member with `check` unless it is remembered already or no tracking is in progress
  /// (``TrackingProbe``), so that a read no view makes costs later sends nothing. Returns
  /// the member's registrar key path once it is remembered.
  @usableFromInline
  @discardableResult
  func access(_ key: Key, check: @autoclosure () -> MemberCheck)
    -> KeyPath<StoreObservation, Int>?
  {
    if let member = members[key] {
      registrar.access(self, keyPath: member.keyPath)
      return member.keyPath
    }
    // NB: Not while the checks run: they walk the lists borrowed.
    guard TrackingProbe.isTracking(), !isCollecting else { return nil }
    lastMemberNumber += 1
    let keyPath = \StoreObservation.[member: lastMemberNumber]
    let member: Member
    switch check() {
    case let .alone(check):
      member = Member(keyPath: keyPath, key: key, check: check)
      member.index = checked.count
      checked.append(member)
    case let .inRow(row):
      member = Member(keyPath: keyPath, key: key, check: nil)
      let found = groups.firstIndex { $0.key == row.key }
      let group = row.add(found.map { groups[$0] }, Unmanaged.passUnretained(member))
      if found == nil { groups.append(group) }
      member.group = group
      member.index = group.count - 1
    }
    members[key] = member
    count += 1
    if let instance = key.scope.instance { keysOfInstances[instance, default: []].append(key) }
    registrar.access(self, keyPath: member.keyPath)
    return member.keyPath
  }

  /// Registers a read of a member found in a core's ``StoreCore/readMembers``: remembered,
  /// since nothing was forgotten after it was found.
  func access(remembered keyPath: KeyPath<StoreObservation, Int>) {
    registrar.access(self, keyPath: keyPath)
  }

  /// A member a core found, and the ``generation`` it was found in. Holds the key path object
  /// read, so that its address, the entry's key, is not given to another while the entry
  /// stands.
  struct ReadMember {
    let keyPath: KeyPath<StoreObservation, Int>
    let generation: Int
    let path: AnyKeyPath?
  }

  /// The members a core found, by the key path object read and the kind of read: 64 slots
  /// found from the object's address (``word(path:kind:)``), each slot taken stepping to the
  /// next. Hashing a key into a dictionary was about a quarter of a read. Starts again once
  /// it holds 48: a key path made anew for each read (one with a captured argument) would add
  /// an entry per read.
  final class ReadMembers {
    private static let capacity = 64
    /// Each slot's word, `0` while it is empty.
    private let words: UnsafeMutablePointer<UInt>
    private let members: UnsafeMutablePointer<ReadMember?>
    private var count = 0

    init() {
      words = .allocate(capacity: Self.capacity)
      words.initialize(repeating: 0, count: Self.capacity)
      members = .allocate(capacity: Self.capacity)
      members.initialize(repeating: nil, count: Self.capacity)
    }

    deinit {
      members.deinitialize(count: Self.capacity)
      members.deallocate()
      words.deallocate()
    }

    /// What a read is kept under: the key path object's address (a multiple of 16, or 0
    /// without one) with the kind in its low bits, so never 0.
    static func word(path: AnyKeyPath?, kind: Key.Kind) -> UInt {
      let address = path.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
      return switch kind {
      case .value: address | 1
      case .presence: address | 2
      case .ids: address | 3
      }
    }

    /// The registrar's key path of the member kept under `word`, if it was found in
    /// `generation`. Unretained: the entry holds it until the table starts again, which only
    /// a tracked read of a member not found here does.
    func keyPath(for word: UInt, in generation: Int) -> Unmanaged<KeyPath<StoreObservation, Int>>? {
      var index = Self.slot(of: word)
      while words[index] != 0 {
        if words[index] == word {
          guard let member = members[index], member.generation == generation else { return nil }
          return Unmanaged.passUnretained(member.keyPath)
        }
        index = (index + 1) & (Self.capacity - 1)
      }
      return nil
    }

    /// Keeps `member` under `word`, in place of what was kept there.
    func keep(_ member: ReadMember, for word: UInt) {
      if count >= Self.capacity * 3 / 4 { removeAll() }
      var index = Self.slot(of: word)
      while words[index] != 0, words[index] != word {
        index = (index + 1) & (Self.capacity - 1)
      }
      if words[index] == 0 { count += 1 }
      words[index] = word
      members[index] = member
    }

    private func removeAll() {
      for index in 0..<Self.capacity {
        words[index] = 0
        members[index] = nil
      }
      count = 0
    }

    private static func slot(of word: UInt) -> Int {
      Int(truncatingIfNeeded: mixedBits(word)) & (capacity - 1)
    }
  }

  /// Moves on each time a member is forgotten: a member a core found in an older generation
  /// may be gone, and is looked up again.
  private(set) var generation = 0

  /// What a send changed: the registrar's key paths of the members that changed, and the keys
  /// of those whose state is gone.
  @usableFromInline
  struct Changes {
    @usableFromInline var keyPaths: [KeyPath<StoreObservation, Int>] = []
    @usableFromInline var gone: [Key] = []

    @usableFromInline
    init() {}

    @usableFromInline
    mutating func add(changed member: Unmanaged<Member>) {
      keyPaths.append(member.takeUnretainedValue().keyPath)
    }

    @usableFromInline
    mutating func add(gone member: Unmanaged<Member>) {
      gone.append(member.takeUnretainedValue().key)
      keyPaths.append(member.takeUnretainedValue().keyPath)
    }
  }

  /// Compares every remembered member with its value in `rootState` (the root's state, by
  /// address); `nil` when none changed. Runs nothing but the members' checks (getters, `==`,
  /// and the `deinit` of a value a check lets go of, whose forgetting waits until they are
  /// done), so the root core lends it its own state in place; ``report(_:)`` then tells the
  /// trackings, whose `onChange` may read the stores. Called by the root core once a send has
  /// settled, and after a shared value changed.
  func changes(in rootState: UnsafeRawPointer) -> Changes? {
    var changes: Changes?
    // NB: Borrowed from the lists, so that an unchanged member is neither retained nor
    // released (those were most of a check), and the lists are not copied: nothing is
    // remembered or forgotten while the checks run (`isCollecting`). By index, not in a
    // buffer's closure: the standard library's closure would check its executor on every
    // send.
    isCollecting = true
    var index = 0
    while index < checked.count {
      let member = Unmanaged.passUnretained(checked[index])
      switch member.withBorrowed({ $0.check!(rootState) }) {
      case .unchanged: break
      case .changed: changes.add(changed: member)
      case .gone: changes.add(gone: member)
      }
      index += 1
    }
    index = 0
    while index < groups.count {
      let group = Unmanaged.passUnretained(groups[index])
      if let found = group.withBorrowed({ $0.collect($0, rootState) }) { changes.add(found) }
      index += 1
    }
    isCollecting = false
    if !instancesGoneWhileCollecting.isEmpty { forgetInstancesGoneWhileCollecting() }
    return changes
  }

  /// Whether a send's checks are running (``changes(in:)``).
  // NB: Unchecked: touched only on the main actor, by `changes(in:)` and the reads and
  // forgetting it holds off, never in overlapping accesses. Checked by
  // `TrackedMemberTests.aStoreLetGoOfByACheckHasItsMembersForgottenAfterTheChecks`.
  @exclusivity(unchecked) private var isCollecting = false
  /// The stores scoped with a closure that went while the checks ran (a value a check let go
  /// of held the last reference to one): their members are forgotten once the checks are done.
  @exclusivity(unchecked) private var instancesGoneWhileCollecting: [Int] = []

  private func forgetInstancesGoneWhileCollecting() {
    let instances = instancesGoneWhileCollecting
    instancesGoneWhileCollecting = []
    for instance in instances { forgetMembers(ofInstance: instance) }
  }

  /// Forgets the members whose state is gone, and reports the changed ones to the registrar,
  /// which runs the `onChange` of every tracking that read them.
  func report(_ changes: Changes) {
    for key in changes.gone { forget(key) }
    // NB: After the table is updated: an `onChange` that reads a member again finds it with
    // its value now, or remembers it anew.
    for keyPath in changes.keyPaths {
      registrar.withMutation(of: self, keyPath: keyPath) {}
    }
  }

  /// Forgets the members read through the store scoped with a closure numbered `instance`,
  /// and through the stores scoped from it: its core is gone, and no store can reach them.
  func forgetMembers(ofInstance instance: Int) {
    guard !isCollecting else {
      instancesGoneWhileCollecting.append(instance)
      return
    }
    guard let keys = keysOfInstances.removeValue(forKey: instance) else { return }
    generation += 1
    for key in keys { remove(key) }
  }

  private func forget(_ key: Key) {
    guard remove(key) else { return }
    generation += 1
    if let instance = key.scope.instance { keysOfInstances[instance]?.removeAll { $0 == key } }
  }

  /// Removes the member `key` from the table and the list (the list's last member takes its
  /// place); `false` when it was not remembered.
  @discardableResult
  private func remove(_ key: Key) -> Bool {
    guard let member = members.removeValue(forKey: key) else { return false }
    if let group = member.group {
      group.remove(at: member.index)
      if group.count == 0 { groups.removeAll { $0 === group } }
    } else {
      let last = checked.removeLast()
      if last !== member {
        checked[member.index] = last
        last.index = member.index
      }
    }
    count -= 1
    return true
  }

  /// How many members are remembered, for tests.
  var memberCount: Int { members.count }

  /// `members.count`, kept apart for `deinit`, which cannot read the table (its members are
  /// not `Sendable`).
  private var count = 0 {
    didSet { StoreDiagnostics.trackedMembers.add(count - oldValue, ordering: .relaxed) }
  }

  deinit {
    StoreDiagnostics.trackedMembers.subtract(count, ordering: .relaxed)
  }
}

extension StoreObservation {
  /// The check of a member read as `value`, whose value now `member` reads from the root
  /// state (`nil` once the state it reads is gone): changed when not `==` to the last value
  /// found.
  // NB: Made in a nonisolated function: a closure made on the main actor checks the executor
  // each time it is called (about 100 instructions a member a send).
  @inlinable
  nonisolated static func check<Member: Equatable>(
    _ member: @escaping (UnsafeRawPointer) -> Member?, readAs value: Member
  ) -> (UnsafeRawPointer) -> Check {
    let last = LastFound(value)
    return { last.update(to: member($0)) }
  }
}

extension StoreObservation {
  /// The check of a member that lies `offset` bytes into the root state, read as `value`:
  /// compared by its bytes with those of the value last found first, and with `==` only when
  /// they differ (``sameBytes(_:_:count:)``), unless `CORE_MEMBER_BYTES=1`.
  @inlinable
  nonisolated static func check<Member: Equatable>(at offset: Int, readAs value: Member)
    -> (UnsafeRawPointer) -> Check
  {
    let last = LastFound(value)
    if MemberBytes.isTurnedOff {
      return { last.update(to: $0.load(fromByteOffset: offset, as: Member.self)) }
    }
    let lastAddress = last.valueAddress
    let count = MemoryLayout<Member>.size
    return {
      sameBytes($0 + offset, lastAddress, count: count)
        ? .unchanged : last.update(to: $0.load(fromByteOffset: offset, as: Member.self))
    }
  }
}

extension LastFound where Value: Equatable {
  /// What a member's check finds when its value is now `now` (`nil` once the state it reads is
  /// gone), remembering `now` when it changed.
  @inlinable
  @inline(__always)
  func update(to now: Value?) -> StoreObservation.Check {
    guard let now else { return .gone }
    if now == value { return .unchanged }
    value = now
    return .changed
  }
}

/// The value a member's check, or an observation (``Store/observe(_:onChange:)``), last
/// found. A class, not a captured `var`: every access to a captured `var` is checked for
/// exclusivity at run time, twice per observer per send.
@usableFromInline
final class LastFound<Value> {
  // NB: Unchecked: only its check or observer touches it, on the main actor, and no access
  // outlives its statement. Checked by
  // `TrackedMemberTests.aMemberReadBeforeASendInTheSameTrackingIsToldOfTheNext` and
  // `StoreScopeTests.testObserveFiresNowAndThenOnlyWhenTheObservedPartChanges`.
  //
  // `value` must stay the only stored property: `valueAddress` is where the first lies
  // (`MemberBytesTests.theValueLastFoundLiesWhereItsAddressSays`).
  @exclusivity(unchecked) @usableFromInline var value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }

  /// Where ``value`` lies, valid while this object lives: its first stored property, after the
  /// object's header, aligned as its type requires. A check compares the member's bytes with
  /// the bytes there (``sameBytes(_:_:count:)``).
  @usableFromInline
  var valueAddress: UnsafeRawPointer {
    UnsafeRawPointer(_getUnsafePointerToStoredProperties(self).alignedUp(for: Value.self))
  }
}

/// Whether a member read in place is compared by its bytes first (``sameBytes(_:_:count:)``).
/// `CORE_MEMBER_BYTES=1` in the environment turns it off: every member is then compared with
/// `==` after each send, and a row's member found through the row's `stateAddress` (CI runs
/// every package's tests that way too).
@usableFromInline
enum MemberBytes {
  @usableFromInline static let isTurnedOff: Bool = {
    let value = ProcessInfo.processInfo.environment["CORE_MEMBER_BYTES"] ?? ""
    return !value.isEmpty && value != "0"
  }()
}

/// Whether the `count` bytes at `lhs` and at `rhs` are the same. A member whose bytes are
/// those of the value last found (which ``LastFound`` keeps, and so keeps every object it
/// refers to alive, so that no other object can have their addresses) is that value: it is
/// unchanged without a copy or a call of `==`. Only a member whose bytes differ is compared
/// with `==` (``LastFound/update(to:)``, which keeps the value last found when they are equal,
/// so that an object changed in place is still compared with the one read); so a value that
/// `==` finds unequal to itself (a `Double.nan`) counts as unchanged while its bytes stay.
@inlinable
@inline(__always)
func sameBytes(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int) -> Bool {
  // NB: Eight first: most members (a number, an object, an array) are a word.
  if count == 8 { return lhs.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self) }
  switch count {
  case 0: return true
  case 1: return lhs.load(as: UInt8.self) == rhs.load(as: UInt8.self)
  case 16:
    return lhs.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self)
      && lhs.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        == rhs.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
  default: return memcmp(lhs, rhs, count) == 0
  }
}

/// A store's place in its tree, stable across stores made the same way: the root, a child
/// reached by a key path, an element by its id, or a case of an enum by its tag. A store
/// scoped with a closure has no such place and is known by a number of its own.
@usableFromInline
indirect enum ScopeIdentity: Hashable {
  case root
  case path(ScopeIdentity, AnyKeyPath)
  case element(ScopeIdentity, AnyKeyPath, AnyHashable)
  case enumCase(ScopeIdentity, UInt32)
  case instance(Int)

  /// The identity of a store scoped with a closure: one of its own, never given again.
  @MainActor
  static func unique() -> Self {
    lastInstance += 1
    return .instance(lastInstance)
  }

  /// The number of the store scoped with a closure at the base of this place, if any: its
  /// members go with that store's core.
  var instance: Int? {
    switch self {
    case .root: nil
    case let .path(parent, _), let .element(parent, _, _), let .enumCase(parent, _):
      parent.instance
    case let .instance(number): number
    }
  }

  @MainActor private static var lastInstance = 0
}

extension StoreObservation.Changes? {
  /// Adds the changes a ``RowGroup`` found.
  mutating func add(_ found: StoreObservation.Changes) {
    guard case .some = self else {
      self = found
      return
    }
    self!.keyPaths += found.keyPaths
    self!.gone += found.gone
  }

  /// Adds a member that changed, making the changes at the first.
  @usableFromInline
  mutating func add(changed member: Unmanaged<StoreObservation.Member>) {
    if case .none = self { self = StoreObservation.Changes() }
    self!.add(changed: member)
  }

  /// Adds a member whose state is gone, making the changes at the first.
  @usableFromInline
  mutating func add(gone member: Unmanaged<StoreObservation.Member>) {
    if case .none = self { self = StoreObservation.Changes() }
    self!.add(gone: member)
  }
}
