import Foundation

/// Records issues in the running Swift Testing test without linking Swift Testing.
///
/// Core must never link a test framework (a program that uses it is not a test), yet a
/// `TestStore` failure in a Swift Testing test must fail that test. When the test binary has
/// Swift Testing loaded, its public functions are in the process: this looks up
/// `Issue.record(_:severity:sourceLocation:)` (or, in a Swift Testing without severities,
/// `Issue.record(_:sourceLocation:)`), `withKnownIssue(_:isIntermittent:sourceLocation:_:)`
/// and `Test.current` by their mangled names and calls them.
///
/// Their parameter types (`Comment`, `Issue.Severity`, `SourceLocation`) are Swift Testing's
/// own, which Core cannot name. `Comment` and `SourceLocation` are `Codable`: the values are
/// decoded from JSON through the type metadata found by mangled name (with the location
/// repaired first: Swift Testing traps on a line 0). `Issue.Severity.error` is built from the
/// case tag Swift Testing exports and checked by its description. The functions are called
/// through a function type written over generic parameters bound to those types at run time.
/// Swift passes values of a generic parameter's type indirectly, which is how it passes these
/// resilient types to a library built for evolution, so the call matches the functions' ABI.
/// The same reasoning is what lets Core call XCTest's `XCTFail` by name.
///
/// Every lookup is checked: if a symbol or type is missing (another Swift Testing version),
/// ``recordIssue(_:at:)`` says which, and the caller fails the run another way
/// (``TestFrameworkSymbols/failRunAtExit(_:at:reason:)``). `CoreTests`'s canary tests run
/// failing tests of both frameworks in a child process and check that each fails the run.
enum SwiftTestingBridge {
  private static let symbols = Symbols.load()

  /// Records `message` as an issue of the running test (or of the run, outside a test), at
  /// `location` repaired to what Swift Testing accepts. Returns `nil` once recorded, or why
  /// it could not be: a symbol or a type that the installed Swift Testing does not have.
  static func recordIssue(_ message: String, at location: SourceLocation) -> String? {
    guard let symbols = symbols.get() else { return symbols.failure }
    guard let comment = symbols.comment(message) else {
      return "Swift Testing's Comment did not decode from a string"
    }
    guard let place = symbols.location(location) else {
      return "Swift Testing's SourceLocation did not decode from its coded fields"
    }
    symbols.record(comment, place)
    return nil
  }

  /// Records `message` at `location` as a known issue: shown, but not failing the test.
  /// Returns `false` when Swift Testing is not available.
  static func recordKnownIssue(_ message: String, at location: SourceLocation) -> Bool {
    guard let symbols = symbols.get(), let comment = symbols.comment(message),
      let place = symbols.location(location)
    else { return false }
    callWithKnownIssue(symbols.withKnownIssue, comment, place) {
      symbols.record(comment, place)
    }
    return true
  }

  /// Whether a Swift Testing test is running in the current task (`Test.current` is set):
  /// asked for every issue, so that the framework that runs the test receives it, whatever
  /// the process's arguments.
  static var isTestRunning: Bool { currentTestID() != nil }

  /// Identifies the running Swift Testing test (its `Test.ID`), or `nil` outside a test or
  /// when Swift Testing is not available.
  static func currentTestID() -> AnyHashable? {
    guard let current = CurrentTest.symbols else { return nil }
    func read<Test>(_: Test.Type) -> AnyHashable? {
      typealias Getter = @convention(thin) () -> Test?
      guard let test = unsafeBitCast(current.getter, to: Getter.self)() else { return nil }
      func id<Identified: Identifiable>(of test: Identified) -> AnyHashable { AnyHashable(test.id) }
      return (test as? any Identifiable).map { id(of: $0) }
    }
    return read(current.testType)
  }

  /// `Test.current`'s getter and the `Test` type.
  private struct CurrentTest: @unchecked Sendable {
    // Safe for the same reasons as `Symbols`.
    let getter: UnsafeMutableRawPointer
    let testType: Any.Type

    static let symbols: CurrentTest? = {
      guard let getter = loadedSymbol("$s7Testing4TestV7currentACSgvgZ"),
        let testType = _typeByName("7Testing4TestV")
      else { return nil }
      return CurrentTest(getter: getter, testType: testType)
    }()
  }

