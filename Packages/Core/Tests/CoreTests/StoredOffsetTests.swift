import Testing

@testable import Core

/// `ifLet` reaches a child kept in a stored property at its offset, remembered per key path
/// (`storedOffset(of:)`); these pin down that observers and computed properties still run,
/// and that the remembered offsets are `MemoryLayout`'s, however many key paths share a slot.
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

  @Test func rememberedOffsetsAreMemoryLayoutsForStoredObservedAndComputedPaths() {
    let paths: [WritableKeyPath<Parent.State, Counter.State?>] = [
      \.stored, \.observed, \.computed, \.backing,
    ]
    for path in paths {
      // Twice: the first call may fill the slot, the second reads it.
      #expect(storedOffset(of: path) == MemoryLayout<Parent.State>.offset(of: path))
      #expect(storedOffset(of: path) == MemoryLayout<Parent.State>.offset(of: path))
    }
    #expect(storedOffset(of: \Parent.State.observed) == nil)
    #expect(storedOffset(of: \Parent.State.computed) == nil)
  }

  @Test func keyPathsBeyondTheTablesSlotsAreStillAnsweredRight() {
    // Key paths built at run time are new objects: 1,000 of them share the table's 256 slots
    // with every other key path, so most find their slot taken by another.
    // Two fields at different offsets, so a slot answering for the wrong key path shows.
    let pair: WritableKeyPath<Parent.State, Pair> = \.pair
    let fields: [WritableKeyPath<Pair, Int>] = [\.first, \.second]
    var paths: [WritableKeyPath<Parent.State, Int>] = []
    for index in 0..<1_000 {
      paths.append(pair.appending(path: fields[index % 2]))
    }
    #expect(Set(paths.map(ObjectIdentifier.init)).count == 1_000)
    for _ in 0..<2 {
      for path in paths {
        #expect(storedOffset(of: path) == MemoryLayout<Parent.State>.offset(of: path))
      }
    }
    let count: WritableKeyPath<Parent.State, Int> = \.observedWrites
    #expect(storedOffset(of: count) == MemoryLayout<Parent.State>.offset(of: count))
  }
}
