// A structural diff of two values, printed in the format of `customDump`.
//
// Format (each rule is asserted by DiffTests):
//
// * Every line starts with two characters: `- ` (only in expected), `+ ` (only in actual)
//   or `  ` (context). Lines are joined with "\n", without a trailing newline.
// * Both values are reflected into dump trees and walked together. When two containers
//   have the same opening line (same type, same enum case, same kind of collection) their
//   opening and closing lines are printed as context and their children are compared:
//   - struct/class fields, tuple elements, enum payloads: pairwise, in declaration order;
//   - collections: by position; surplus elements are `-` or `+` lines;
//   - dictionaries: by key dump (sorted); sets: by element dump (sorted).
// * Consecutive equal children collapse into one context line `… (N unchanged)` at their
//   position. Changed children are printed recursively, so only the path to a change is
//   expanded.
// * Anything else that differs (leaves, different enum cases or types, empty versus
//   non-empty collections) prints its whole expected rendering as `-` lines followed by its
//   whole actual rendering as `+` lines.
// * Two multi-line leaves (multi-line strings) are diffed line by line, all lines shown.
// * Commas are those of the full dump of each side.

/// Describes how `actual` differs from `expected`, or returns `nil` when their
/// ``customDump(_:)`` renderings are identical.
///
/// Lines start with `- ` (only in `expected`), `+ ` (only in `actual`) or two spaces
/// (context). Unchanged siblings collapse into `… (N unchanged)`.
///
/// ```swift
/// enum Counter {
///   struct State { var count = 0; var isTimerOn = false; var name = "a" }
/// }
/// var actual = Counter.State()
/// actual.count = 1
/// print(diff(Counter.State(), actual)!)
/// //   Counter.State(
/// // -   count: 0,
/// // +   count: 1,
/// //     … (2 unchanged)
/// //   )
/// diff(1, 1)  // nil
/// ```
public func diff<T>(_ expected: T, _ actual: T) -> String? {
  diff(dumpNode(expected), dumpNode(actual))
}

/// Describes how two reflected values differ, or returns `nil` when they render the same.
func diff(_ old: DumpNode, _ new: DumpNode) -> String? {
  guard old.rendered != new.rendered else { return nil }
  var printer = DumpDiffPrinter()
  printer.diff(old, new, label: [], indent: "", oldTrailing: "", newTrailing: "")
  return printer.lines.joined(separator: "\n")
}

/// Accumulates the lines of a diff.
private struct DumpDiffPrinter {
  var lines: [String] = []

  mutating func context(_ line: String) { lines.append("  " + line) }
  mutating func removed(_ line: String) { lines.append("- " + line) }
  mutating func inserted(_ line: String) { lines.append("+ " + line) }

  /// Prints the difference between two nodes standing at the same place.
  mutating func diff(
    _ old: DumpNode, _ new: DumpNode, label: [String], indent: String,
    oldTrailing: String, newTrailing: String
  ) {
    if case let .container(oldContainer) = old, case let .container(newContainer) = new,
      oldContainer.open == newContainer.open,
      oldContainer.close == newContainer.close,
      oldContainer.matching == newContainer.matching,
      !oldContainer.children.isEmpty, !newContainer.children.isEmpty
    {
      let (labelLines, head) = dumpLabelHead(label, indent: indent)
      labelLines.forEach { context($0) }
      context(head + oldContainer.open)
      diffChildren(oldContainer, newContainer, indent: indent + "  ")
      if oldTrailing == newTrailing {
        context(indent + oldContainer.close + oldTrailing)
      } else {
        removed(indent + oldContainer.close + oldTrailing)
        inserted(indent + newContainer.close + newTrailing)
      }
      return
    }

    let oldLines = dumpLines(old, label: label, indent: indent, trailing: oldTrailing)
    let newLines = dumpLines(new, label: label, indent: indent, trailing: newTrailing)
    if case .leaf = old, case .leaf = new, oldLines.count > 1, newLines.count > 1 {
      diffLines(oldLines, newLines)
    } else {
      oldLines.forEach { removed($0) }
      newLines.forEach { inserted($0) }
    }
  }

