/// Something that is told about programmer errors: an action sent to a child whose state is
/// gone, a dependency used without an override in a test, a failed test assertion.
///
/// The default reporter prints a runtime warning to standard error. Tests install their own
/// with ``withIssueReporters(_:operation:)-(_,()->R)`` to collect issues, and test support
/// installs one that fails the running test.
public protocol IssueReporter: Sendable {
  func reportIssue(_ message: String, at location: SourceLocation)

  /// Reports something worth seeing that must not fail a test: an assertion a
  /// non-exhaustive `TestStore` skipped. Reporters for test frameworks show it as an
  /// expected failure (a known issue) where the framework has them; by default it is
  /// printed.
  func reportKnownIssue(_ message: String, at location: SourceLocation)
}

extension IssueReporter {
  /// Prints the known issue.
  public func reportKnownIssue(_ message: String, at location: SourceLocation) {
    printKnownIssue(message, at: location)
  }
}

/// Writes a known issue to standard output: what reporters do where no test framework shows
/// known issues.
func printKnownIssue(_ message: String, at location: SourceLocation) {
  print("[Core] known issue at \(location): \(message)")
}

/// A place in source code, attached to an issue so a test failure points at the line that
/// caused it.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
  /// The `#fileID` of the source file, such as `"Login/Login.swift"`.
  public var fileID: String
  public var filePath: String
  public var line: UInt
  public var column: UInt

  /// Creates a location; the defaults capture the caller's location.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `fileID:line`.
  public var description: String { "\(fileID):\(line)" }
}

/// The reporters in force, and how to change them for a piece of code.
public enum IssueReporters {
  /// The reporters that ``reportIssue(_:fileID:filePath:line:column:)`` tells, in order.
  ///
  /// By default, a ``TestFrameworkReporter`` when a test runner hosts the process (the issue
  /// fails the running test), and a ``RuntimeWarningReporter`` otherwise.
  @TaskLocal public static var current: [any IssueReporter] = defaultReporters

  /// The reporters in force when nothing was installed.
  public static let defaultReporters: [any IssueReporter] =
    DependencyContext.isRunningTests ? [TestFrameworkReporter()] : [RuntimeWarningReporter()]
}

/// Reports an issue to every reporter in ``IssueReporters/current``.
///
/// Call it for a programmer error that must not crash the program but must not pass unseen:
/// a test fails, and a running program prints a warning.
public func reportIssue(
  _ message: String,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  for reporter in IssueReporters.current {
    reporter.reportIssue(message, at: location)
  }
}

/// Runs `operation` with `reporters` in place of the reporters in force.
@discardableResult
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  operation: () throws -> R
) rethrows -> R {
  try IssueReporters.$current.withValue(reporters, operation: operation)
}

/// Runs the async `operation` with `reporters` in place of the reporters in force.
@discardableResult
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await IssueReporters.$current.withValue(reporters, operation: operation)
}
