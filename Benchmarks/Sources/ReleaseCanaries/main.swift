// Misuses Core the ways that stop a program, in a release build, so that
// Scripts/checks/release-traps.sh can see each stop print its message: `precondition` and
// `preconditionFailure` print nothing under -O, `fatalError` does.
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
  default:
    print("usage: ReleaseCanaries read-own-store|duplicate-ids|changed-id|removed-from-empty")
    exit(2)
  }
  print("\(canary): the program went on")
}

run(CommandLine.arguments.dropFirst().first ?? "")
