/// Where in source a child reducer was integrated (`ifLet`, `ifCaseLet`, `forEach`, a
/// presentation or a stack): named in the issues it reports, which point there, and part of
/// the identity of an `ifCaseLet`'s child.
///
/// It keeps the `StaticString`s it is given: reducers are built on every send, and turning
/// them into `String`s would allocate there.
@usableFromInline
struct ReducerSite: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  @inlinable
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `fileID:line`.
  @usableFromInline
  var description: String { "\(fileID):\(line)" }

  /// Reports `message` as an issue located at this site.
  @usableFromInline
  func reportIssue(_ message: String) {
    Core.reportIssue(
      message, fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column
    )
  }

  /// Equal when they name the same place: line, column and file.
  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column
      && (samePointer(lhs.filePath, rhs.filePath) || "\(lhs.filePath)" == "\(rhs.filePath)")
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine("\(filePath)")
  }
}

/// Whether two static strings are the same literal in memory: a fast check before comparing
/// their text.
private func samePointer(_ lhs: StaticString, _ rhs: StaticString) -> Bool {
  lhs.hasPointerRepresentation && rhs.hasPointerRepresentation && lhs.utf8Start == rhs.utf8Start
}
