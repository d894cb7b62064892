import Foundation

/// The bodies of one store's composed reducers, each built the first time its type reduces in
/// that store and reused for the store's later actions by every value of the type that is
/// bit for bit the value it was built from.
///
/// Building a body costs more than running it: call-site records, key paths, closures, and
/// their release afterwards, once per level of a nested send. A reducer with no stored
/// properties (`MemoryLayout<R>.size == 0`) has one possible value. One with stored properties
/// (`@Dependency` ones are a key path each, the same object for every use of one literal)
/// usually has one value per store too: a feature made as `Feature()` wherever it appears.
/// Two values with the same bits are the same value: equal plain data, the same objects. The
/// kept body holds its reducer, so no object it refers to can be freed and its address
/// reused. Two equal values with different bits (padding, a string made twice) only miss: the
/// other value builds its body for each action, as in TCA. So each build of a kept body would
/// yield the same reducers, unless the body reads something else while it is built (see
/// ``Reducer``'s `reduce(into:action:)`). A store keeps one table, so nothing built is shared
/// between stores, tests or threads.
///
/// The table is an open-addressed hash from a reducer type's metadata address to a retained
/// box of its body, looked up without a lock: only the store's reduces touch it, and a store
/// reduces one action at a time on the main actor. Entries live as long as the store. A
/// root store keeps the box of its root reducer's body, once its first send has built it
/// here, and runs it without a look-up (`RootCore.reduce(root:into:action:)`).
///
/// With `CORE_REBUILD_BODIES=1` in the environment, a store keeps no body from one send to the
/// next: every body is built anew for every send, as TCA builds it for every action. CI runs
/// every package's tests that way too, so a body that reads something while it is built (and
/// so differs between the two modes) shows up as a failing test rather than a silent
/// difference.
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

  /// How many values of one reducer type may keep a body in a store: the root and the levels
  /// below it of a recursive feature often differ (each place that inlines an `init` may
  /// instantiate a key path of its own), but rarely more. A further value builds its body for
  /// every action.
  @usableFromInline static let keptValuesPerType = 4

  /// Runs the body of `reducer`: the one kept for `R` in this store if it was built from a
  /// value with `reducer`'s bits, else one built now.
  // NB: Always inlined into the reduce of the reducer that holds `reducer` (a `Scope`, an
  // `ifLet`): left to the optimizer, it stayed a call of its own at every level of a nested
  // send, its frame and the call about 17 instructions a level (`NestedStore.NestedSend`
  // 2,851 to 2,680). Only the look-up is inlined: building a body stays out of line.
  @inlinable
  @inline(__always)
  func reduce<R: Reducer>(_ reducer: R, into state: inout R.State, action: R.Action)
    -> Effect<R.Action>
  where R.Body: Reducer, R.Body.State == R.State, R.Body.Action == R.Action {
    let key = UInt(bitPattern: ObjectIdentifier(R.self))
    guard let first = find(key) else {
      return Self.reduce(bodyIn: build(reducer, key: key), as: R.self, into: &state, action: action)
    }
    if MemoryLayout<R>.size == 0 {
      return Self.reduce(bodyIn: first, as: R.self, into: &state, action: action)
    }
    if let box = Self.box(of: reducer, from: first) {
      return Self.reduce(bodyIn: box, as: R.self, into: &state, action: action)
    }
    return reduceAnother(reducer, key: key, first: first, into: &state, action: action)
  }

  /// The box, among `first` and the boxes kept before it for other values of `R`, whose
  /// reducer has `reducer`'s bits.
  @inlinable
  @inline(__always)
  static func box<R: Reducer>(of reducer: R, from first: UnsafeRawPointer) -> UnsafeRawPointer? {
    var next: UnsafeRawPointer? = first
    while let box = next {
      let isKept = Unmanaged<BuiltBody<R>>.fromOpaque(box)._withUnsafeGuaranteedRef { kept in
        next = kept.next
        return withUnsafeBytes(of: reducer) { new in
          withUnsafeBytes(of: kept.reducer) { old in
            memcmp(new.baseAddress!, old.baseAddress!, new.count) == 0
          }
        }
      }
      if isKept { return box }
    }
    return nil
  }

  /// Runs the body kept in `box`, a ``BuiltBody`` of `R` that something else keeps alive.
  @inlinable
  @inline(__always)
  static func reduce<R: Reducer>(
    bodyIn box: UnsafeRawPointer, as _: R.Type, into state: inout R.State, action: R.Action
  ) -> Effect<R.Action>
  where R.Body: Reducer, R.Body.State == R.State, R.Body.Action == R.Action {
    Unmanaged<BuiltBody<R>>.fromOpaque(box)._withUnsafeGuaranteedRef {
      $0.body.reduce(into: &state, action: action)
    }
  }

  /// Builds the body of `reducer`, keeps it as the body of its type, with `key`, and returns
  /// its box. Out of line, so that a look-up that finds the body stays small.
  @inlinable
  @inline(never)
  func build<R: Reducer>(_ reducer: R, key: UInt) -> UnsafeRawPointer {
    add(key, UnsafeRawPointer(Unmanaged.passRetained(BuiltBody(reducer, next: nil)).toOpaque()))
  }

  /// Runs the body of `reducer`, whose bits no kept box of `R` has: kept in front of `first`
  /// while `R` has fewer than ``keptValuesPerType`` boxes, else built for this action only.
  @inlinable
  @inline(never)
  func reduceAnother<R: Reducer>(
    _ reducer: R, key: UInt, first: UnsafeRawPointer, into state: inout R.State,
    action: R.Action
  ) -> Effect<R.Action>
  where R.Body: Reducer, R.Body.State == R.State, R.Body.Action == R.Action {
    var count = 0
    var next: UnsafeRawPointer? = first
    while let box = next {
      count += 1
      next = Unmanaged<BuiltBody<R>>.fromOpaque(box)._withUnsafeGuaranteedRef { $0.next }
    }
    guard count < Self.keptValuesPerType else {
      return reducer.body.reduce(into: &state, action: action)
    }
    // NB: The new box takes over the table's retain of `first`, which a reduce further out
    // may be running: it stays alive as long as the table.
    let box = UnsafeRawPointer(
      Unmanaged.passRetained(BuiltBody(reducer, next: first)).toOpaque())
    replace(key, with: box)
    return Self.reduce(bodyIn: box, as: R.self, into: &state, action: action)
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

  /// Makes `box`, a retained ``BuiltBody``, the box of the type with `key`, which has one.
  @usableFromInline
  func replace(_ key: UInt, with box: UnsafeRawPointer) {
    var index = Self.index(of: key, capacity: capacity)
    while slots[index].key != key { index = (index + 1) & (capacity - 1) }
    slots[index].box = box
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

/// A built body and the reducer it was built from, boxed so that ``BuiltBodies`` can keep
/// bodies of any type; with the box kept before it for another value of the type.
@usableFromInline
final class BuiltBody<R: Reducer> {
  @usableFromInline let body: R.Body
  @usableFromInline let reducer: R
  /// The box kept before this one for another value of `R`, retained by this one.
  @usableFromInline let next: UnsafeRawPointer?

  @inlinable
  init(_ reducer: R, next: UnsafeRawPointer?) {
    self.body = reducer.body
    self.reducer = reducer
    self.next = next
  }

  deinit {
    if let next { Unmanaged<BuiltBody<R>>.fromOpaque(next).release() }
  }
}
