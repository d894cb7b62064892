import Foundation
import Testing
import XCTest

@testable import Core

/// Canaries: a failing test of each framework must fail the run that contains it.
///
/// Core reaches XCTest and Swift Testing without linking them (``TestFrameworkReporter``), so
/// a change of either framework could make a failure vanish: the test would pass. These tests
/// run this very test binary again in a child process, with `CORE_CANARY` naming one of the
/// canaries below (tests that do nothing without it), and check how the child ends.
@Suite(.enabled(if: Canary.current == nil)) struct FailureCanaryTests {
  @Test func aFailingXCTestTestStoreFailsTheRun() async throws {
    let run = try await Canary.run("xctest-fail", xcTest: "CanaryXCTests/testTestStore")
    #expect(run.status != 0, "\(run.output)")
    #expect(run.output.contains("4242"), "the expected value is shown: \(run.output)")
  }

  @Test func aPassingXCTestTestStorePasses() async throws {
    let run = try await Canary.run("xctest-pass", xcTest: "CanaryXCTests/testTestStore")
    #expect(run.status == 0, "\(run.output)")
  }

  @Test func aFailingSwiftTestingTestStoreFailsTheRun() async throws {
    let run = try await Canary.run("testing-fail", swiftTesting: "CanarySwiftTests")
    #expect(run.status != 0, "\(run.output)")
    #expect(run.output.contains("4242"), "the expected value is shown: \(run.output)")
  }

  @Test func aPassingSwiftTestingTestStorePasses() async throws {
    let run = try await Canary.run("testing-pass", swiftTesting: "CanarySwiftTests")
    #expect(run.status == 0, "\(run.output)")
  }

  /// Swift Testing traps on a source location with line 0: repaired, the issue fails the
  /// test and the run ends normally, with status 1, rather than on a signal.
  @Test func anIssueAtLine0FailsTheRunCleanly() async throws {
    let run = try await Canary.run("testing-line-0", swiftTesting: "CanarySwiftTests")
    #expect(run.exited, "ended by a signal: \(run.output)")
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("reported at line 0"), "\(run.output)")
  }

  /// An issue from a task that has no `Test.current` (a detached task) still fails a Swift
  /// Testing run.
  @Test func anIssueOutsideTheTestsTaskFailsTheRun() async throws {
    let run = try await Canary.run("testing-detached", swiftTesting: "CanarySwiftTests")
    #expect(run.status != 0, "\(run.output)")
    #expect(run.output.contains("reported from a detached task"), "\(run.output)")
  }

  /// `enumTag(of:)` calls a value witness that only an enum's table has: given a struct, it
  /// stops the process with a message rather than call whatever lies past the table.
  @Test func enumTagOfAStructStopsWithAMessage() async throws {
    let run = try await Canary.run("testing-enum-tag-of-struct", swiftTesting: "CanarySwiftTests")
    #expect(!run.exited, "\(run.output)")
    #expect(run.output.contains("enumTag(of:) needs an enum or an optional"), "\(run.output)")
  }

  /// More types than the identity table has slots: the types past its 256 are answered by the
  /// runtime each time, and each such answer is counted.
  @Test func typesThatFindNoSlotAreCounted() async throws {
    let run = try await Canary.run("testing-full-identity-table", swiftTesting: "CanarySwiftTests")
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("fullIdentityTable() passed"), "\(run.output)")
  }

  /// A reducer that reads its own store while it runs would see the state partly updated:
  /// the program stops, naming the reducer.
  @Test func aReducerReadingItsOwnStoreStopsNamingTheReducer() async throws {
    let run = try await Canary.run("testing-read-own-store", swiftTesting: "CanarySwiftTests")
    #expect(!run.exited, "\(run.output)")
    #expect(
      run.output.contains("\"ReadsItsOwnStore\" read its store's state while it was running"),
      "\(run.output)")
  }

  /// The same through a store scoped to optional state, which remembers the state it last
  /// read: the read still reaches the root while the reducer runs, and stops there.
  @Test func aReducerReadingAnOptionalScopeOfItsStoreStopsNamingTheReducer() async throws {
    let run = try await Canary.run(
      "testing-read-own-optional-scope", swiftTesting: "CanarySwiftTests")
    #expect(!run.exited, "\(run.output)")
    #expect(
      run.output.contains("\"ReadsItsOwnStore\" read its store's state while it was running"),
      "\(run.output)")
  }
}

