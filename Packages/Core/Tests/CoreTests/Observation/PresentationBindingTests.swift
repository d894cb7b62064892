import Observation
import Testing

@testable import Core

/// A parent presenting a child as a sheet, counting the dismissals it is sent.
private struct Sheet: Reducer {
  struct State: Equatable {
    @PresentationState var detail: ObservedChild.State?
    var dismissals = 0
  }

  enum Action {
    case detail(PresentationAction<ObservedChild.Action>)
    case present(Int)
    var detail: PresentationAction<ObservedChild.Action>? {
      if case let .detail(action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .present(id): state.detail = ObservedChild.State(id: id)
      case .detail(.dismiss): state.dismissals += 1
      case .detail: break
      }
      return .none
    }
    .ifLet(\.$detail, action: .case(Action.detail, \.detail)) { ObservedChild() }
  }
}

/// A presentation bound as SwiftUI's `.sheet(item: $store[state:action:])` binds it: written
/// through a `ReferenceWritableKeyPath` into the store.
@MainActor
@Suite struct PresentationBindingTests {
  fileprivate typealias Detail = ReferenceWritableKeyPath<StoreOf<Sheet>, StoreOf<ObservedChild>?>

  fileprivate let store = Store(initialState: Sheet.State()) { Sheet() }
  fileprivate let detail: Detail = \.[state: \.detail, action: .case(Sheet.Action.detail, \.detail)]

  @Test func readingGivesTheKeptChildWhoseActionsArePresented() throws {
    #expect(store[keyPath: detail] == nil)
    store.send(.present(1))
    let child = try #require(store[keyPath: detail])
    #expect(store[keyPath: detail] === child)
    child.send(.increment)
    #expect(store.withState(\.detail?.count) == 1)
  }

  @Test func settingItToNilDismisses() {
    store.send(.present(1))
    store[keyPath: detail] = nil
    #expect(store.withState(\.detail) == nil)
    #expect(store.dismissals == 1)
  }

  @Test func settingItToNilOnceDismissedSendsNothing() {
    store[keyPath: detail] = nil
    store.send(.present(1))
    store.send(.detail(.dismiss))
    store[keyPath: detail] = nil
    #expect(store.dismissals == 1, "only the dismissal the parent sent")
  }

  @Test func aViewReadingItIsToldWhenTheChildIsPresentedOrGone() {
    let presented = tracking { _ = store[keyPath: detail] }
    store.send(.present(1))
    #expect(presented.didFire)
    let dismissed = tracking { _ = store[keyPath: detail] }
    store[keyPath: detail] = nil
    #expect(dismissed.didFire)
  }
}
