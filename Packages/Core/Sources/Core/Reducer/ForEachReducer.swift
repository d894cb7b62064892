extension Reducer {
  /// Runs `element` on one element of a collection of child states, then this reducer.
  ///
  /// Only the addressed element is touched: sending to one element of a large collection
  /// costs the same as sending to one of a small one. When this reducer removes an element,
  /// every effect that element started is cancelled. An action for an id that is not in the
  /// collection is ignored and reported as an issue that names the action.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.rows, action: .case(Action.rows, \.rows)) { Row() }
  /// ```
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    _ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: toElementAction,
      site: ReducerSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `forEach` builds: one element of a collection, then the parent.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElementsState:
    WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let site: ReducerSite

  @inlinable
  init(
    parent: Parent, element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    site: ReducerSite
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.site = site
  }

  /// Runs the addressed element, then the parent, and cancels the effects of any element
  /// the parent removed.
  ///
  /// Inlinable, with ``IdentifiedArray``'s access by id, so that a feature's module
  /// specializes the whole path for its element type. The collection is reached at its
  /// stored offset when the key path names a stored property (see `storedOffset(of:)`), which
  /// the call site remembers (``ReducerSite/childLayout(of:childState:)``).
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let offset = site.childLayout(of: toElementsState, childState: Element.State.self).offset
    let elementEffect = reduceElement(into: &state, action: action, at: offset)
    let idsBefore = readStored(toElementsState, at: offset, in: &state) { $0.ids }
    let parentEffect = parent.reduce(into: &state, action: action)
    let idsAfter = readStored(toElementsState, at: offset, in: &state) { $0.ids }
    return elementEffect.merge(with: parentEffect).merge(
      with: .cancelEffects(ofRemoved: idsBefore, keeping: idsAfter, { navigationID(for: $0) })
    )
  }

  @usableFromInline
  func navigationID(for id: ID) -> NavigationID {
    NavigationID(site: toElementsState, type: Element.State.self, identifier: ChildKey(id: id))
  }

  /// Runs the element an element action names; `offset` is the collection's stored offset.
  @inlinable
  func reduceElement(into state: inout Parent.State, action: Parent.Action, at offset: Int?)
    -> Effect<Parent.Action>
  {
    guard case let .element(id, elementAction)? = toElementAction.extract(from: action) else {
      return .none
    }
    let effect = modifyStored(toElementsState, at: offset, in: &state) { elements in
      elements.withElement(id: id) { element.reduce(into: &$0, action: elementAction) }
    }
    guard let effect else {
      Self.reportMissingElement(action, at: site)
      return .none
    }
    // NB: The closure below captures the id, so building it allocates: only for an effect.
    if effect.isNone { return .none }
    let embed = toElementAction._embed
    return effect.scopedToChild(navigationID(for: id)) { embed(.element(id: id, action: $0)) }
  }

  /// Reports an element action for an id the collection does not hold. Static and given
  /// only the site, so that the send path does not keep a copy of the whole reducer for it.
  @usableFromInline
  static func reportMissingElement(_ action: Parent.Action, at site: ReducerSite) {
    site.reportIssue(
      """
      A "forEach" at "\(site)" received an action for an element that is not in \
      the collection. The action was ignored:

        \(action)

      This usually means the element was removed while it still had an effect in flight, \
      or a view sent an action for a row that is gone.
      """
    )
  }
}
