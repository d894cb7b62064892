// Misuses Core the ways that stop a program, in a release build, so that
// Scripts/checks/release-traps.sh can see each stop print its message: `precondition` and
// `preconditionFailure` print nothing under -O, `fatalError` does. Also checks what depends
// on how the optimizer lays out closures: two action routes keep two stores (`two-routes`).
import Effects
import Foundation

/// A reducer that reads its own store while it runs.
struct ReadsItsOwnStore: Reducer {
  let store: @MainActor () -> Store<Int, Void>?

  func reduce(into state: inout Int, action: Void) -> Effect<Void> {
    state += MainActor.assumeIsolated { store()?.state ?? 0 }
    return .none
  }
}

struct Item: Identifiable {
  var id: Int
}

/// A parent with two routes into one child state, as two tabs showing one counter.
struct TwoRoutes: Reducer {
  enum Action {
    case left(Int), right(Int)
    var left: Int? { if case let .left(value) = self { value } else { nil } }
    var right: Int? { if case let .right(value) = self { value } else { nil } }
  }

  func reduce(into state: inout [String], action: Action) -> Effect<Action> {
    switch action {
    case .left: state.append("left")
    case .right: state.append("right")
    }
    return .none
  }
}

/// Scopes through a route handed in, as a view's helper does.
@MainActor
@inline(never)
func scope(_ store: StoreOf<TwoRoutes>, _ route: AnyCasePath<TwoRoutes.Action, Int>)
  -> Store<Int, Int>
{
  store.scope(state: \.count, action: route)
}

@MainActor
func run(_ canary: String) {
  switch canary {
  case "read-own-store":
    nonisolated(unsafe) var store: Store<Int, Void>?
    store = Store(initialState: 0) { ReadsItsOwnStore(store: { store }) }
    store?.send(())
  case "duplicate-ids":
    _ = IdentifiedArrayOf<Item>(uniqueElements: [Item(id: 1), Item(id: 1)])
  case "changed-id":
    var items: IdentifiedArrayOf<Item> = [Item(id: 1)]
    items[id: 1] = Item(id: 2)
  case "removed-from-empty":
    var items: IdentifiedArrayOf<Item> = []
    items.removeFirst()
  case "two-routes":
    let store = Store(initialState: [String]()) { TwoRoutes() }
    func left() -> Store<Int, Int> { scope(store, .case(TwoRoutes.Action.left, \.left)) }
    let right = scope(store, .case(TwoRoutes.Action.right, \.right))
    left().send(1)
    right.send(1)
    guard left() !== right, left() === left(), store.withState({ $0 }) == ["left", "right"]
    else { fatalError("two routes shared one kept store, or one route got two") }
    print("two routes, two stores")
    return
  default:
    print(
      "usage: ReleaseCanaries read-own-store|duplicate-ids|changed-id|removed-from-empty"
        + "|two-routes")
    exit(2)
  }
  print("\(canary): the program went on")
}

run(CommandLine.arguments.dropFirst().first ?? "")
