import XCTest

@testable import Core

/// A folder that opens a subfolder of its own type: presentation that recurses, as a file
/// browser or a thread of replies does.
private struct Folder: Reducer {
  struct State: Equatable {
    var depth = 0
    var sawPresented: Bool?
    @PresentationState var subfolder: State?
  }

  enum Action: Equatable {
    case open
    case check
    indirect case subfolder(PresentationAction<Action>)

    var subfolder: PresentationAction<Action>? {
      if case let .subfolder(action) = self { action } else { nil }
    }
  }

  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open:
        state.subfolder = State(depth: state.depth + 1)
      case .check:
        state.sawPresented = isPresented
      case .subfolder:
        break
      }
      return .none
    }
    .ifLet(\.$subfolder, action: .case(Action.subfolder, \.subfolder)) { Folder() }
  }
}

private struct Sheet: Equatable {
  @PresentationState var detail: Counter.State?
}

@MainActor
final class PresentationStateTests: XCTestCase {
  func testAFeatureCanPresentItsOwnTypeAndEveryLevelSeesItselfPresented() async {
    let store = TestStore(initialState: Folder.State()) { Folder() }
    await store.send(.check) { $0.sawPresented = false }
    await store.send(.open) { $0.subfolder = Folder.State(depth: 1) }
    await store.send(.subfolder(.presented(.check))) { $0.subfolder?.sawPresented = true }
    await store.send(.subfolder(.presented(.open))) {
      $0.subfolder?.subfolder = Folder.State(depth: 2)
    }
    await store.send(.subfolder(.presented(.subfolder(.presented(.check))))) {
      $0.subfolder?.subfolder?.sawPresented = true
    }
    await store.send(.subfolder(.dismiss)) { $0.subfolder = nil }
  }

  func testACopyKeepsItsValueWhenTheOriginalChangesInPlace() {
    var sheet = Sheet(detail: Counter.State(id: 1))
    let copy = sheet
    sheet.detail?.count += 1
    sheet.$detail.wrappedValue?.count += 1
    sheet[keyPath: \.$detail].wrappedValue?.count += 1
    XCTAssertEqual(sheet.detail?.count, 3)
    XCTAssertEqual(copy.detail?.count, 0)
  }

  func testTheOriginalKeepsItsValueWhenACopyChangesOrIsDismissed() {
    let sheet = Sheet(detail: Counter.State(id: 1))
    var changed = sheet
    changed.detail?.count = 5
    var dismissed = sheet
    dismissed.detail = nil
    XCTAssertEqual(sheet.detail, Counter.State(id: 1))
    XCTAssertEqual(changed.detail?.count, 5)
    XCTAssertNil(dismissed.detail)
  }

  func testWrappersCompareByTheirPresentedStateOnly() {
    var dismissedAfterPresenting = Sheet(detail: Counter.State(id: 1))
    dismissedAfterPresenting.detail = nil
    XCTAssertEqual(dismissedAfterPresenting, Sheet())
    XCTAssertEqual(Sheet(detail: Counter.State(id: 1)), Sheet(detail: Counter.State(id: 1)))
    XCTAssertNotEqual(Sheet(detail: Counter.State(id: 1)), Sheet(detail: Counter.State(id: 2)))
    XCTAssertEqual(
      Set([PresentationState(wrappedValue: 1), PresentationState(wrappedValue: 1)]).count, 1)
  }

  func testTheStorageHandsOutTheAddressOfItsState() {
    let storage = PresentationState<Counter.State>.Storage(state: Counter.State(id: 3))
    XCTAssertEqual(storage.stateAddress.pointee, Counter.State(id: 3))
    storage.stateAddress.pointee?.count = 4
    XCTAssertEqual(storage.state, Counter.State(id: 3, count: 4))
  }
}
