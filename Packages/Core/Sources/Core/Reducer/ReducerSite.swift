/// Where in source a child reducer was integrated (`ifLet`, `ifCaseLet`, `forEach`, a
/// presentation or a stack): named in the issues it reports, which point there, and part of
/// the identity of an `ifCaseLet`'s child.
///
/// A site is one word: the address of its ``ReducerSiteRecord``, which ``ReducerSites``
/// builds the first time the call site runs and finds on every later send. Reducers are built
/// on every send, and the four values themselves (64 bytes) made `_IfLetReducer` too large for
/// the compiler to copy and destroy in registers: every level of a nested send then went
/// through the runtime's value witnesses, about 145 instructions a level (measured when this was made).
@usableFromInline
struct ReducerSite: Hashable, Sendable, CustomStringConvertible {
  /// The record, kept alive by ``ReducerSites`` for the life of the program.
  @usableFromInline let record: Unmanaged<ReducerSiteRecord>

  @inlinable
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    record = ReducerSites.record(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The file, as `#fileID` gives it: `Module/File.swift`.
  var fileID: StaticString { record.takeUnretainedValue().fileID }
  /// The file, as `#filePath` gives it.
  var filePath: StaticString { record.takeUnretainedValue().filePath }
  var line: UInt { record.takeUnretainedValue().key.line }
  var column: UInt { record.takeUnretainedValue().key.column }

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

  /// Equal when they name the same place: line, column and file. Two records can name one
  /// place when its literals were emitted twice (code inlined into another module).
  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.record.toOpaque() == rhs.record.toOpaque()
      || (lhs.line == rhs.line && lhs.column == rhs.column
        && "\(lhs.filePath)" == "\(rhs.filePath)")
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine("\(filePath)")
  }
}