/// Which canary this process runs, and how a test runs one in a child process.
enum Canary {
  static var current: String? { ProcessInfo.processInfo.environment["CORE_CANARY"] }

  struct Run {
    var status: Int32
    var exited: Bool
    var output: String
  }

  /// Runs the XCTest test `name` (`Class/test`) of this binary with `CORE_CANARY=canary`.
  static func run(_ canary: String, xcTest name: String) async throws -> Run {
    try await run(arguments: ["CoreTests.\(name)"], environment: ["CORE_CANARY": canary])
  }

  /// Runs the Swift Testing tests matching `filter` of this binary with `CORE_CANARY=canary`.
  static func run(_ canary: String, swiftTesting filter: String) async throws -> Run {
    try await run(
      arguments: ["--testing-library", "swift-testing", "--filter", filter],
      environment: ["CORE_CANARY": canary])
  }

  /// Runs this test binary with `arguments`, adding `environment` to this process's.
  static func run(arguments: [String], environment: [String: String]) async throws -> Run {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result { try runBlocking(arguments: arguments, environment: environment) })
      }.start()
    }
  }

  /// Starts the child, reads its output and waits for it, all on the calling thread.
  ///
  /// NB: One thread from start to end: Foundation learns that a child ended through the run
  /// loop of the thread that started it, so a wait on another thread (an async function
  /// resumed elsewhere) never saw the end under ThreadSanitizer and spun forever.
  private static func runBlocking(arguments: [String], environment: [String: String]) throws
    -> Run
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    // NB: Without Swift's backtracer: a canary that stops the program on purpose would start
    // it, and under a sanitizer it hung, holding the output pipe open.
    process.environment = ProcessInfo.processInfo.environment
      .merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
      .merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, exited: process.terminationReason == .exit,
      output: String(decoding: data, as: UTF8.self))
  }
}

/// A counter whose test expects 1 (passes) or 4242 (fails, showing 4242 in the message).
private struct CanaryCounter: Reducer {
  func reduce(into state: inout Int, action: Void) -> Effect<Void> {
    state += 1
    return .none
  }
}

/// Holds the store a reducer reads, set once the store exists.
private final class StoreBox: @unchecked Sendable {
  // Safe: set and read on the main actor only.
  weak var store: Store<Int, Void>?
  /// A store scoped to the state as an optional, read instead of `store` when set.
  var optionalScope: Store<Int, Void>?
}

/// Reads its own store while it runs: a programmer error.
private struct ReadsItsOwnStore: Reducer {
  let box: StoreBox

  func reduce(into state: inout Int, action: Void) -> Effect<Void> {
    state += 1
    _ = MainActor.assumeIsolated { box.optionalScope?.state ?? box.store?.state }
    return .none
  }
}

final class CanaryXCTests: XCTestCase {
  @MainActor func testTestStore() async {
    guard let canary = Canary.current, canary.hasPrefix("xctest-") else { return }
    let store = TestStore(initialState: 0) { CanaryCounter() }
    await store.send(()) { $0 = canary == "xctest-fail" ? 4242 : 1 }
  }
}

