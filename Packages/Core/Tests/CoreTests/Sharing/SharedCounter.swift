import Core

/// A feature that keeps its count in a shared in-memory key, and changes it in every way a
/// feature can: in the reducer, from an effect's actions, and from an effect directly.
struct SharedCounter: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var label = ""
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case incrementTwiceLaterButtonTapped
    case incrementInEffectButtonTapped
    case logButtonTapped
    case labelChanged(String)
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementTwiceLaterButtonTapped:
        return .run { send in
          await send(.incrementButtonTapped)
          await send(.incrementButtonTapped)
        }
      case .incrementInEffectButtonTapped:
        return .run { [count = state.$count] _ in
          count.withLock { $0 += 1 }
        }
      case .logButtonTapped:
        // A key the state does not hold: the test must still assert its change.
        @Shared(.inMemory("log")) var log: [String] = []
        $log.withLock { $0.append("tapped") }
        return .none
      case let .labelChanged(label):
        state.label = label
        return .none
      case .resetButtonTapped:
        state.$count.withLock { $0 = 0 }
        return .none
      }
    }
  }
}

/// Another feature that only shows the count kept by `SharedCounter`, through a reader.
struct CountBadge: Reducer {
  struct State: Equatable {
    @SharedReader(.inMemory("count")) var count = 0
    var isHighlighted = false
  }

  enum Action: Equatable {
    case tapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isHighlighted.toggle()
    return .none
  }
}

/// A parent that hands a child a part of its shared settings: `$settings.name`.
struct SettingsEditor: Reducer {
  struct Settings: Equatable, Codable, Sendable {
    var name = ""
    var volume = 5
  }

  struct State: Equatable {
    @Shared var settings: Settings
    var child: NameField.State

    init(settings: Shared<Settings>) {
      self._settings = settings
      self.child = NameField.State(name: settings.name)
    }
  }

  enum Action: Equatable {
    case child(NameField.Action)
    var child: NameField.Action? { if case let .child(action) = self { action } else { nil } }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: .case(Action.child, \.child)) { NameField() }
  }
}

/// A child that edits a `Shared<String>` it was handed.
struct NameField: Reducer {
  struct State: Equatable {
    @Shared var name: String
  }

  enum Action: Equatable {
    case nameChanged(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .nameChanged(name):
      state.$name.withLock { $0 = name }
      return .none
    }
  }
}