  /// The functions and types found in the loaded Swift Testing library, or why they were
  /// not.
  private enum Lookup: Sendable {
    case found(Symbols)
    case missing(String)

    func get() -> Symbols? {
      if case let .found(symbols) = self { symbols } else { nil }
    }

    var failure: String {
      if case let .missing(reason) = self { reason } else { "" }
    }
  }

  /// The functions and types found in the loaded Swift Testing library.
  private struct Symbols: @unchecked Sendable {
    // Safe because the pointers are addresses of functions in a loaded library, immutable
    // and never freed, and the metatypes and the severity value are immutable.
    /// `Issue.record(_:severity:sourceLocation:)`, or, in a Swift Testing that does not have
    /// it, `Issue.record(_:sourceLocation:)` (deprecated where the first exists).
    let recordFunction: UnsafeMutableRawPointer
    /// `Issue.Severity.error` as an opaque value, when `recordFunction` takes a severity.
    let errorSeverity: Any?
    let withKnownIssue: UnsafeMutableRawPointer
    let commentType: any Decodable.Type
    let locationType: any Decodable.Type
    let issueType: Any.Type

    static func load() -> Lookup {
      guard _typeByName("7Testing4TestV") != nil else {
        return .missing("Swift Testing is not loaded in this process")
      }
      guard
        let commentType = _typeByName("7Testing7CommentV") as? any Decodable.Type,
        let locationType = _typeByName("7Testing14SourceLocationV") as? any Decodable.Type,
        let issueType = _typeByName("7Testing5IssueV")
      else { return .missing("Swift Testing has no Decodable Comment or SourceLocation type") }
      guard
        let withKnownIssue = loadedSymbol(
          "$s7Testing14withKnownIssue_14isIntermittent14sourceLocation_yAA7CommentVSg_SbAA06SourceH0VyyKXEtF"
        )
      else {
        return .missing("Swift Testing has no withKnownIssue(_:isIntermittent:sourceLocation:_:)")
      }
      if let record = loadedSymbol(
        "$s7Testing5IssueV6record_8severity14sourceLocationAcA7CommentVSg_AC8SeverityOAA06SourceF0VtFZ"
      ),
        let severity = errorSeverity()
      {
        return .found(
          Symbols(
            recordFunction: record, errorSeverity: severity, withKnownIssue: withKnownIssue,
            commentType: commentType, locationType: locationType, issueType: issueType))
      }
      guard
        let record = loadedSymbol(
          "$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ")
      else {
        return .missing(
          "Swift Testing has neither Issue.record(_:severity:sourceLocation:) nor Issue.record(_:sourceLocation:)"
        )
      }
      return .found(
        Symbols(
          recordFunction: record, errorSeverity: nil, withKnownIssue: withKnownIssue,
          commentType: commentType, locationType: locationType, issueType: issueType))
    }

    /// `Issue.Severity.error`, made from the case's tag that Swift Testing exports for clients
    /// of its resilient enum. A payload-free enum is one byte holding its case's tag (Swift's
    /// type layout); the value is accepted only if it describes itself as `error`.
    private static func errorSeverity() -> Any? {
      guard let severityType = _typeByName("7Testing5IssueV8SeverityO"),
        let tagAddress = loadedSymbol("$s7Testing5IssueV8SeverityO5erroryA2EmFWC")
      else { return nil }
      let tag = tagAddress.load(as: Int32.self)
      func make<Severity>(_: Severity.Type) -> Any? {
        guard MemoryLayout<Severity>.size == 1, (0..<256).contains(tag) else { return nil }
        let value = withUnsafeTemporaryAllocation(of: Severity.self, capacity: 1) { buffer in
          let address = buffer.baseAddress!
          UnsafeMutableRawPointer(address).storeBytes(of: UInt8(tag), as: UInt8.self)
          return address.move()
        }
        return String(describing: value) == "error" ? value : nil
      }
      return make(severityType)
    }

