@testable import Core

/// A ``ReducerSite`` for this function's call site, built as a child reducer builds one: tests
/// pass their own line (and file) to get a site no other test shares.
func reducerSite(
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> ReducerSite {
  ReducerSite(fileID: fileID, filePath: filePath, line: line, column: column)
}
