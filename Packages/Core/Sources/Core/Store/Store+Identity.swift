/// A store is `Identifiable`, `Hashable` and `Equatable` by identity, as TCA's is: what
/// SwiftUI's `ForEach(rowStores)` and `.sheet(item:)` key by. A parent keeps the stores it
/// scopes by key path and route, so the same scope gives the same identity while it is kept.
///
/// `store.id` is the store's identity, not its state's `id`: read that with
/// `store.state.id` (tracked, as all of `state`) or `store.withState(\.id)` (untracked), as
/// in TCA.
extension Store: Identifiable, Hashable {
  nonisolated public static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
