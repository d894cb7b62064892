import Testing

@testable import Core

/// A presentation reaches its wrapper in place only where the parent's layout proves where it
/// is stored (`WrapperOffset`); anywhere else it goes through the key path, and works the same.
@MainActor
@Suite struct WrapperOffsetTests {
  struct Child: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  struct Parent: Equatable {
    var count = 0
    @PresentationState var child: Child?
    static var childOffset: Int? { MemoryLayout<Parent>.offset(of: \Parent._child) }
  }

  struct Nested: Equatable {
    var flag = false
    var inner: Parent
    static var innerOffset: Int? { MemoryLayout<Nested>.offset(of: \Nested.inner) }
  }

  struct Two {
    @PresentationState var first: Child?
    @PresentationState var second: Child?
  }

  enum Mode {
    case on(Parent)
    case off
  }

  /// A wrapper inside an enum's payload: at an offset that holds something else in another case.
  struct InEnum {
    var mode: Mode
    var child: PresentationState<Child> {
      get {
        if case let .on(parent) = mode {
          parent.$child
        } else {
          PresentationState(wrappedValue: nil)
        }
      }
      set { if case var .on(parent) = mode { parent.$child = newValue; mode = .on(parent) } }
    }
  }

  final class Boxed {
    @PresentationState var child: Child? = Child()
  }

  @Test func aStoredWrapperIsUsedAtItsOffset() throws {
    let offset = WrapperOffset.decide(for: \Parent.$child, in: Parent(child: Child()))
    #expect(offset == (try #require(Parent.childOffset)))
  }

  @Test func nothingPresentedLeavesItUndecided() {
    #expect(WrapperOffset.decide(for: \Parent.$child, in: Parent()) == WrapperOffset.undecided)
  }

  @Test func aWrapperNestedInStoredStructsIsFoundThroughThem() throws {
    let state = Nested(inner: Parent(child: Child()))
    let offset = WrapperOffset.decide(for: \Nested.inner.$child, in: state)
    #expect(offset == (try #require(Nested.innerOffset)) + (try #require(Parent.childOffset)))
  }

  @Test func twoWrappersSharingStorageAreNotToldApartSoTheKeyPathIsUsed() {
    var state = Two(first: Child())
    state.$second = state.$first
    #expect(WrapperOffset.decide(for: \Two.$first, in: state) == WrapperOffset.keyPath)
  }

  /// The key path reads a wrapper in an enum payload; a stored wrapper elsewhere shares its
  /// storage, so its words match, but the probe shows the key path does not read it.
  struct Shadowed {
    var mode: Mode
    var shown = PresentationState<Child>(wrappedValue: nil)
    var child: PresentationState<Child> {
      get { if case let .on(parent) = mode { parent.$child } else { .init(wrappedValue: nil) } }
      set { if case var .on(parent) = mode { parent.$child = newValue; mode = .on(parent) } }
    }
  }

  @Test func aStoredWrapperSharingStorageWithTheOneTheKeyPathReadsIsNotTakenForIt() {
    var state = Shadowed(mode: .on(Parent(child: Child())))
    state.shown = state.child
    #expect(WrapperOffset.decide(for: \Shadowed.child, in: state) == WrapperOffset.keyPath)
  }

  /// A getter that chooses between two stored wrappers by the state.
  struct Switching {
    var compact = true
    @PresentationState var first: Child?
    @PresentationState var second: Child?
    var active: PresentationState<Child> {
      get { compact ? $first : $second }
      set { if compact { $first = newValue } else { $second = newValue } }
    }
  }

  @Test func aGetterThatChoosesBetweenStoredWrappersIsReachedThroughTheKeyPath() {
    let state = Switching(first: Child())
    #expect(WrapperOffset.decide(for: \Switching.active, in: state) == WrapperOffset.keyPath)
  }

  @Test func aWrapperInAnEnumPayloadIsReachedThroughTheKeyPath() {
    let state = InEnum(mode: .on(Parent(child: Child())))
    #expect(WrapperOffset.decide(for: \InEnum.child, in: state) == WrapperOffset.keyPath)
  }

  @Test func aClassStateIsReachedThroughTheKeyPath() {
    #expect(WrapperOffset.decide(for: \Boxed.$child, in: Boxed()) == WrapperOffset.keyPath)
  }

  struct Presenter: Reducer {
    struct State: Equatable {
      var label = ""
      var parent = Parent()
    }
    enum Action: Equatable {
      case child(PresentationAction<Counting.Action>)
      var child: PresentationAction<Counting.Action>? {
        if case let .child(action) = self { action } else { nil }
      }
    }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifLet(\.parent.$child, action: .case(Action.child, \.child)) { Counting() }
    }
  }

  struct Counting: Reducer {
    typealias State = Child
    enum Action: Equatable { case increment }
    func reduce(into state: inout Child, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  @Test func aChildReachedInPlaceChangesTheStateTheKeyPathReads() {
    let store = Store(initialState: Presenter.State(label: "l", parent: Parent(child: Child()))) {
      Presenter()
    }
    for _ in 0..<3 { store.send(.child(.presented(.increment))) }
    #expect(store.withState(\.parent.child?.count) == 3)
    #expect(store.withState(\.label) == "l")
    store.send(.child(.dismiss))
    #expect(store.withState(\.parent.child) == nil)
  }

  struct EnumPresenter: Reducer {
    typealias State = InEnum
    typealias Action = Presenter.Action
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifLet(\.child, action: .case(Action.child, \.child)) { Counting() }
    }
  }

  @Test func aChildReachedThroughItsKeyPathChangesTheSameState() {
    let store = Store(initialState: InEnum(mode: .on(Parent(child: Child())))) { EnumPresenter() }
    for _ in 0..<3 { store.send(.child(.presented(.increment))) }
    #expect(store.withState { $0.child.wrappedValue?.count } == 3)
  }
}
