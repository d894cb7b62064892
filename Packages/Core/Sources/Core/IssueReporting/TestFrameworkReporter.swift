import Foundation

/// Fails the running test: records the issue in Swift Testing or XCTest, whichever runs the
/// current test, at the caller's file and line.
///
/// Core links neither framework. This reporter looks them up at run time:
///
/// 1. `CoreTestSupport`'s recorder, if the test target links it (it installs itself when the
///    test binary loads): records the issue in the running Swift Testing test.
/// 2. In a Swift Testing run without that recorder, nothing could record the failure, so the
///    test process stops with a message saying to link `CoreTestSupport`: a failing
///    assertion must never pass silently.
/// 3. XCTest's `XCTFail`, if XCTest is loaded: fails the running XCTest test case.
/// 4. Otherwise the issue is written to standard error.
///
/// It is the default reporter whenever a test runner hosts the process.
public struct TestFrameworkReporter: IssueReporter {
  /// Creates the reporter.
  public init() {}

  /// Fails the running test with `message` at `location`.
  public func reportIssue(_ message: String, at location: SourceLocation) {
    if let recordInSwiftTesting = TestFrameworkSymbols.recordInSwiftTesting,
      recordInSwiftTesting(message, location.fileID, location.filePath, Int(location.line), Int(location.column))
    {
      return
    }
    if TestFrameworkSymbols.recordInSwiftTesting == nil, TestFrameworkSymbols.isSwiftTestingRun {
      let explanation = """
        A test failed under Swift Testing, but this test target does not link CoreTestSupport, \
        so the failure cannot be recorded. Add .product(name: "CoreTestSupport", package: "Core") \
        to the test target's dependencies. The failure:
        \(location): \(message)
        """
      FileHandle.standardError.write(Data("[Core] \(explanation)\n".utf8))
      fatalError(explanation)
    }
    if let xctFail = TestFrameworkSymbols.xctFail {
      location.filePath.withCString { path in
        xctFail(message, StaticString(unsafeCString: path), location.line)
      }
      return
    }
    RuntimeWarningReporter().reportIssue("test failure: " + message, at: location)
  }
}

/// The test-framework entry points, looked up once by symbol name.
enum TestFrameworkSymbols {
  typealias RecordInSwiftTesting = @convention(c) (
    UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>, Int, Int
  ) -> Bool
  typealias XCTFail = @convention(thin) (String, StaticString, UInt) -> Void

  /// CoreTestSupport's recorder, installed when a test binary that links it loads.
  static var recordInSwiftTesting: (@Sendable (String, String, String, Int, Int) -> Bool)? {
    guard let record = installedRecorder.value else { return nil }
    return { message, fileID, filePath, line, column in
      record(message, fileID, filePath, line, column)
    }
  }

  static let installedRecorder = LockIsolated<RecordInSwiftTesting?>(nil)

  /// Whether this process runs Swift Testing's tests: `swift test` starts the test binary a
  /// second time with `--testing-library swift-testing` for them.
  static let isSwiftTestingRun: Bool = {
    let arguments = ProcessInfo.processInfo.arguments
    guard let flag = arguments.firstIndex(of: "--testing-library"), flag + 1 < arguments.count else {
      return false
    }
    return arguments[flag + 1] == "swift-testing"
  }()

  /// `XCTest.XCTFail(_:file:line:)`, by its mangled name.
  static let xctFail: XCTFail? = {
    guard let symbol = loadedSymbol("$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF") else { return nil }
    return unsafeBitCast(symbol, to: XCTFail.self)
  }()
}

/// Installs Swift Testing's issue recorder. CoreTestSupport calls it as its test binary
/// loads; nothing else should.
@_cdecl("core_install_test_issue_recorder")
public func _installTestIssueRecorder(
  _ record: @escaping @convention(c) (
    UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>, Int, Int
  ) -> Bool
) {
  TestFrameworkSymbols.installedRecorder.setValue(record)
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
    let layout = Layout(start: UnsafeRawPointer(cString), utf8CodeUnitCount: strlen(cString), flags: 0)
    self = unsafeBitCast(layout, to: StaticString.self)
  }
}