    /// Records an issue with the comment and location, opened to their run-time types.
    func record(_ comment: any Decodable, _ location: any Decodable) {
      if let errorSeverity {
        callRecord(recordFunction, comment, errorSeverity, location, issueType)
      } else {
        callDeprecatedRecord(recordFunction, comment, location, issueType)
      }
    }

    /// A `Testing.Comment` holding `message`.
    func comment(_ message: String) -> (any Decodable)? {
      decoded(commentType, from: JSONEncoder.encoded(message))
    }

    /// A `Testing.SourceLocation` for `location`, repaired first: Swift Testing traps on a
    /// line or column below 1 and on a file ID without a `/`, and a trap would end every
    /// test of the process, not fail this one.
    func location(_ location: SourceLocation) -> (any Decodable)? {
      decoded(locationType, from: JSONEncoder.encoded(LocationFields(location)))
    }
  }

  /// `SourceLocation`'s coded form in Swift Testing: the file path under both the key it
  /// decodes today and the older `_filePath`, as Swift Testing itself encodes it.
  struct LocationFields: Encodable, Equatable {
    let fileID: String
    let filePath: String
    let _filePath: String
    let line: Int
    let column: Int

    /// The fields of `location`, with a line and column of at least 1 and a file ID of the
    /// form `Module/File.swift` (Swift Testing's own stand-in module, `__C`, when the file ID
    /// has no module).
    init(_ location: SourceLocation) {
      if location.fileID.contains("/") {
        fileID = location.fileID
      } else {
        let name =
          location.fileID.isEmpty
          ? location.filePath.split(separator: "/").last.map(String.init) ?? ""
          : location.fileID
        fileID = "__C/" + (name.isEmpty ? "<unknown>" : name)
      }
      filePath = location.filePath
      _filePath = location.filePath
      line = max(1, Int(clamping: location.line))
      column = max(1, Int(clamping: location.column))
    }
  }
}

private func decoded<Value: Decodable>(_ type: Value.Type, from data: Data?) -> (any Decodable)? {
  data.flatMap { try? JSONDecoder().decode(type, from: $0) }
}

extension JSONEncoder {
  fileprivate static func encoded(_ value: some Encodable) -> Data? {
    try? JSONEncoder().encode(value)
  }
}

/// Calls `Issue.record(_:severity:sourceLocation:)` with the comment, severity and location,
/// opened to their run-time types.
private func callRecord(
  _ record: UnsafeMutableRawPointer, _ comment: any Decodable, _ severity: Any,
  _ location: any Decodable, _ issueType: Any.Type
) {
  func open<Comment, Severity, Location>(
    _ comment: Comment, _ severity: Severity, _ location: Location
  ) {
    func openIssue<Issue>(_: Issue.Type) {
      typealias Record = @convention(thin) (Comment?, Severity, Location) -> Issue
      _ = unsafeBitCast(record, to: Record.self)(comment, severity, location)
    }
    openIssue(issueType)
  }
  open(comment, severity, location)
}

/// Calls `Issue.record(_:sourceLocation:)`, for a Swift Testing without a severity.
private func callDeprecatedRecord(
  _ record: UnsafeMutableRawPointer, _ comment: any Decodable, _ location: any Decodable,
  _ issueType: Any.Type
) {
  func open<Comment, Location>(_ comment: Comment, _ location: Location) {
    func openIssue<Issue>(_: Issue.Type) {
      typealias Record = @convention(thin) (Comment?, Location) -> Issue
      _ = unsafeBitCast(record, to: Record.self)(comment, location)
    }
    openIssue(issueType)
  }
  open(comment, location)
}

/// Calls `withKnownIssue(_:isIntermittent:sourceLocation:_:)` around `body`.
private func callWithKnownIssue(
  _ withKnownIssue: UnsafeMutableRawPointer, _ comment: any Decodable, _ location: any Decodable,
  _ body: () -> Void
) {
  func open<Comment, Location>(_ comment: Comment, _ location: Location) {
    typealias WithKnownIssue =
      @convention(thin) (Comment?, Bool, Location, () throws -> Void) -> Void
    unsafeBitCast(withKnownIssue, to: WithKnownIssue.self)(comment, false, location, body)
  }
  open(comment, location)
}
