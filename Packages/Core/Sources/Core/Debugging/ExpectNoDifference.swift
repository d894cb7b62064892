/// Asserts that two values are equal, and when they are not, reports an issue with a diff
/// that shows only what differs, as TestStore failures do.
///
/// ```swift
/// expectNoDifference(store.state.todos, [Todo(id: UUID(0), title: "Milk")])
/// ```
///
/// Under a test runner the issue fails the running XCTest or Swift Testing test at the
/// caller's line; elsewhere it is printed.
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = (fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
  do {
    let first = try expression1()
    let second = try expression2()
    guard first != second else { return }
    let difference = diff(first, second) ?? "\(customDump(first))\n\n  vs.\n\n\(customDump(second))"
    let note = message()
    reportIssue(
      """
      Values differ\(note.isEmpty ? "" : ": \(note)") …

      \(indent(difference))

      (First: -, Second: +)
      """,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column
    )
  } catch {
    reportIssue(
      "Threw error: \(error)",
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column
    )
  }
}

/// XCTest's spelling of ``expectNoDifference(_:_:_:fileID:filePath:line:column:)``.
public func XCTAssertNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  expectNoDifference(
    try expression1(), try expression2(), message(),
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}
