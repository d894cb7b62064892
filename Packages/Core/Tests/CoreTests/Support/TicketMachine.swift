import Core

/// A test dependency that counts: each call returns the next number, from 0. Its test value
/// is computed, so a fresh machine is made whenever the default is resolved.
struct TicketMachine: TestDependencyKey, Sendable {
  var next: @Sendable () -> Int

  static var testValue: TicketMachine {
    let count = LockIsolated(0)
    return TicketMachine {
      count.withValue { value in
        defer { value += 1 }
        return value
      }
    }
  }
}

/// A feature that takes a ticket when asked.
struct TicketCounter: Reducer {
  struct State: Equatable { var tickets: [Int] = [] }
  enum Action: Equatable { case take }
  @Dependency(TicketMachine.self) var machine

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.tickets.append(machine.next())
    return .none
  }
}
