import Foundation

/// The bodies of one store's composed reducers that have no stored properties, each built the
/// first time it reduces in that store and reused for the store's later actions.
///
/// A reducer with no stored properties (`MemoryLayout<R>.size == 0`) has one possible value,
/// so every build of its body yields the same reducers, unless the body reads something else
/// while it is built (see ``Reducer``'s `reduce(into:action:)`). Building a body costs more
/// than running it: call-site records, key paths, closures, and their release afterwards,
/// once per level of a nested send. A store keeps one table, so nothing built is shared
/// between stores, tests or threads. A reducer with stored properties, `@Dependency` ones
/// included, never comes here: two of its values can build different bodies (an `init` can
/// give a `Dependency` any key path).
///
/// The table is an open-addressed hash from a reducer type's metadata address to a retained
/// box of its body, looked up without a lock: only the store's reduces touch it, and a store
/// reduces one action at a time on the main actor. Entries live as long as the store. A
/// root store keeps the box of its root reducer's body, once its first send has built it
/// here, and runs it without a look-up (`RootCore.reduce(root:into:action:)`).
///
/// With `CORE_REBUILD_BODIES=1` in the environment, a store keeps no body from one send to the
/// next: every body is built anew for every send, as TCA builds it for every action. CI runs every package's tests that way too, so a
/// body that reads something while it is built (and so differs between the two modes) shows
/// up as a failing test rather than a silent difference.
@usableFromInline
final class BuiltBodies: @unchecked Sendable {
  /// Whether bodies are rebuilt for every send (`CORE_REBUILD_BODIES=1`): read when a store
  /// prepares its reduce context, never on the send path itself.
  static let rebuildsEveryAction: Bool = {
    let value = ProcessInfo.processInfo.environment["CORE_REBUILD_BODIES"] ?? ""
    return !value.isEmpty && value != "0"
  }()

  // NB: Unchecked Sendable and unchecked exclusivity: only the reduces of the one store that
  // owns the table touch it, one at a time, on the main actor. A look-up that adds a body
  // during another body's reduce may move `slots`; no caller holds on to a slot, only to the
  // box it found, which the table keeps alive. Checked by
  // `BuiltBodiesTests.manyTypesInOneStoreEachFindTheirOwnBody` (the table grows during reduces).
  /// The slots, `capacity` of them: a type's key (`0` for an empty slot) and its box.
  @exclusivity(unchecked) @usableFromInline var slots: UnsafeMutablePointer<Slot>
  /// A power of two.
  @exclusivity(unchecked) @usableFromInline var capacity: Int
  /// How many slots are filled; the table doubles before it is half full.
  private var count = 0

  /// One slot: the key of a reducer type and the address of its retained ``BuiltBody``.
  @usableFromInline
  struct Slot {
    @usableFromInline var key: UInt
    @usableFromInline var box: UnsafeRawPointer?
  }

  init() {
    capacity = 16
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot(key: 0, box: nil), count: capacity)
  }

  deinit {
    for index in 0..<capacity where slots[index].key != 0 {
      Unmanaged<AnyObject>.fromOpaque(slots[index].box!).release()
    }
    slots.deallocate()
  }

  /// Runs the body of `reducer`, a value of a type with no stored properties: the one built
  /// in this store the first time `R` reduced here.
  @inlinable
  func reduce<R: Reducer>(_ reducer: R, into state: inout R.State, action: R.Action)
    -> Effect<R.Action>
  where R.Body: Reducer, R.Body.State == R.State, R.Body.Action == R.Action {
    let key = UInt(bitPattern: ObjectIdentifier(R.self))
    let box = find(key) ?? build(reducer, key: key)
    return Self.reduce(bodyIn: box, as: R.Body.self, into: &state, action: action)
  }

  /// Runs the body kept in `box`, a ``BuiltBody`` of `Body` that something else keeps alive.
  @inlinable
  @inline(__always)
  static func reduce<Body: Reducer>(
    bodyIn box: UnsafeRawPointer, as _: Body.Type, into state: inout Body.State,
    action: Body.Action
  ) -> Effect<Body.Action> {
    Unmanaged<BuiltBody<Body>>.fromOpaque(box)._withUnsafeGuaranteedRef {
      $0.body.reduce(into: &state, action: action)
    }
  }

  /// Builds the body of `reducer`, keeps it as the body of its type, with `key`, and returns
  /// its box. Out of line, so that a look-up that finds the body stays small.
  @inlinable
  @inline(never)
  func build<R: Reducer>(_ reducer: R, key: UInt) -> UnsafeRawPointer {
    add(key, UnsafeRawPointer(Unmanaged.passRetained(BuiltBody(reducer.body)).toOpaque()))
  }

  /// The box of the type with `key`, if its body was built.
  @inlinable
  @inline(__always)
  func find(_ key: UInt) -> UnsafeRawPointer? {
    var index = Self.index(of: key, capacity: capacity)
    while true {
      let slot = slots[index]
      if slot.key == key { return slot.box }
      if slot.key == 0 { return nil }
      index = (index &+ 1) & (capacity &- 1)
    }
  }

  /// Where the search for `key` starts: its bits above the metadata's alignment, mixed.
  @inlinable
  @inline(__always)
  static func index(of key: UInt, capacity: Int) -> Int {
    Int(truncatingIfNeeded: mixedBits(key &>> 4)) & (capacity &- 1)
  }

  /// Keeps `box`, a retained ``BuiltBody``, as the body of the type with `key`, and returns
  /// it.
  @usableFromInline
  func add(_ key: UInt, _ box: UnsafeRawPointer) -> UnsafeRawPointer {
    if (count + 1) * 2 > capacity { grow() }
    insert(Slot(key: key, box: box))
    count += 1
    return box
  }

  /// Puts `slot` in the first empty slot from its key's index.
  private func insert(_ slot: Slot) {
    var index = Self.index(of: slot.key, capacity: capacity)
    while slots[index].key != 0 { index = (index + 1) & (capacity - 1) }
    slots[index] = slot
  }

  /// Doubles the slots and puts every filled one back.
  private func grow() {
    let old = slots
    let oldCapacity = capacity
    capacity *= 2
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot(key: 0, box: nil), count: capacity)
    for index in 0..<oldCapacity where old[index].key != 0 { insert(old[index]) }
    old.deallocate()
  }
}

/// A built body, boxed so that ``BuiltBodies`` can keep bodies of any type.
@usableFromInline
final class BuiltBody<Body> {
  @usableFromInline let body: Body

  @inlinable
  init(_ body: Body) {
    self.body = body
  }
}
