import Foundation

/// Prints each issue as a runtime warning on standard error, with the place it belongs to.
///
/// This is the reporter a running program uses: a misrouted action is visible in the
/// terminal's scroll-back or a log, and the program goes on.
public struct RuntimeWarningReporter: IssueReporter {
  public init() {}

  /// Writes `[Core] warning: <location>: <message>` to standard error.
  public func reportIssue(_ message: String, at location: SourceLocation) {
    FileHandle.standardError.write(Data("[Core] warning: \(location): \(message)\n".utf8))
  }
}

/// Keeps every issue reported to it, for code that checks which issues were reported.
///
/// ```swift
/// let issues = CollectingIssueReporter()
/// withIssueReporters([issues]) { store.send(.child(.tap)) }
/// XCTAssertEqual(issues.messages.count, 1)
/// ```
public final class CollectingIssueReporter: IssueReporter {
  private let issues = LockIsolated<[(message: String, location: SourceLocation)]>([])

  public init() {}

  public func reportIssue(_ message: String, at location: SourceLocation) {
    issues.withValue { $0.append((message, location)) }
  }

  /// The messages reported so far, oldest first.
  public var messages: [String] { issues.value.map(\.message) }

  /// The locations reported so far, oldest first.
  public var locations: [SourceLocation] { issues.value.map(\.location) }

  /// The known issues reported so far, oldest first: collected apart from the issues.
  public var knownIssues: [String] { known.value }

  private let known = LockIsolated<[String]>([])

  public func reportKnownIssue(_ message: String, at location: SourceLocation) {
    known.withValue { $0.append(message) }
  }

  public func removeAll() { issues.setValue([]) }
}
