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
    // No `indirect`: `PresentationAction.presented` is, as in TCA.
    case subfolder(PresentationAction<Action>)

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

  /// `stateAddress` computes where the first stored property lies from the object's header
  /// and the state's alignment: checked for states of every size and alignment a child can
  /// have, that it is the property's own address, aligned, and that writing through it
  /// leaves the stamps after it alone.
  func testTheStateAddressHoldsForEverySizeAndAlignment() {
    checkStateAddress(EmptyState(), changedTo: EmptyState())
    checkStateAddress(UInt8(1), changedTo: 200)
    checkStateAddress(Int16(-2), changedTo: 300)
    checkStateAddress(Counter.State(id: 3), changedTo: Counter.State(id: 3, count: 9))
    checkStateAddress(
      WideAligned(x: 1, y: 2, z: 3, w: 4), changedTo: WideAligned(x: 5, y: 6, z: 7, w: 8))
    checkStateAddress(
      ByteThenWord(flag: true, value: 1), changedTo: ByteThenWord(flag: false, value: -1))
    checkStateAddress("a string" + String(repeating: "!", count: 40), changedTo: "another")
    checkStateAddress(PayloadCase.text("a"), changedTo: .number(7))
    checkStateAddress([1, 2, 3], changedTo: [4])
  }

  private func checkStateAddress<State: Equatable>(
    _ state: State, changedTo changed: State, line: UInt = #line
  ) {
    let storage = PresentationState<State>.Storage(state: state)
    let stamp = storage.stamp
    let address = storage.stateAddress
    XCTAssertEqual(
      Int(bitPattern: address) % MemoryLayout<State?>.alignment, 0, "aligned", line: line)
    withUnsafeMutablePointer(to: &storage.state) { property in
      XCTAssertEqual(property, address, "the property's own address", line: line)
    }
    XCTAssertEqual(address.pointee, state, line: line)
    address.pointee = changed
    XCTAssertEqual(storage.state, changed, line: line)
    XCTAssertEqual(storage.stamp, stamp, "the stamp after the state is untouched", line: line)
    XCTAssertEqual(storage.recordedStamp, 0, line: line)
  }
}

private struct EmptyState: Equatable {}

private struct ByteThenWord: Equatable {
  var flag: Bool
  var value: Int
}

/// Aligned to 16 bytes, more than a word.
private struct WideAligned: Equatable {
  var vector: SIMD4<Double>

  init(x: Double, y: Double, z: Double, w: Double) {
    vector = SIMD4(x, y, z, w)
  }
}

private enum PayloadCase: Equatable {
  case text(String)
  case number(Int)
}
