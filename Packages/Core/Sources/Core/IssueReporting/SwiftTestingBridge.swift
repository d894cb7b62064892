import Foundation

/// Records issues in the running Swift Testing test without linking Swift Testing.
///
/// Core must never link a test framework (a program that uses it is not a test), yet a
/// `TestStore` failure in a Swift Testing test must fail that test. When the test binary has
/// Swift Testing loaded, its public functions are in the process: this looks up
/// `Issue.record(_:sourceLocation:)` and `withKnownIssue(_:isIntermittent:sourceLocation:_:)`
/// by their mangled names and calls them.
///
/// Their parameter types (`Comment`, `SourceLocation`) are Swift Testing's own, which Core
/// cannot name. Both are `Codable`: the values are decoded from JSON through the type
/// metadata found by mangled name, and the functions are called through a function type
/// written over generic parameters bound to those types at run time. Swift passes values of
/// a generic parameter's type indirectly, which is how it passes these resilient types to a
/// library built for evolution, so the call matches the functions' ABI. The same reasoning is
/// what lets Core call XCTest's `XCTFail` by name.
///
/// Every lookup is checked: if a symbol or type is missing (another Swift Testing version),
/// the record functions return `false` and the caller reports the issue another way.
enum SwiftTestingBridge {
  private static let symbols: Symbols? = Symbols()

  /// Records `message` as an issue of the running test, at `location`. Returns `false` when
  /// Swift Testing is not available.
  static func recordIssue(_ message: String, at location: SourceLocation) -> Bool {
    guard let symbols, let comment = symbols.comment(message),
      let place = symbols.location(location)
    else { return false }
    callRecord(symbols.record, comment, place, symbols.issueType)
    return true
  }

  /// Records `message` at `location` as a known issue: shown, but not failing the test.
  /// Returns `false` when Swift Testing is not available.
  static func recordKnownIssue(_ message: String, at location: SourceLocation) -> Bool {
    guard let symbols, let comment = symbols.comment(message),
      let place = symbols.location(location)
    else { return false }
    callWithKnownIssue(symbols.withKnownIssue, comment, place) {
      callRecord(symbols.record, comment, place, symbols.issueType)
    }
    return true
  }

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

  /// The functions and types found in the loaded Swift Testing library.
  private struct Symbols: @unchecked Sendable {
    // Safe because the pointers are addresses of functions in a loaded library, immutable
    // and never freed, and the metatypes are immutable.
    let record: UnsafeMutableRawPointer
    let withKnownIssue: UnsafeMutableRawPointer
    let commentType: any Decodable.Type
    let locationType: any Decodable.Type
    let issueType: Any.Type

    init?() {
      guard
        let record = loadedSymbol(
          "$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ"),
        let withKnownIssue = loadedSymbol(
          "$s7Testing14withKnownIssue_14isIntermittent14sourceLocation_yAA7CommentVSg_SbAA06SourceH0VyyKXEtF"
        ),
        let commentType = _typeByName("7Testing7CommentV") as? any Decodable.Type,
        let locationType = _typeByName("7Testing14SourceLocationV") as? any Decodable.Type,
        let issueType = _typeByName("7Testing5IssueV")
      else { return nil }
      self.record = record
      self.withKnownIssue = withKnownIssue
      self.commentType = commentType
      self.locationType = locationType
      self.issueType = issueType
    }

    /// A `Testing.Comment` holding `message`.
    func comment(_ message: String) -> (any Decodable)? {
      decoded(commentType, from: JSONEncoder.encoded(message))
    }

    /// A `Testing.SourceLocation` for `location`.
    func location(_ location: SourceLocation) -> (any Decodable)? {
      let fields = LocationFields(
        fileID: location.fileID, filePath: location.filePath, line: Int(location.line),
        column: Int(location.column)
      )
      return decoded(locationType, from: JSONEncoder.encoded(fields))
    }
  }

  /// `SourceLocation`'s coded form in Swift Testing.
  private struct LocationFields: Encodable {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int
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

/// Calls `Issue.record(_:sourceLocation:)` with the comment and location, opened to their
/// run-time types.
private func callRecord(
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
