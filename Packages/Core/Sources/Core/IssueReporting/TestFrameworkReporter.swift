import Foundation

/// Fails the running test: records the issue in Swift Testing or XCTest, whichever runs the
/// current test, at the caller's file and line.
///
/// Core links neither framework. This reporter finds them at run time, so a test target
/// needs nothing but the Core product (through Effects, for feature packages). Which one
/// receives an issue is decided for each issue, not once per process:
///
/// 1. A Swift Testing test is running in the current task (`Test.current`): Swift Testing's
///    `Issue.record`, through ``SwiftTestingBridge``. The issue fails that test and the run
///    goes on.
/// 2. No Swift Testing test is current, but the process is a Swift Testing run (`swift test`
///    starts it with `--testing-library swift-testing`): an issue raised outside any test's
///    task, recorded the same way; Swift Testing fails the run with it.
/// 3. Otherwise XCTest's `XCTFail`, if XCTest is loaded: fails the running XCTest test case.
/// 4. Otherwise the issue is written to standard error.
///
/// If Swift Testing cannot record the issue (a Swift Testing whose symbols differ from the
/// ones Core knows), the issue and the reason are written to standard error and the test
/// process exits with a failure status once the run is over, so the failure cannot pass
/// unseen.
///
/// It is the default reporter whenever a test runner hosts the process.
public struct TestFrameworkReporter: IssueReporter {
  public init() {}

  /// Fails the running test with `message` at `location`.
  public func reportIssue(_ message: String, at location: SourceLocation) {
    if TestFrameworkSymbols.swiftTestingReceivesIssues {
      if let reason = SwiftTestingBridge.recordIssue(message, at: location) {
        TestFrameworkSymbols.failRunAtExit(message, at: location, reason: reason)
      }
      return
    }
    if let xctFail = TestFrameworkSymbols.xctFail {
      location.filePath.withCString { path in
        xctFail(message, StaticString(unsafeCString: path), location.line)
      }
      return
    }
    RuntimeWarningReporter().reportIssue("test failure: " + message, at: location)
  }

  /// Shows `message` at `location` as an expected failure where the test framework has
  /// them (Swift Testing's known issues); elsewhere (XCTest on Linux has no
  /// `XCTExpectFailure`) prints it. It never fails the test.
  public func reportKnownIssue(_ message: String, at location: SourceLocation) {
    if TestFrameworkSymbols.swiftTestingReceivesIssues,
      SwiftTestingBridge.recordKnownIssue(message, at: location)
    {
      return
    }
    printKnownIssue(message, at: location)
  }
}

/// The test-framework entry points, looked up once by symbol name.
enum TestFrameworkSymbols {
  typealias XCTFail = @convention(thin) (String, StaticString, UInt) -> Void

  /// Whether an issue reported now goes to Swift Testing: the rule below, on this task's
  /// `Test.current` and this process's arguments.
  static var swiftTestingReceivesIssues: Bool {
    swiftTestingReceivesIssues(
      testIsRunning: SwiftTestingBridge.isTestRunning, isSwiftTestingRun: isSwiftTestingRun)
  }

  /// Whether an issue goes to Swift Testing: a Swift Testing test is running in the issue's
  /// task, whatever the process's arguments (a runner other than `swift test` may pass
  /// others), or the process is a Swift Testing run (an issue outside any test's task).
  /// Otherwise XCTest, when it is loaded, receives it.
  static func swiftTestingReceivesIssues(testIsRunning: Bool, isSwiftTestingRun: Bool) -> Bool {
    testIsRunning || isSwiftTestingRun
  }

  /// Whether this process was started to run Swift Testing's tests: `swift test` starts the
  /// test binary a second time with `--testing-library swift-testing` for them. Only a
  /// fallback for issues raised outside any test's task: `Test.current` decides the rest.
  static let isSwiftTestingRun: Bool = {
    let arguments = ProcessInfo.processInfo.arguments
    guard let flag = arguments.firstIndex(of: "--testing-library"), flag + 1 < arguments.count
    else {
      return false
    }
    return arguments[flag + 1] == "swift-testing"
  }()

  /// `XCTest.XCTFail(_:file:line:)`, by its mangled name.
  static let xctFail: XCTFail? = {
    guard let symbol = loadedSymbol("$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF") else {
      return nil
    }
    return unsafeBitCast(symbol, to: XCTFail.self)
  }()
}

extension TestFrameworkSymbols {
  private static let failedWithoutRecording = LockIsolated(false)

  /// Writes a failure that Swift Testing could not record, and why, to standard error, and
  /// makes the test process exit with status 1 when it ends.
  static func failRunAtExit(_ message: String, at location: SourceLocation, reason: String) {
    FileHandle.standardError.write(
      Data(
        """
        [Core] test failure that Swift Testing could not record (\(reason)); the test run \
        will exit with status 1:
        \(location): \(message)

        """.utf8
      )
    )
    let first = failedWithoutRecording.withValue { failed in
      defer { failed = true }
      return !failed
    }
    if first {
      atexit {
        fflush(nil)
        _exit(1)
      }
    }
  }
}

extension StaticString {
  /// A static string that points at `cString` (UTF-8, NUL-terminated), which must outlive it.
  ///
  /// XCTest takes the failing file as a `StaticString`, and a test failure's file is only
  /// known at run time. This builds one with `StaticString`'s documented stored layout: a
  /// pointer, a byte count, and flags (0: a pointer to UTF-8 that may be non-ASCII).
  init(unsafeCString cString: UnsafePointer<CChar>) {
    struct Layout {
      var start: UnsafeRawPointer
      var utf8CodeUnitCount: Int
      var flags: UInt8
    }
    assert(MemoryLayout<Layout>.size == MemoryLayout<StaticString>.size)
    let layout = Layout(
      start: UnsafeRawPointer(cString), utf8CodeUnitCount: strlen(cString), flags: 0)
    self = unsafeBitCast(layout, to: StaticString.self)
  }
}
