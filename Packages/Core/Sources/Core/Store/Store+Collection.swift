import Foundation

extension Store {
  /// A store for each element of the collection at `state`, in order: a list's rows, as
  /// TCA's `ForEach(store.scope(state: \.rows, action: \.rows))`.
  ///
  /// ```swift
  /// for row in store.scope(state: \.rows, action: .case(Action.rows, \.rows)) {
  ///   RowView.screen(row)   // row.title, row.send(.toggled)
  /// }
  /// ```
  ///
  /// Tracked: a tracking that called it has `onChange` run when an element is added,
  /// removed or moved, not when one changes inside; what a row reads through its store is
  /// tracked there, so a row's `onChange` runs only when its own element changed. An action
  /// sent to a row reaches the parent's `forEach` as `.element(id:action:)`.
  @inlinable
  public func scope<ID: Hashable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    let elements = core.state[keyPath: state]
    // NB: Not made with `Optional.map`: a closure that passes through a generic value is
    // wrapped in conversion thunks, called on every check.
    var address: ((ID, Int) -> ElementPlace)?
    var idsOffset: Int?
    if !ElementAddresses.isTurnedOff, let base = core.rootOffset,
      let offset = MemoryLayout<State>.offset(of: state)
    {
      address = { id, index in
        ElementPlace(
          address: Self.elementAddress(
            of: IdentifiedArray<ID, ElementState>.self, at: base + offset, id: id, hint: index),
          member: Self.rowMember(
            of: IdentifiedArray<ID, ElementState>.self, at: base + offset, id: id, hint: index))
      }
      idsOffset = base + offset + IdentifiedArray<ID, ElementState>.idsOffset
    }
    return elementStores(
      ids: elements.ids, elements: elements.elements, at: state, idsOf: { $0.ids },
      idsOffset: idsOffset,
      element: { rows, id, index in
        rows.ids.indices.contains(index) && rows.ids[index] == id ? rows[index] : rows[id: id]
      },
      address: address,
      route: action.route, action: { action.embed(.element(id: $0, action: $1)) })
  }

  /// A store for each screen of this stack store, bottom first: tracked as the
  /// `IdentifiedArray` form is (a push or a pop runs `onChange`, a change inside a screen
  /// does not). Actions reach the stack's `forEach` as `.element(id:action:)`.
  ///
  /// ```swift
  /// let path = store.scope(state: \.path, action: .case(Action.path, \.path))
  /// for screen in path.scopeElements() { ... }
  /// ```
  @inlinable
  public func scopeElements<ElementState, ElementAction>() -> [Store<ElementState, ElementAction>]
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let stack = core.state
    return elementStores(
      ids: stack.ids, elements: Array(stack), at: \.self, idsOf: { $0.ids },
      element: { screens, id, index in
        screens.ids.indices.contains(index) && screens.ids[index] == id
          ? screens[index] : screens[id: id]
      },
      route: .stackElements, action: { .element(id: $0, action: $1) })
  }

  /// One store per element, each named by the collection's key path and its id, after
  /// tracking the collection's ids; kept for `route`. `element` finds an element by id,
  /// trying the index it had (a hint) first; `address`, when given, finds where it lies in
  /// the root state, the same way (``StoreCore/stateAddress``), and `idsOffset` is where the
  /// ids lie there, compared in place. A row's store is kept while its id is in the
  /// collection, so scoping again returns the same stores.
  @inlinable
  func elementStores<Elements, ID: Hashable, ElementState, ElementAction>(
    ids: [ID], elements: [ElementState], at path: KeyPath<State, Elements>,
    idsOf: @escaping (Elements) -> [ID],
    idsOffset: Int? = nil,
    element: @escaping (Elements, ID, Int) -> ElementState?,
    address: ((ID, Int) -> ElementPlace)? = nil,
    route: RouteID, action: @escaping (ID, ElementAction) -> Action
  ) -> [Store<ElementState, ElementAction>] {
    let collection = value(at: path)
    // NB: Not made with `Optional.map`: see `scope(state:action:)`.
    if let idsOffset {
      track(.ids, path, check: .alone(StoreObservation.check(at: idsOffset, readAs: ids)))
    } else {
      track(
        .ids, path,
        check: .alone(StoreObservation.check(Self.ids(in: collection, idsOf), readAs: ids)))
    }
    typealias Rows = ElementStores<ID, ElementState, ElementAction, Action>
    let rows: Rows
    if let kept = keptChild(at: path, route: route, as: ObjectIdentifier(Rows.self)) {
      rows = unsafeDowncast(kept, to: Rows.self)
      rows.route.embed = action
    } else {
      rows = Rows(route: action)
      keep(rows, at: path, route: route, as: ObjectIdentifier(Rows.self))
    }
    let route = rows.route
    let parentIdentity = core.scopeIdentity
    let offset = MemoryLayout<State>.offset(of: path)
    let collectionIn: (State) -> Elements = { state in
      guard let offset else { return state[keyPath: path] }
      return withUnsafeBytes(of: state) { $0.load(fromByteOffset: offset, as: Elements.self) }
    }
    var kept = [ID: Store<ElementState, ElementAction>](minimumCapacity: ids.count)
    func finder(_ id: ID, _ index: Int) -> StateFinder<ElementState> {
      guard let address else { return .derived(Self.elementReader(collection, element, id, index)) }
      return .address(address(id, index))
    }
    let stores = zip(ids.indices, zip(ids, elements)).map { index, pair in
      let (id, initial) = pair
      let store =
        rows.stores[id]
        ?? Store<ElementState, ElementAction>(
          core: OptionalScopedCore(
            parent: core, toChildState: { element(collectionIn($0), id, index) },
            fromChildAction: { route.embed(id, $0) }, initial: initial,
            identity: .element(parentIdentity, path, AnyHashable(id)),
            finder: finder(id, index)))
      kept[id] = store
      return store
    }
    rows.stores = kept
    return stores
  }

  // NB: Readers are made in nonisolated functions: see `StoreObservation.check(_:readAs:)`.
  @inlinable
  nonisolated static func ids<Elements, ID: Hashable>(
    in collection: @escaping (UnsafeRawPointer) -> Elements?,
    _ idsOf: @escaping (Elements) -> [ID]
  ) -> (UnsafeRawPointer) -> [ID]? {
    { collection($0).map(idsOf) }
  }

  /// Where the element with `id` lies in the `IdentifiedArray` at `offset` in the root state,
  /// looked for at `hint` first.
  @inlinable
  nonisolated static func elementAddress<ID, Element>(
    of _: IdentifiedArray<ID, Element>.Type, at offset: Int, id: ID, hint: Int
  ) -> (UnsafeRawPointer) -> UnsafeRawPointer? {
    { root in
      (root + offset).assumingMemoryBound(to: IdentifiedArray<ID, Element>.self).pointee
        .elementAddress(id: id, hint: hint)
    }
  }

  /// The ``RowMemberMaker`` of the element with `id` in the `IdentifiedArray` at `offset` in
  /// the root state, looked for at `hint` first: its members are checked in the list's
  /// ``RowGroupOf``, which finds the element as ``elementAddress(of:at:id:hint:)`` does.
  @inlinable
  nonisolated static func rowMember<ID, Element>(
    of _: IdentifiedArray<ID, Element>.Type, at offset: Int, id: ID, hint: Int
  ) -> RowMemberMaker {
    { memberOffset, size, last, check in
      RowMember(
        key: RowGroupKey(
          offset: offset, type: ObjectIdentifier(IdentifiedArray<ID, Element>.self),
          memberSize: size)
      ) { group, member in
        let group =
          group.map { unsafeDowncast($0, to: RowGroupOf<ID, Element>.self) }
          ?? RowGroupOf<ID, Element>(offset: offset, memberSize: size)
        group.add(
          RowGroupOf.Entry(
            id: id, hint: hint, offset: memberOffset, last: last, check: check, member: member))
        return group
      }
    }
  }

  @inlinable
  nonisolated static func elementReader<Elements, ID, ElementState>(
    _ collection: @escaping (UnsafeRawPointer) -> Elements?,
    _ element: @escaping (Elements, ID, Int) -> ElementState?, _ id: ID, _ index: Int
  ) -> (UnsafeRawPointer) -> ElementState? {
    { collection($0).flatMap { element($0, id, index) } }
  }
}