@Suite(.enabled(if: Canary.current?.hasPrefix("testing-") == true)) struct CanarySwiftTests {
  @Test @MainActor func testStore() async {
    guard Canary.current == "testing-fail" || Canary.current == "testing-pass" else { return }
    let store = TestStore(initialState: 0) { CanaryCounter() }
    await store.send(()) { $0 = Canary.current == "testing-fail" ? 4242 : 1 }
  }

  @Test func issueAtLine0() {
    guard Canary.current == "testing-line-0" else { return }
    reportIssue("reported at line 0", fileID: "NoModule.swift", filePath: "", line: 0, column: 0)
  }

  @Test func enumTagOfAStruct() {
    guard Canary.current == "testing-enum-tag-of-struct" else { return }
    _ = enumTag(of: SourceLocation(fileID: "A/B.swift", filePath: "", line: 1, column: 1))
  }

  @Test @MainActor func readingItsOwnStore() {
    guard Canary.current == "testing-read-own-store" else { return }
    let box = StoreBox()
    let store = Store(initialState: 0) { ReadsItsOwnStore(box: box) }
    box.store = store
    store.send(())
  }

  @Test @MainActor func readingAnOptionalScopeOfItsStore() {
    guard Canary.current == "testing-read-own-optional-scope" else { return }
    let box = StoreBox()
    let store = Store(initialState: 0) { ReadsItsOwnStore(box: box) }
    box.optionalScope = store.scope(state: { Optional($0) }, action: { $0 })
    // Read once, so that the scope remembers a state it could hand back.
    _ = box.optionalScope?.state
    store.send(())
  }

  /// Asks whether each of 300 distinct types has value identity, twice.
  @Test func fullIdentityTable() {
    guard Canary.current == "testing-full-identity-table" else { return }
    #expect(StoreDiagnostics.cacheFallbackCount == 0)
    askIdentity(of: Int.self, times: 300)
    let firstPass = StoreDiagnostics.cacheFallbackCount
    #expect(firstPass >= 300 - 256)
    #expect(hasValueIdentity(Layer<Int>.self) == false)
    askIdentity(of: Int.self, times: 300)
    #expect(StoreDiagnostics.cacheFallbackCount >= 2 * firstPass)
  }

  @Test func issueFromADetachedTask() async {
    guard Canary.current == "testing-detached" else { return }
    await Task.detached { reportIssue("reported from a detached task") }.value
  }
}

/// Which framework an issue goes to is decided per issue, by `Test.current`.
@Suite struct IssueRoutingTests {
  @Test(arguments: [
    (testIsRunning: true, isSwiftTestingRun: true, toSwiftTesting: true),
    (testIsRunning: true, isSwiftTestingRun: false, toSwiftTesting: true),
    (testIsRunning: false, isSwiftTestingRun: true, toSwiftTesting: true),
    (testIsRunning: false, isSwiftTestingRun: false, toSwiftTesting: false),
  ])
  func aRunningSwiftTestingTestReceivesTheIssueWhateverTheArguments(
    testIsRunning: Bool, isSwiftTestingRun: Bool, toSwiftTesting: Bool
  ) {
    #expect(
      TestFrameworkSymbols.swiftTestingReceivesIssues(
        testIsRunning: testIsRunning, isSwiftTestingRun: isSwiftTestingRun) == toSwiftTesting)
  }

  @Test func aSwiftTestingTestIsRunningHere() {
    #expect(SwiftTestingBridge.isTestRunning)
  }
}

/// The runtime hooks a `TestStore` relies on: one that is missing fails the test, naming it.
@Suite struct RuntimeHookTests {
  @Test func missingHooksAreNamed() {
    let message = MainSerialExecutor.missingHooksMessage(["swift_task_enqueueGlobal_hook"])
    #expect(message?.contains("the Swift runtime has no swift_task_enqueueGlobal_hook") == true)
    #expect(MainSerialExecutor.missingHooksMessage([]) == nil)
  }
}

/// A distinct type for each depth of nesting.
private struct Layer<Inner> {}

/// Asks `hasValueIdentity` of `type`, `Layer<type>`, `Layer<Layer<type>>`, … `times` types.
private func askIdentity<T>(of type: T.Type, times: Int) {
  _ = hasValueIdentity(type)
  if times > 1 { askIdentity(of: Layer<T>.self, times: times - 1) }
}
