/// A presented state that goes away by itself as soon as one of its actions is sent: alerts
/// and confirmation dialogs. The presentation `ifLet` clears it when it receives an action for
/// it, after the parent has run, and `ifLet(\.$alert, action:)` needs no child reducer for it.
///
/// Core's ``AlertState`` and ``ConfirmationDialogState`` conform; conform your own dialog-like
/// state only if it too has no logic of its own.
public protocol _EphemeralState {}

/// Whether `state` is ephemeral, or an enum whose current case holds ephemeral state (an
/// alert case of a destination enum): checked at run time, as TCA does, since a presentation
/// reducer is generic over any child state, and remembered per type and case
/// (``EphemeralCases``).
@usableFromInline
func isEphemeral<State>(_ state: State) -> Bool {
  let type = UInt(bitPattern: ObjectIdentifier(State.self))
  // NB: `0` for a type that is not an enum, its tag plus one for an enum's case.
  let enumCase = isEnumType(State.self) ? UInt(enumTag(of: state)) + 1 : 0
  if let known = EphemeralCases.lookUp(type: type, enumCase: enumCase) { return known }
  let answer: Bool
  if State.self is any _EphemeralState.Type {
    answer = true
  } else if isEnumType(State.self) {
    answer = Mirror(reflecting: state).children.first?.value is any _EphemeralState
  } else {
    answer = false
  }
  EphemeralCases.remember(answer, type: type, enumCase: enumCase)
  return answer
}

/// The answers of ``isEphemeral(_:)``, one per type, or per case of an enum.
///
/// Asking the runtime costs a conformance look-up (about 700 instructions) and, for an enum,
/// a `Mirror` of the value (about 12,000 instructions and 11 allocations); the presentation
/// `ifLet` asks on every action of its child. A slot holds the address of an immortal entry,
/// found by the type's metadata address and the case's tag; a type or case
/// whose slot another took first is answered by the runtime every time: slower, never wrong.
enum EphemeralCases {
  /// One answer, and what it is the answer for.
  final class Entry {
    let type: UInt
    let enumCase: UInt
    let isEphemeral: Bool

    init(type: UInt, enumCase: UInt, isEphemeral: Bool) {
      self.type = type
      self.enumCase = enumCase
      self.isEphemeral = isEphemeral
    }
  }

  /// The slots: `0` while empty, then an entry's address, never changed again.
  static let slots = AtomicWordTable(count: 256, alignmentBits: 0)

  /// The key of a type and case, mixed so that the cases of one type, and types whose
  /// addresses differ only in high bits, spread.
  static func key(type: UInt, enumCase: UInt) -> UInt {
    mixedBits((type >> 3) ^ (enumCase &* 0x9E37_79B9))
  }

  /// The remembered answer for the case `enumCase` (its tag plus one; `0` for a type that is
  /// not an enum) of the type at `type`, if there is one.
  static func lookUp(type: UInt, enumCase: UInt) -> Bool? {
    slots.withEntry(for: key(type: type, enumCase: enumCase), as: Entry.self) { entry in
      entry.type == type && entry.enumCase == enumCase ? entry.isEphemeral : nil
    }
  }

  /// Remembers `answer` for that type and case when its slot is free.
  static func remember(_ answer: Bool, type: UInt, enumCase: UInt) {
    slots.keepIfEmpty(
      Entry(type: type, enumCase: enumCase, isEphemeral: answer),
      for: key(type: type, enumCase: enumCase))
  }
}
