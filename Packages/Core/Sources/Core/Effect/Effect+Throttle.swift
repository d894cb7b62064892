extension Effect where Action: Sendable {
  /// This effect, throttled: at most one run per `interval` for `id` in this feature.
  ///
  /// The first effect with `id` runs at once and opens a window of `interval`. An effect that
  /// arrives while the window is open waits for it to close and then runs, opening the next
  /// window: with `latest: true` the last one to arrive (each newcomer cancels the one
  /// waiting), with `latest: false` the first one (newcomers are dropped). As TCA's `throttle`
  /// does, a newcomer with `latest: true` also cancels an effect with `id` that is still
  /// running.
  ///
  /// ```swift
  /// case let .scrolled(offset):
  ///   return .send(.loadMore(offset))
  ///     .throttle(id: CancelID.loadMore, for: .seconds(1), clock: clock, latest: true)
  /// ```
  ///
  /// Debounce, its sibling, is a recipe: sleep at the start of the effect and make it
  /// `cancellable(id:cancelInFlight: true)` (see ``Effect``). Throttling needs to remember
  /// when the window opened, which the store keeps for each id and feature.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable,
    for interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    throttled(id: id, interval: interval, clock: clock, latest: latest)
  }

  private func throttled<C: Clock>(
    id: some Hashable & Sendable, interval: C.Duration, clock: C, latest: Bool
  ) -> Self {
    let key = ThrottleKey(base: CancelID(id))
    return sendsAsRuns().mapRuns { run in
      var run = run
      let body = run.body
      run.body = { send in
        guard let context = EffectContext.current else { return await body(send) }
        let window = CancelID(key, path: context.path)
        switch await context.throttles.enter(
          window, now: clock.now, interval: interval, latest: latest)
        {
        case .now:
          await body(send)
        case .drop:
          return
        case let .at(deadline):
          do {
            try await clock.sleep(until: deadline, tolerance: nil)
          } catch {
            await context.throttles.gaveUpWaiting(window)
            return
          }
          await context.throttles.opened(window, at: clock.now)
          await body(send)
        }
      }
      return run
    }
    .cancellable(id: key, cancelInFlight: latest)
    // The caller's own id too, so that `.cancel(id:)` with it stops a throttled effect, as in
    // TCA.
    .cancellable(id: id)
  }

  /// This effect, throttled on a clock dependency such as `@Dependency(\.continuousClock)`.
  /// See ``throttle(id:for:clock:latest:)-(_,C.Duration,C,_)``.
  public func throttle(
    id: some Hashable & Sendable,
    for interval: Duration,
    clock: any Clock<Duration>,
    latest: Bool
  ) -> Self {
    throttled(id: id, interval: interval, clock: clock, latest: latest)
  }

  /// This effect with each `.send` turned into a `.run` that sends the same action, so that
  /// every action it sends goes through an operation that can wait.
  private func sendsAsRuns() -> Self {
    switch operation {
    case .none, .run, .cancel:
      return self
    case let .send(action):
      return .run { send in await send(action) }
    case let .merge(effects):
      return Self(.merge(effects.map { $0.sendsAsRuns() }))
    case let .concatenate(effects):
      return Self(.concatenate(effects.map { $0.sendsAsRuns() }))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.sendsAsRuns()))
    }
  }
}

/// The cancellation id of a throttled effect: apart from the same id used by
/// `cancellable(id:)`.
private struct ThrottleKey: Hashable, Sendable {
  let base: CancelID
}

/// When each throttled id's window opened, for one store.
@MainActor
final class ThrottleWindows {
  /// What a throttled effect does on arrival.
  enum Entry<Instant: Sendable>: Sendable {
    /// Run now: no window was open.
    case now
    /// Run at the end of the open window.
    case at(Instant)
    /// Drop: another effect already waits for the open window to close.
    case drop
  }

  private var windows: [CancelID: (opened: any Sendable, hasWaiter: Bool)] = [:]

  /// Decides when an effect arriving at `now` runs, and records it.
  func enter<Instant: InstantProtocol>(
    _ id: CancelID, now: Instant, interval: Instant.Duration, latest: Bool
  ) -> Entry<Instant> {
    guard let window = windows[id], let opened = window.opened as? Instant,
      opened.duration(to: now) < interval
    else {
      windows[id] = (now, false)
      return .now
    }
    if window.hasWaiter && !latest { return .drop }
    windows[id] = (opened, true)
    return .at(opened.advanced(by: interval))
  }

  /// Records that the waiting effect was cancelled before the window closed, so that the
  /// next arrival may wait in its place.
  func gaveUpWaiting(_ id: CancelID) {
    windows[id]?.hasWaiter = false
  }

  /// Records that the waiting effect ran at `instant`, opening the next window.
  func opened<Instant: InstantProtocol>(_ id: CancelID, at instant: Instant) {
    windows[id] = (instant, false)
  }
}
