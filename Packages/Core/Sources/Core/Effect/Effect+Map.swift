extension Effect {
  /// This effect with each action it sends turned into another action by `transform`.
  ///
  /// Parents use it to lift a child's effect into their own action type; `Scope`, `ifLet`,
  /// `ifCaseLet` and `forEach` do it for you.
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return Effect<NewAction>(.send(transform(action)))
    case let .run(run):
      let body = run.body
      return Effect<NewAction>(
        .run(
          .init(
            priority: run.priority, dependencies: run.dependencies, site: run.site, path: run.path
          ) { send in
            await body(send.map(transform))
          }
        )
      )
    case let .merge(effects):
      return Effect<NewAction>(.merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<NewAction>(.concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<NewAction>(
        .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case let .cancel(id):
      return Effect<NewAction>(.cancel(id: id))
    }
  }

  /// This effect with every asynchronous part rewritten by `transform`: used to hand an
  /// effect's operation dependencies that depend on where the effect runs.
  func mapRuns(_ transform: (Run) -> Run) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    case let .run(run):
      return Self(.run(transform(run)))
    case let .merge(effects):
      return Self(.merge(effects.map { $0.mapRuns(transform) }))
    case let .concatenate(effects):
      return Self(.concatenate(effects.map { $0.mapRuns(transform) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.mapRuns(transform)))
    }
  }
}
