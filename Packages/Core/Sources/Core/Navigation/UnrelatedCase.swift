/// Reports a change made through a case that `value` (a screen, a presented child) is not
/// in, or with no value there, in TCA's words, so that a ported test matching them passes:
/// `Can't modify unrelated case "edit"`.
func reportUnrelatedCase<Value>(
  of value: Value?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let name = value.flatMap { enumCaseName(of: $0) }
  reportIssue(
    "Can't modify unrelated case" + (name.map { " \"\($0)\"" } ?? ""),
    fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
}