  /// One step of the walk over two containers' children.
  private enum Step {
    case same
    case paired(old: Int, new: Int)
    case removed(Int)
    case inserted(Int)
  }

  private mutating func diffChildren(_ old: DumpContainer, _ new: DumpContainer, indent: String) {
    var unchanged = 0
    func flush(_ printer: inout DumpDiffPrinter) {
      if unchanged > 0 {
        printer.context(indent + "… (\(unchanged) unchanged)")
        unchanged = 0
      }
    }
    let oldLast = old.children.count - 1
    let newLast = new.children.count - 1
    for step in steps(old, new) {
      switch step {
      case .same:
        unchanged += 1
      case let .paired(oldIndex, newIndex):
        flush(&self)
        let oldChild = old.children[oldIndex]
        diff(
          oldChild.node, new.children[newIndex].node, label: oldChild.label, indent: indent,
          oldTrailing: oldIndex < oldLast ? "," : "", newTrailing: newIndex < newLast ? "," : ""
        )
      case let .removed(index):
        flush(&self)
        let child = old.children[index]
        dumpLines(
          child.node, label: child.label, indent: indent, trailing: index < oldLast ? "," : ""
        )
        .forEach { removed($0) }
      case let .inserted(index):
        flush(&self)
        let child = new.children[index]
        dumpLines(
          child.node, label: child.label, indent: indent, trailing: index < newLast ? "," : ""
        )
        .forEach { inserted($0) }
      }
    }
    flush(&self)
  }

  /// Pairs the children of two containers of the same kind.
  private func steps(_ old: DumpContainer, _ new: DumpContainer) -> [Step] {
    let oldChildren = old.children
    let newChildren = new.children
    var steps: [Step] = []

    func pair(_ oldIndex: Int, _ newIndex: Int) {
      let oldChild = oldChildren[oldIndex]
      let newChild = newChildren[newIndex]
      if oldChild.label != newChild.label {
        steps.append(.removed(oldIndex))
        steps.append(.inserted(newIndex))
      } else if oldChild.node.rendered == newChild.node.rendered {
        steps.append(.same)
      } else {
        steps.append(.paired(old: oldIndex, new: newIndex))
      }
    }

    switch old.matching {
    case .fields, .positions:
      let common = min(oldChildren.count, newChildren.count)
      for index in 0..<common { pair(index, index) }
      for index in common..<oldChildren.count { steps.append(.removed(index)) }
      for index in common..<newChildren.count { steps.append(.inserted(index)) }
    case .keys, .members:
      // Both sides are sorted by key: merge them.
      var oldIndex = 0
      var newIndex = 0
      while oldIndex < oldChildren.count || newIndex < newChildren.count {
        if oldIndex == oldChildren.count {
          steps.append(.inserted(newIndex))
          newIndex += 1
        } else if newIndex == newChildren.count {
          steps.append(.removed(oldIndex))
          oldIndex += 1
        } else if oldChildren[oldIndex].key == newChildren[newIndex].key {
          pair(oldIndex, newIndex)
          oldIndex += 1
          newIndex += 1
        } else if oldChildren[oldIndex].key < newChildren[newIndex].key {
          steps.append(.removed(oldIndex))
          oldIndex += 1
        } else {
          steps.append(.inserted(newIndex))
          newIndex += 1
        }
      }
    }
    return steps
  }

  /// A line-by-line diff (longest common subsequence) showing every line.
  private mutating func diffLines(_ old: [String], _ new: [String]) {
    let rows = old.count + 1
    let columns = new.count + 1
    // lengths[i * columns + j]: LCS length of old[i...] and new[j...].
    var lengths = [Int](repeating: 0, count: rows * columns)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * columns + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * columns + j + 1] + 1
          : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
      }
    }
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        context(old[i])
        i += 1
        j += 1
      } else if j == new.count
        || (i < old.count && lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1])
      {
        removed(old[i])
        i += 1
      } else {
        inserted(new[j])
        j += 1
      }
    }
  }
}