extension IdentifiedArray {
  /// Where the ids lie in an array (``_ids``): a list's tracked ids are compared there, in
  /// place, copying neither the array nor its other buffers.
  @usableFromInline
  static var idsOffset: Int { MemoryLayout<Self>.offset(of: \Self._ids)! }

  /// Where the element with `id` lies in this array's storage, looked for at `hint` first;
  /// `nil` when no element has `id`.
  ///
  /// The address outlives the buffer access that found it: it is good while this array is
  /// neither changed nor freed, so read it at once (a tracked member's check reads the root
  /// state by address after a send, while nothing can change it).
  @inlinable
  @inline(__always)
  func elementAddress(id: ID, hint: Int) -> UnsafeRawPointer? {
    let index: Int
    if _ids.indices.contains(hint), _ids[hint] == id {
      index = hint
    } else if let found = _indices[id] {
      index = found
    } else {
      return nil
    }
    return _elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress! + index) }
  }
}

/// Where a row's store finds its element in the root state (given by address): the element's
/// address, `nil` once it is gone (``StoreCore/stateAddress``), and how a member read in it is
/// checked (``StoreCore/rowMember``).
@usableFromInline
struct ElementPlace {
  @usableFromInline let address: (UnsafeRawPointer) -> UnsafeRawPointer?
  @usableFromInline let member: RowMemberMaker

  @inlinable
  init(
    address: @escaping (UnsafeRawPointer) -> UnsafeRawPointer?,
    member: @escaping RowMemberMaker
  ) {
    self.address = address
    self.member = member
  }
}

/// Whether a row's store finds its element in place (``IdentifiedArray/elementAddress(id:hint:)``,
/// ``StoreCore/stateAddress``). `CORE_ELEMENT_ADDRESSES=1` in the environment turns it off: the
/// element is then copied out of a copy of the array, as before (CI runs every package's
/// tests that way too).
@usableFromInline
enum ElementAddresses {
  @usableFromInline static let isTurnedOff: Bool = {
    let value = ProcessInfo.processInfo.environment["CORE_ELEMENT_ADDRESSES"] ?? ""
    return !value.isEmpty && value != "0"
  }()
}
