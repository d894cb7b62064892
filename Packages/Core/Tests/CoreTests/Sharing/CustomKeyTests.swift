import Core
import Foundation
import Testing

/// The custom key of `SharedReaderKey`'s documentation, working as documented.
final class SettingsTable: Sendable {
  private let rows = LockIsolated<[String: String]>([:])
  private let observers = LockIsolated<[UUID: @Sendable (String?) -> Void]>([:])

  func read(_ name: String) -> String? { rows.value[name] }

  func write(_ value: String, _ name: String) throws {
    rows.withValue { $0[name] = value }
    for observer in observers.value.values { observer(value) }
  }

  func observe(_ onChange: @escaping @Sendable (String?) -> Void) -> UUID {
    let id = UUID()
    observers.withValue { $0[id] = onChange }
    return id
  }

  func stopObserving(_ id: UUID) { observers.withValue { $0[id] = nil } }
}

extension SettingsTable: DependencyKey {
  static var liveValue: SettingsTable { SettingsTable() }
  static var testValue: SettingsTable { SettingsTable() }
}

struct SettingKey: SharedKey {
  let name: String
  let table: SettingsTable

  init(_ name: String) {
    @Dependency(SettingsTable.self) var table
    self.name = name
    self.table = table
  }

  var id: String { name }

  func load(context: LoadContext<String>, continuation: LoadContinuation<String>) {
    if let value = table.read(name) {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(
    context: LoadContext<String>, subscriber: SharedSubscriber<String>
  ) -> SharedSubscription {
    let id = table.observe { value in
      if let value { subscriber.yield(value) } else { subscriber.yieldReturningInitialValue() }
    }
    return SharedSubscription { table.stopObserving(id) }
  }

  func save(_ value: String, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume(with: Result { try table.write(value, name) })
  }
}

extension SharedReaderKey where Self == SettingKey {
  static func setting(_ name: String) -> Self { SettingKey(name) }
}

/// A read-only key whose load finishes when the test says so.
struct SlowKey: SharedReaderKey {
  let gate: LockIsolated<LoadContinuation<Int>?>

  var id: Int { 0 }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    guard case .userInitiated = context else {
      continuation.resumeReturningInitialValue()
      return
    }
    gate.setValue(continuation)
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
    -> SharedSubscription
  {
    SharedSubscription {}
  }
}

/// A key the test drives by hand: its first load waits, a load the user asks for fails, its
/// subscriber is kept for the test to yield to, and every save succeeds.
struct DrivenKey: SharedKey {
  struct Failure: Error {}

  let id: String
  let firstLoad = LockIsolated<LoadContinuation<Int>?>(nil)
  let subscriber = LockIsolated<SharedSubscriber<Int>?>(nil)

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    switch context {
    case .initialValue: firstLoad.setValue(continuation)
    case .userInitiated: continuation.resume(throwing: Failure())
    }
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
    -> SharedSubscription
  {
    self.subscriber.setValue(subscriber)
    return SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }
}

@Suite struct CustomKeyTests {
  /// As in swift-sharing: a value the subscription yields ends the load under way.
  @Test func aValueTheSubscriptionYieldsEndsLoading() {
    let key = DrivenKey(id: "yielded")
    @Shared(key) var value = 0
    #expect($value.isLoading)
    key.subscriber.value?.yield(5)
    #expect(!$value.isLoading)
    #expect(value == 5)
    key.firstLoad.value?.resume(returning: 5)
  }

  /// As in swift-sharing: a successful save clears the error of an earlier load.
  @Test func aSuccessfulSaveClearsAnEarlierLoadError() async {
    let key = DrivenKey(id: "saved")
    @Shared(key) var value = 0
    await #expect(throws: DrivenKey.Failure.self) { try await $value.load() }
    #expect($value.loadError != nil)
    $value.withLock { $0 = 3 }
    #expect($value.loadError == nil)
    key.firstLoad.value?.resume(returning: 3)
  }

  @Test func theDocumentedCustomKeyLoadsSavesAndSubscribes() {
    @Dependency(SettingsTable.self) var table
    @Shared(.setting("theme")) var theme = "light"
    #expect(theme == "light")
    $theme.withLock { $0 = "dark" }
    #expect(table.read("theme") == "dark")
    try? table.write("sepia", "theme")  // changed outside
    #expect(theme == "sepia")
    @SharedReader(.setting("theme")) var reader = "light"
    #expect(reader == "sepia")
  }

  @Test func isLoadingWhileAKeyLoads() async throws {
    let gate = LockIsolated<LoadContinuation<Int>?>(nil)
    @SharedReader(SlowKey(gate: gate)) var value = 1
    #expect(!$value.isLoading)
    let load = Task { [reader = $value] in try await reader.load() }
    while gate.value == nil { await Task.yield() }
    #expect($value.isLoading)
    gate.value?.resume(returning: 2)
    try await load.value
    #expect(!$value.isLoading)
    #expect(value == 2)
  }
}
