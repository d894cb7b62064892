import Foundation
import Testing

@testable import Core

/// A key with a live value only: reading it in a test is reported.
private enum LiveOnlyKey: DependencyKey {
  static let liveValue = 42
}

extension DependencyValues {
  fileprivate var liveOnly: Int {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }
}

/// Reads the overridden dependencies, to show what the reducer sees.
private struct ReadsDependencies: Reducer {
  struct State: Equatable {
    var liveOnly = 0
    var calendar: Calendar.Identifier?
    var locale = ""
    var timeZone = ""
  }

  enum Action { case read }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      @Dependency(\.liveOnly) var liveOnly
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      state = State(
        liveOnly: liveOnly, calendar: calendar.identifier, locale: locale.identifier,
        timeZone: timeZone.identifier)
      return .none
    }
  }
}

/// Writes `value` through `keyPath` at run time: a key path literal applied in place compiles
/// to the property's setter, which reads nothing.
private func write<Value>(
  _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value,
  into values: inout DependencyValues
) {
  values[keyPath: keyPath] = value
}

/// Writing a dependency through a key path reads the value it replaces first; as in
/// swift-dependencies, that read is not reported, whichever way the write is made. A read
/// that is not part of a write still is.
@MainActor
@Suite struct DependencyWriteTests {
  private let written = ReadsDependencies.State(
    liveOnly: 7, calendar: .gregorian, locale: "fr_FR", timeZone: "Europe/Paris")

  @Test func dependencyOnAReducerReadsNothing() async {
    let store = TestStore(initialState: ReadsDependencies.State()) {
      ReadsDependencies()
        .dependency(\.liveOnly, 7)
        .dependency(\.calendar, Calendar(identifier: .gregorian))
        .dependency(\.locale, Locale(identifier: "fr_FR"))
        .dependency(\.timeZone, TimeZone(identifier: "Europe/Paris")!)
    }
    await store.send(.read) { $0 = written }
  }

  @Test func transformDependencyThatAssignsReadsNothing() async {
    let store = TestStore(initialState: ReadsDependencies.State()) {
      ReadsDependencies()
        .transformDependency(\.liveOnly) { $0 = 7 }
        .transformDependency(\.calendar) { $0 = Calendar(identifier: .gregorian) }
        .transformDependency(\.locale) { $0 = Locale(identifier: "fr_FR") }
        .transformDependency(\.timeZone) { $0 = TimeZone(identifier: "Europe/Paris")! }
    }
    await store.send(.read) { $0 = written }
  }

  @Test func withDependenciesThroughAKeyPathReadsNothing() async {
    let store = withDependencies {
      write(\.liveOnly, 7, into: &$0)
      write(\.calendar, Calendar(identifier: .gregorian), into: &$0)
      write(\.locale, Locale(identifier: "fr_FR"), into: &$0)
      write(\.timeZone, TimeZone(identifier: "Europe/Paris")!, into: &$0)
    } operation: {
      TestStore(initialState: ReadsDependencies.State()) { ReadsDependencies() }
    }
    await store.send(.read) { $0 = written }
  }

  @Test func aStoresWithDependenciesThroughAKeyPathReadsNothing() async {
    let store = TestStore(initialState: ReadsDependencies.State()) {
      ReadsDependencies()
    } withDependencies: {
      write(\.liveOnly, 7, into: &$0)
      write(\.calendar, Calendar(identifier: .gregorian), into: &$0)
      write(\.locale, Locale(identifier: "fr_FR"), into: &$0)
      write(\.timeZone, TimeZone(identifier: "Europe/Paris")!, into: &$0)
    }
    await store.send(.read) { $0 = written }
  }

  @Test func prepareDependenciesThroughAKeyPathReadsNothing() {
    let (_, issues) = withIssuesInTestContext {
      // NB: The program's base values: a key no other test reads.
      prepareDependencies { write(\.liveOnly, 7, into: &$0) }
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func aReadThatIsNotAWriteIsStillReported() {
    let (value, issues) = withIssuesInTestContext {
      withDependencies { _ in
      } operation: {
        DependencyValues.current.calendar
      }
    }
    #expect(value == Calendar.autoupdatingCurrent)
    #expect(issues.count == 1)
  }
}
