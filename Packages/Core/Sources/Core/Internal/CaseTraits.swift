import Synchronization

/// What child reducers ask about a state's type, or about the current case of an enum state,
/// that only the runtime's reflection can answer: whether it is ephemeral (an alert, or an
/// enum case holding one: ``isEphemeral(_:)``), and how to read the `id` of the case's
/// payload when it is `Identifiable` (``payloadIdentifier(of:tag:)``). Remembered per type and
/// case.
///
/// Asking the runtime costs a conformance look-up (about 700 instructions) and, for an enum,
/// a `Mirror` of the value (about 12,000 instructions and 11 allocations); the presentation
/// `ifLet` asks on every action of its child. A slot holds the address of an immortal entry,
/// found by the type's metadata address and the case's tag, or in one of the next seven slots
/// when another took it first (``AtomicWordTable/find(for:matches:)``). A type or case that
/// finds all eight taken is answered by the runtime every time: slower, never wrong, and
/// counted in ``StoreDiagnostics/cacheFallbackCount``.
///
/// An enum case whose payload is an existential (`case alert(any Dialog)`), or a class whose
/// subclass may be a dialog, is ephemeral or not as the first value seen in that case is.
@usableFromInline
enum CaseTraits {
  /// The answers for one type and case, and what they are the answers for.
  final class Entry {
    let type: UInt
    let enumCase: UInt
    let isEphemeral: Bool
    let payloadID: EnumPayloadIDReader?
    /// The reader's stored id, apart: read without copying the reader (and retaining its
    /// closure) out of the entry.
    let storedPayloadID: StoredPayloadID?

    init(type: UInt, enumCase: UInt, isEphemeral: Bool, payloadID: EnumPayloadIDReader?) {
      self.type = type
      self.enumCase = enumCase
      self.isEphemeral = isEphemeral
      self.payloadID = payloadID
      self.storedPayloadID = payloadID?.storedID
    }
  }

  /// The slots: `0` while empty, then an entry's address, never changed again.
  static let slots = AtomicWordTable(count: 256, alignmentBits: 0)

  /// The key of a type and case, mixed so that the cases of one type, and types whose
  /// addresses differ only in high bits, spread.
  static func key(type: UInt, enumCase: UInt) -> UInt {
    mixedBits((type >> 3) ^ (enumCase &* 0x9E37_79B9))
  }

  /// Whether the state at `address`, of type `State`, is ephemeral; `enumCase` is its
  /// ``caseNumber(of:)``, read by the caller where `State` is known.
  @usableFromInline
  static func isEphemeral<State>(at address: UnsafeRawPointer, as _: State.Type, enumCase: UInt)
    -> Bool
  {
    withEntry(at: address, as: State.self, enumCase: enumCase) { $0.isEphemeral }
  }

  /// The `id` of the payload of the enum value at `address`, of type `State`, whose tag is
  /// `tag`, when its case has one. Given the value's address: a payload `id` stored at a known
  /// offset is read there (``StoredPayloadID``) without copying the value into generic code.
  @usableFromInline
  static func payloadID<State>(at address: UnsafeRawPointer, as _: State.Type, tag: UInt32)
    -> ChildID?
  {
    withEntry(at: address, as: State.self, enumCase: UInt(tag) + 1) { entry in
      if let storedID = entry.storedPayloadID { return storedID.read(at: address) }
      return entry.payloadID?.id(of: address.assumingMemoryBound(to: State.self).pointee, tag: tag)
    }
  }

  /// `body` given the entry for the type and case of the state at `address`: remembered, or
  /// asked of the runtime and remembered when a slot is free. A remembered entry is lent
  /// without retaining it: it lives as long as the program.
  @inline(__always)
  private static func withEntry<State, Result>(
    at address: UnsafeRawPointer, as _: State.Type, enumCase: UInt, _ body: (Entry) -> Result
  ) -> Result {
    let type = UInt(bitPattern: ObjectIdentifier(State.self))
    let key = key(type: type, enumCase: enumCase)
    let known = AtomicWordTable.withEntry(at: slots.load(for: key), as: Entry.self) { entry in
      entry.type == type && entry.enumCase == enumCase ? body(entry) : nil
    }
    if let known { return known }
    let state = address.assumingMemoryBound(to: State.self).pointee
    return body(entryFromAnotherSlot(of: state, key: key, type: type, enumCase: enumCase))
  }

  /// The entry for a type and case whose own slot holds another's: from the slot it took
  /// further on, or asked of the runtime and remembered in the next free slot.
  @inline(never)
  private static func entryFromAnotherSlot<State>(
    of state: State, key: UInt, type: UInt, enumCase: UInt
  ) -> Entry {
    let isThisCase = { (word: UInt) in
      AtomicWordTable.withEntry(at: word, as: Entry.self) { entry in
        entry.type == type && entry.enumCase == enumCase ? entry : nil
      } != nil
    }
    if let word = slots.find(for: key, matches: isThisCase),
      let known = AtomicWordTable.withEntry(at: word, as: Entry.self, { $0 })
    {
      return known
    }
    let entry: Entry
    if enumCase != 0, let payload = Mirror(reflecting: state).children.first?.value {
      entry = Entry(
        type: type, enumCase: enumCase,
        isEphemeral: State.self is any _EphemeralState.Type || payload is any _EphemeralState,
        payloadID: EnumPayloadIDReader(State.self, tag: UInt32(enumCase - 1)))
    } else {
      entry = Entry(
        type: type, enumCase: enumCase, isEphemeral: State.self is any _EphemeralState.Type,
        payloadID: nil)
    }
    if !slots.keep(entry, for: key, matches: { $0.type == type && $0.enumCase == enumCase }) {
      StoreDiagnostics.cacheFallbacks.add(1, ordering: .relaxed)
    }
    return entry
  }
}

/// The `id` of the payload of `state`'s current case, when `state` is an enum whose case holds
/// an `Identifiable` value: how `.detail(Detail.State(id: 1))` and `.detail(Detail.State(id:
/// 2))` are told apart. A look-up in ``CaseTraits``, then for a case with such a payload a
/// read in place (``EnumPayloadIDReader``).
@inlinable
func payloadIdentifier<State>(of state: State, tag: UInt32) -> ChildID? {
  withUnsafePointer(to: state) { CaseTraits.payloadID(at: $0, as: State.self, tag: tag) }
}
