import Core

/// A small child feature used across the composition tests: a count, and a long-running
/// effect that logs when it is cancelled.
struct Counter: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id: Int = 0
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case increment
    case startLongEffect
    case startCancellableEffect
    case cancelCancellableEffect
    case closeButtonTapped
  }

  enum CancelID { case long }

  let log: EventLog

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .startLongEffect:
      return .run { [log, id = state.id] _ in
        log.append("started \(id)")
        await suspendUntilCancelled()
        log.append("cancelled \(id)")
      }
    case .startCancellableEffect:
      return .run { [log, id = state.id] _ in
        log.append("started cancellable \(id)")
        await suspendUntilCancelled()
        log.append("cancelled cancellable \(id)")
      }
      .cancellable(id: CancelID.long)
    case .cancelCancellableEffect:
      return .cancel(id: CancelID.long)
    case .closeButtonTapped:
      return .run { _ in await dismiss() }
    }
  }
}
