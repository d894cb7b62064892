import Synchronization

/// State for a child feature that a parent presents and dismisses: a sheet, an alert, a
/// pushed screen.
///
/// Use it as a property wrapper around optional child state, and integrate the child with
/// the `ifLet(_:action:destination:)` overload that takes `\.$child` (`destination:` is the
/// trailing closure's label, as in TCA):
///
/// ```swift
/// struct State {
///   @PresentationState var detail: Detail.State?
/// }
/// enum Action {
///   case detail(PresentationAction<Detail.Action>)
///   var detail: PresentationAction<Detail.Action>? { if case let .detail(a) = self { a } else { nil } }
/// }
///
/// Reduce { state, action in ... }
///   .ifLet(\.$detail, action: .case(Action.detail, \.detail)) { Detail() }
/// ```
///
/// The presented child has an identity: its type and, when its state is `Identifiable`, its
/// `id`. Assigning a child with another identity (`state.detail = Detail.State(id: 2)` over
/// `id: 1`) is a new presentation: the old child's effects are cancelled. Changing the child
/// in place (`state.detail?.count += 1`), or writing back a changed copy with the same `id`,
/// is not. An enum child (a destination) is another child in another case. A struct child
/// without an `id` is the same child whatever its value, as in TCA.
///
/// The child's state is held in copy-on-write storage, as in TCA: copying state that holds
/// the wrapper retains one object, the `ifLet` reads the wrapper through `\.$child` without
/// allocating, and a feature can present a child of its own type (recursive navigation,
/// `@PresentationState var child: State?` inside `State`).
///
/// Child state is a value, as in TCA: the `ifLet` learns that the child changed from the
/// wrapper handing it out to be changed. A child whose state is a class is compared on every
/// send instead; an `id` read from an object the state shares is not seen to change.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented child's state, shared by copies of the wrapper until one of them changes
  /// it; `nil` until something is presented.
  @usableFromInline var storage: Storage?
  /// The navigation id of the child as the presentation `ifLet` last recorded it, so that a
  /// child put in place by another reducer, behind its back, still counts as a new
  /// presentation. In a box of its own, so that the wrapper is two words.
  @usableFromInline var recordedID: RecordedID?

  public init(wrappedValue: State?) {
    if wrappedValue != nil { storage = Storage(state: wrappedValue) }
  }

  /// The presented child's state, or `nil` when nothing is presented.
  ///
  /// Changed in place through an address, not a `_modify` coroutine: a coroutine's frame
  /// nested in the synthesized `_modify` of the wrapped property would not fit the caller's
  /// buffer, and every in-place change would allocate one.
  @inlinable
  public var wrappedValue: State? {
    get { storage?.state }
    @inline(__always) unsafeMutableAddress {
      makeStorageUnique()
      storage!.stamp = nextPresentationStamp()
      return storage!.stateAddress
    }
  }

  /// The wrapper itself, reached as `\.$child` to integrate the child with `ifLet`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// The presented state of an enum destination's case, through the case's settable
  /// property: a test writes `$0.$destination[case: \.edit]?.title = "Oat milk"`, as in
  /// TCA. `nil` when nothing is presented or another case is.
  ///
  /// As in TCA, writing `nil` dismisses the child, and a change through a case the child is
  /// not in (or with nothing presented) changes nothing and is reported as an issue, "Can't
  /// modify unrelated case", with the child's case.
  public subscript<Case>(
    case casePath: WritableKeyPath<State, Case?>,
    fileID fileID: String = #fileID, filePath filePath: String = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? {
    get { wrappedValue?[keyPath: casePath] }
    _modify {
      let child = wrappedValue
      var value = child?[keyPath: casePath]
      let wasInCase = value != nil
      yield &value
      guard wasInCase else {
        reportUnrelatedCase(
          of: child, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      if let value {
        wrappedValue![keyPath: casePath] = value
      } else {
        wrappedValue = nil
      }
    }
  }
}

extension PresentationState {
  /// Where the presented child stands, as the presentation `ifLet` reads it before its
  /// reducers run, to tell afterwards whether they changed anything.
  @usableFromInline
  struct Mark {
    /// Differs from any later mark's when the child may have changed in between: a
    /// number no other storage, and no other version of this one, has; `0` with no storage.
    @usableFromInline let stamp: UInt64
    @usableFromInline let isPresenting: Bool
    /// Whether ``recorded`` is known to name the presented child (or its absence).
    @usableFromInline let recordNamesChild: Bool
    @usableFromInline let recorded: RecordedID?

    @inlinable
    init(stamp: UInt64, isPresenting: Bool, recordNamesChild: Bool, recorded: RecordedID?) {
      self.stamp = stamp
      self.isPresenting = isPresenting
      self.recordNamesChild = recordNamesChild
      self.recorded = recorded
    }
  }

  /// Where the presented child stands now.
  @inlinable
  var mark: Mark {
    guard let storage else {
      return Mark(
        stamp: 0, isPresenting: false, recordNamesChild: recordedID == nil, recorded: recordedID)
    }
    let isPresenting = storage.state != nil
    // Nothing presented and nothing recorded: the record names the child whatever the stamps.
    let recordNamesChild =
      storage.recordedStamp == storage.stamp || (!isPresenting && recordedID == nil)
    return Mark(
      stamp: storage.stamp, isPresenting: isPresenting, recordNamesChild: recordNamesChild,
      recorded: recordedID)
  }

  /// The stamp of ``mark``, alone.
  @inlinable
  var stamp: UInt64 { storage?.stamp ?? 0 }

  /// Where the presented state lies, which must be there: in the storage, as the payload of
  /// its optional, which Swift lays out at the optional's own address. Valid while this
  /// wrapper keeps its storage and the state presented.
  @inlinable
  var presentedAddress: UnsafePointer<State> {
    UnsafeRawPointer(storage!.stateAddress).assumingMemoryBound(to: State.self)
  }

  /// Records `id` as naming the child presented now.
  @inlinable
  mutating func record(_ id: NavigationID?) {
    recordedID = id.map { RecordedID($0) }
    guard storage != nil else { return }
    makeStorageUnique()
    storage!.recordedStamp = storage!.stamp
  }

  /// Gives this wrapper storage of its own before it changes: a copy of shared storage, or
  /// empty storage when there is none.
  @inlinable
  mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
  }

  /// Marks the recorded id as naming the child presented now, which the caller checked.
  /// Only right after changing ``wrappedValue`` in place, when the storage is this wrapper's
  /// own.
  @inlinable
  mutating func confirmRecord() {
    // NB: A write to shared storage would change every copy's record.
    assert(isKnownUniquelyReferenced(&storage), "confirmRecord on storage another wrapper shares")
    storage!.recordedStamp = storage!.stamp
  }
}

