import Testing

@testable import Core

/// `ifLet` reaches a child kept in a stored property at its offset (`storedOffset(of:)`,
/// remembered per call site); these pin down that observers and computed properties still
/// run, going through the key path.
@MainActor
@Suite struct StoredOffsetTests {
  private struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
    }

    enum Action: Equatable {
      case increment
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  private struct Pair: Equatable {
    var first = 0
    var second = 0
  }

  private struct Parent: Reducer {
    struct State: Equatable {
      var label = "parent"
      var stored: Counter.State? = Counter.State()
      var observed: Counter.State? = Counter.State() {
        didSet { observedWrites += 1 }
      }
      var observedWrites = 0
      var backing: Counter.State? = Counter.State()
      var computed: Counter.State? {
        get { backing }
        set {
          backing = newValue
          computedWrites += 1
        }
      }
      var computedWrites = 0
      var boxed = Indirect<Counter.State?>(Counter.State())
      var pair = Pair()
    }

    enum Action: Equatable {
      case stored(Counter.Action)
      case observed(Counter.Action)
      case computed(Counter.Action)
      case boxed(Counter.Action)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(
          \.stored, action: .case(Action.stored, { if case let .stored(a) = $0 { a } else { nil } })
        ) {
          Counter()
        }
        .ifLet(
          \.observed,
          action: .case(Action.observed, { if case let .observed(a) = $0 { a } else { nil } })
        ) {
          Counter()
        }
        .ifLet(
          \.computed,
          action: .case(Action.computed, { if case let .computed(a) = $0 { a } else { nil } })
        ) {
          Counter()
        }
        .ifLet(
          \.boxed, action: .case(Action.boxed, { if case let .boxed(a) = $0 { a } else { nil } })
        ) {
          Counter()
        }
    }
  }

  @Test func aChildInAStoredPropertyIsChangedInPlace() {
    var state = Parent.State()
    _ = Parent().reduce(into: &state, action: .stored(.increment))
    _ = Parent().reduce(into: &state, action: .stored(.increment))
    #expect(state.stored?.count == 2)
    #expect(state.label == "parent")
  }

  @Test func aChildInAPropertyWithObserversRunsTheObserverOncePerChange() {
    var state = Parent.State()
    _ = Parent().reduce(into: &state, action: .observed(.increment))
    _ = Parent().reduce(into: &state, action: .observed(.increment))
    #expect(state.observed?.count == 2)
    #expect(state.observedWrites == 2)
  }

  @Test func aChildInAComputedPropertyGoesThroughItsSetter() {
    var state = Parent.State()
    _ = Parent().reduce(into: &state, action: .computed(.increment))
    #expect(state.backing?.count == 1)
    #expect(state.computedWrites == 1)
  }

  @Test func aBoxedChildIsChangedInPlace() {
    var state = Parent.State()
    _ = Parent().reduce(into: &state, action: .boxed(.increment))
    #expect(state.boxed.value?.count == 1)
  }

  @Test func onlyAPlainStoredPropertyHasAnOffset() {
    #expect(storedOffset(of: \Parent.State.stored) != nil)
    #expect(storedOffset(of: \Parent.State.backing) != nil)
    #expect(storedOffset(of: \Parent.State.observed) == nil)
    #expect(storedOffset(of: \Parent.State.computed) == nil)
  }
}
