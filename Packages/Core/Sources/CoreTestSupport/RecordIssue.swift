import Testing

/// Records an issue in the running Swift Testing test, if there is one.
///
/// When a test binary that links this target loads, a load-time constructor (in
/// `CoreTestSupportLoader`) hands this function to Core, which calls it for every failure a
/// `TestStore` or an unimplemented dependency reports. That is how Core reports to Swift
/// Testing without linking it: a program that is not a test never links this target, and
/// Core then falls back to XCTest's `XCTFail` (looked up at run time) or to standard error.
///
/// - Returns: `true` if a Swift Testing test is running and the issue was recorded in it;
///   `false` to let the caller report it some other way (XCTest).
@_cdecl("core_test_support_record_issue")
public func coreTestSupportRecordIssue(
  _ message: UnsafePointer<CChar>,
  _ fileID: UnsafePointer<CChar>,
  _ filePath: UnsafePointer<CChar>,
  _ line: Int,
  _ column: Int
) -> Bool {
  guard Test.current != nil else { return false }
  Issue.record(
    Comment(rawValue: String(cString: message)),
    sourceLocation: SourceLocation(
      fileID: String(cString: fileID),
      filePath: String(cString: filePath),
      line: line,
      column: column
    )
  )
  return true
}
