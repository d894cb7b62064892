/// Reports a change made through a case that `value` (a screen, a presented child) is not
/// in, or with no value there, in TCA's words, so that a ported test matching them passes:
/// `Can't modify unrelated case "edit"`.
///
/// The subscripts take their location as `String`s, not `StaticString`s, so that a key path
/// can name them (a key path's subscript arguments must be `Hashable`).
func reportUnrelatedCase<Value>(
  of value: Value?, fileID: String, filePath: String, line: UInt, column: UInt
) {
  let name = value.flatMap { enumCaseName(of: $0) }
  reportIssue(
    "Can't modify unrelated case" + (name.map { " \"\($0)\"" } ?? ""),
    fileID: fileID, filePath: filePath, line: line, column: column)
}
