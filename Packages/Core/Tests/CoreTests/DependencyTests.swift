import Core
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private struct Greeter: Sendable {
  var greet: @Sendable (String) -> String
}

extension Greeter: DependencyKey {
  static let liveValue = Greeter { "Hello, \($0)" }
  static let testValue = Greeter { "test \($0)" }
}

extension DependencyValues {
  fileprivate var greeter: Greeter {
    get { self[Greeter.self] }
    set { self[Greeter.self] = newValue }
  }
}

private struct Greeting: Reducer {
  struct State: Equatable { var lines: [String] = [] }
  enum Action: Equatable, Sendable {
    case greetNow(String)
    case greetLater(String)
    case greeted(String)
  }

  @Dependency(\.greeter) var greeter

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .greetNow(name):
      state.lines.append(greeter.greet(name))
      return .none
    case let .greetLater(name):
      return .run { send in await send(.greeted(greeter.greet(name))) }
    case let .greeted(line):
      state.lines.append(line)
      return .none
    }
  }
}

@MainActor
final class DependencyTests: XCTestCase {
  func testTestContextUsesTestValue() async {
    XCTAssertEqual(DependencyValues().context, .test)
    let store = Store(initialState: Greeting.State()) { Greeting() }
    store.send(.greetNow("Ann"))
    XCTAssertEqual(store.state.lines, ["test Ann"])
  }

  func testStoreOverrideReachesReducerAndEffects() async {
    let store = Store(initialState: Greeting.State()) {
      Greeting()
    } withDependencies: {
      $0.greeter.greet = { "Hi \($0)" }
    }
    store.send(.greetNow("Ann"))
    await store.send(.greetLater("Bo")).finish()
    XCTAssertEqual(store.state.lines, ["Hi Ann", "Hi Bo"])
  }

  /// TCA's `transformDependency`: one dependency changed in place, for the reducer and the
  /// effects it starts.
  func testTransformDependencyChangesOneDependencyForReducerAndEffects() async {
    let store = TestStore(initialState: .init()) {
      Greeting()
        .transformDependency(\.greeter) { greeter in
          let greet = greeter.greet
          greeter.greet = { greet($0).uppercased() }
        }
    }
    await store.send(.greetNow("Ann")) { $0.lines = ["TEST ANN"] }
    await store.send(.greetLater("Bo"))
    await store.receive(.greeted("TEST BO")) { $0.lines.append("TEST BO") }
  }

  /// The Foundation values TCA code reads without declaring them.
  func testCalendarLocaleAndTimeZoneAreDependencies() {
    withDependencies {
      $0.calendar = Calendar(identifier: .iso8601)
      $0.locale = Locale(identifier: "en_US_POSIX")
      $0.timeZone = TimeZone(identifier: "Asia/Seoul")!
    } operation: {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      XCTAssertEqual(calendar.identifier, .iso8601)
      XCTAssertEqual(locale.identifier, "en_US_POSIX")
      XCTAssertEqual(timeZone.identifier, "Asia/Seoul")
    }
  }

  /// A test that reads the URL session without overriding it is told so, and its requests
  /// fail instead of reaching the network.
  func testTheURLSessionsTestValueIsReportedAndFailsEveryRequest() async {
    let issues = CollectingIssueReporter()
    let session = withIssueReporters([issues]) {
      @Dependency(\.urlSession) var urlSession
      return urlSession
    }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(issues.messages.first?.contains("urlSession") == true, "\(issues.messages)")
    do {
      _ = try await session.data(from: URL(string: "http://example.com/")!)
      XCTFail("the request should have failed")
    } catch {
      XCTAssertEqual((error as? URLError)?.code, .notConnectedToInternet, "\(error)")
    }
  }

  func testWithDependenciesAroundStoreCreation() async {
    let store = withDependencies {
      $0.greeter.greet = { "Yo \($0)" }
    } operation: {
      Store(initialState: Greeting.State()) { Greeting() }
    }
    await store.send(.greetLater("Cy")).finish()
    XCTAssertEqual(store.state.lines, ["Yo Cy"])
  }

  func testLiveContextUsesLiveValue() async {
    let greeting = withDependencies {
      $0.context = .live
    } operation: {
      DependencyValues.current.greeter.greet("Di")
    }
    XCTAssertEqual(greeting, "Hello, Di")
  }
}
