extension Effect {
  /// This effect, made cancellable by ``cancel(id:)`` with the same `id`.
  ///
  /// Ids belong to the store that runs the effect: two stores using the same id do not
  /// cancel each other's effects. An effect started by a child presented with `ifLet`,
  /// `ifCaseLet` or `forEach` is also namespaced to that child, so each element of a
  /// collection has its own ids.
  ///
  /// - Parameters:
  ///   - id: Any hashable value; an enum `CancelID` per feature reads best.
  ///   - cancelInFlight: Cancel effects already running with this id before starting this
  ///     one. Use it to debounce or to keep only the latest request.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone && !cancelInFlight { return self }
    return Self(.cancellable(id: CancelID(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every effect in flight that was made cancellable with `id`.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(id: CancelID(id)))
  }
}

/// A cancellation id namespaced to one child of a parent, so a child's ids never meet its
/// siblings' or its parent's.
struct NamespacedCancelID: Hashable, Sendable {
  let namespace: CancelID
  let id: CancelID
}

extension Effect {
  /// This effect with every cancellation id it mentions moved into `namespace`.
  func namespaced(_ namespace: CancelID) -> Self {
    switch operation {
    case .none, .send, .run:
      return self
    case let .merge(effects):
      return Self(.merge(effects.map { $0.namespaced(namespace) }))
    case let .concatenate(effects):
      return Self(.concatenate(effects.map { $0.namespaced(namespace) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(
        .cancellable(
          id: CancelID(NamespacedCancelID(namespace: namespace, id: id)),
          cancelInFlight: cancelInFlight,
          effect.namespaced(namespace)
        )
      )
    case let .cancel(id):
      return Self(.cancel(id: CancelID(NamespacedCancelID(namespace: namespace, id: id))))
    }
  }
}
