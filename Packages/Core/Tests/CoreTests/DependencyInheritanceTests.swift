import XCTest

@testable import Core

/// A parent whose child gets its own fact client, to check where overrides reach.
private struct Host: Reducer {
  struct State: Equatable {
    var child = FactFeature.State()
    var parentFact: String?
  }

  enum Action: Equatable, Sendable {
    case child(FactFeature.Action)
    case parentFactButtonTapped
    case parentFactResponse(String)
    var child: FactFeature.Action? { if case let .child(a) = self { a } else { nil } }
    var parentFactResponse: String? { if case let .parentFactResponse(f) = self { f } else { nil } }
  }

  @Dependency(\.fact) var fact

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: .case(Action.child, \.child)) {
      FactFeature()
        .dependency(\.fact, FactClient { "child fact \($0)" })
    }
    Reduce { state, action in
      switch action {
      case .parentFactButtonTapped:
        return .run { send in await send(.parentFactResponse(try await fact.fact(7))) }
      case let .parentFactResponse(fact):
        state.parentFact = fact
        return .none
      case .child:
        return .none
      }
    }
  }
}

@MainActor
final class DependencyInheritanceTests: XCTestCase {
  func testChildOverrideReachesTheChildsEffectsButNotTheParents() async {
    let store = TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.fact.fact = { "store fact \($0)" }
    }
    await store.send(.child(.factButtonTapped)) { $0.child.isLoading = true }
    await store.receive(.child(.factResponse("child fact 0"))) {
      $0.child.isLoading = false
      $0.child.fact = "child fact 0"
    }
    await store.send(.parentFactButtonTapped)
    await store.receive(.parentFactResponse("store fact 7")) { $0.parentFact = "store fact 7" }
  }

  func testEffectKeepsTheDependenciesInForceWhenItsActionWasSent() async {
    let gate = Signal()
    let store = TestStore(initialState: FactFeature.State()) {
      FactFeature()
    } withDependencies: {
      $0.fact.fact = { _ in
        await gate.wait()
        return "first"
      }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    store.dependencies.fact.fact = { _ in "second" }
    gate.fire()
    await store.receive(.factResponse("first")) {
      $0.isLoading = false
      $0.fact = "first"
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factResponse("second")) {
      $0.isLoading = false
      $0.fact = "second"
    }
  }

  /// The test store a reducer reaches from inside its own send.
  @MainActor
  private final class StoreHolder {
    var store: TestStore<[Double], Bool>?
  }

  /// The action under way keeps the dependencies it started with, and its reduce context
  /// stays valid: the store keeps the replaced box past the send (without that, the
  /// read after the change is a use after free, which CI's AddressSanitizer run reports),
  /// and releases it when the next send prepares a box.
  func testDependenciesChangedWhileTheReducerRunsTakeEffectFromTheNextSend() async throws {
    let holder = StoreHolder()
    let store = TestStore(initialState: [Double]()) {
      Reduce<[Double], Bool> { seen, change in
        if change {
          MainActor.assumeIsolated {
            holder.store?.dependencies.date = .constant(Date(timeIntervalSince1970: 2))
          }
        }
        @Dependency(\.date) var date
        seen.append(date.now.timeIntervalSince1970)
        return .none
      }
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 1))
    }
    holder.store = store
    let root = try XCTUnwrap(store.core as? RootCore<[Double], TestAction<Bool>>)
    await store.send(true) { $0 = [1] }
    XCTAssertEqual(root.retiredBoxes.count, 1)
    await store.send(false) { $0 = [1, 2] }
    XCTAssertEqual(root.retiredBoxes.count, 0)
    await store.send(true) { $0 = [1, 2, 2] }
    XCTAssertEqual(root.retiredBoxes.count, 1)
    holder.store = nil
  }

  func testLiveOnlyKeyReadInATestIsReported() {
    struct LiveOnly: DependencyKey {
      static let liveValue = 42
    }
    let issues = CollectingIssueReporter()
    let value = withIssueReporters([issues]) {
      withDependencies {
        $0.context = .test
      } operation: {
        DependencyValues.current[LiveOnly.self]
      }
    }
    XCTAssertEqual(value, 42)
    XCTAssertEqual(issues.messages.count, 1)
    // Every read reports, not only the first in the process: a later test that touches the
    // real world must fail too.
    _ = withIssueReporters([issues]) {
      withDependencies {
        $0.context = .test
      } operation: {
        DependencyValues.current[LiveOnly.self]
      }
    }
    XCTAssertEqual(issues.messages.count, 2)
    XCTAssertTrue(
      issues.messages[0].hasPrefix("\"LiveOnly\" has no test value"), issues.messages[0])
  }
}