extension PresentationState {
  /// Copy-on-write storage of the presented child's state.
  @usableFromInline
  final class Storage {
    // NB: Accesses need no dynamic exclusivity check: storage is only changed through a
    // wrapper holding the only reference to it (`makeStorageUnique` copies shared storage
    // first), whose own access is checked.
    //
    // `state` must stay the first stored property: `stateAddress` is where the first lies
    // (`PresentationStateTests` checks it).
    //
    // Checked by `PresentationStateTests.testACopyKeepsItsValueWhenTheOriginalChangesInPlace`
    // and `PresentationStateTests.testTheOriginalKeepsItsValueWhenACopyChangesOrIsDismissed`.
    @exclusivity(unchecked) @usableFromInline var state: State?
    /// Changes whenever `state` is handed out to be changed; see ``Mark/stamp``.
    @exclusivity(unchecked) @usableFromInline var stamp: UInt64
    /// The `stamp` at which the wrapper's recorded id was last known to name the child.
    @exclusivity(unchecked) @usableFromInline var recordedStamp: UInt64 = 0

    init(state: State?) {
      self.state = state
      self.stamp = nextPresentationStamp()
    }

    /// A copy of `storage`'s state, or empty storage when there is none, with a stamp of its
    /// own. Out of line, as it is rare.
    @usableFromInline
    convenience init(copying storage: Storage?) {
      self.init(state: storage?.state)
    }

    /// The address of ``state``, valid while this storage is alive: the first stored
    /// property, after the object's header, aligned as its type requires.
    @inlinable
    var stateAddress: UnsafeMutablePointer<State?> {
      _getUnsafePointerToStoredProperties(self).alignedUp(for: State?.self)
        .assumingMemoryBound(to: State?.self)
    }
  }
}

// Safe because storage is only changed through a wrapper holding the only reference to it;
// shared storage is only read.
extension PresentationState.Storage: @unchecked Sendable where State: Sendable {}

/// A stamp for presentation storage that no storage has had: see
/// ``PresentationState/Mark/stamp``.
@usableFromInline
func nextPresentationStamp() -> UInt64 {
  PresentationStamps.counter.wrappingAdd(1, ordering: .relaxed).newValue
}

private enum PresentationStamps {
  static let counter = Atomic<UInt64>(0)
}

/// An immutable box of the navigation id a presentation `ifLet` recorded: it changes only when
/// the presented child does.
@usableFromInline
final class RecordedID: Sendable {
  @usableFromInline let id: NavigationID

  @usableFromInline
  init(_ id: NavigationID) {
    self.id = id
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Equal when the presented states are: what the `ifLet` recorded about them does not
  /// matter.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomDumpRepresentable {
  /// Dumps as the wrapped value, so state diffs read `detail: nil` and not the wrapper.
  public var customDumpValue: Any { wrappedValue as Any }
}

/// An action for a presented child: one of the child's own actions, or dismissal.
///
/// It looks up the child's case properties through ``presented``, so a test receives a child
/// action in one chain, as TCA's `\.child.response.success` does:
/// `receive(\.child?.response?.success)`.
@dynamicMemberLookup
public enum PresentationAction<Action> {
  /// The child is dismissed: its state becomes `nil` and its effects are cancelled. The
  /// parent can send it, and the child sends it with `@Dependency(\.dismiss)`.
  case dismiss
  /// `action` happened in the presented child. Indirect, as in TCA, so that a feature can
  /// present another instance of itself: its `Action` holds a `PresentationAction<Action>`.
  indirect case presented(Action)

  public var presented: Action? {
    if case let .presented(action) = self { action } else { nil }
  }

  /// The child action's case property `keyPath`, if this is a child action of that case.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Action, Value?>) -> Value? {
    presented?[keyPath: keyPath]
  }
}

extension PresentationAction {
  /// `()` if this is ``dismiss``: a case path, so a test receives `\.child?.dismiss`.
  ///
  /// A payload-less case's property is named like the case and returns `Void?`; see the
  /// README's case-path section.
  public var dismiss: Void? {
    if case .dismiss = self { () } else { nil }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
