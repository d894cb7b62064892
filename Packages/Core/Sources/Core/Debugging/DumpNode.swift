// The intermediate tree shared by `customDump` and `diff`.
//
// A value is first reflected into a `DumpNode` tree (see CustomDump.swift); that tree
// is then either rendered to lines (the dump) or walked pairwise against another tree
// (the diff). Keeping one model guarantees that a diff's lines are exactly the lines
// of the full dump, commas included.

/// A reflected value, ready to be rendered.
indirect enum DumpNode: Sendable {
  /// Pre-rendered text. The first line is placed after the label; any further lines
  /// (multi-line strings, multi-line custom descriptions) are relative to the node's
  /// indentation.
  case leaf([String])
  /// A bracketed value with children: structs, classes, tuples, enum payloads,
  /// collections, dictionaries and sets.
  case container(DumpContainer)
}

/// A bracketed node such as `Counter.State(` … `)` or `[` … `]`.
struct DumpContainer: Sendable {
  /// How the diff pairs the children of two containers of the same kind.
  enum Matching: Sendable {
    /// Struct/class fields, tuple elements and enum payloads: by index (same type, same fields).
    case fields
    /// Collections: by position; surplus elements are insertions or removals.
    case positions
    /// Dictionaries (children sorted by key): by the key's dump.
    case keys
    /// Sets (children sorted by dump): by the element's dump.
    case members
  }

  /// The opening line, e.g. `Counter.State(`, `[`, `Set([`.
  var open: String
  /// The closing line, e.g. `)`, `]`, `])`.
  var close: String
  /// The one-line form used when there are no children, e.g. `Counter.State()`, `[:]`.
  var empty: String
  var matching: Matching
  var children: [DumpChild]
}

/// One child of a container.
struct DumpChild: Sendable {
  /// The label's lines (normally one, e.g. `count` or `[0]`; several for a multi-line
  /// dictionary key); empty when the child is unlabeled. `": "` is appended on render.
  var label: [String]
  /// What the diff matches on: the field label, the position or the dump of the key.
  var key: String
  var node: DumpNode
}

extension DumpNode {
  /// The one-line rendering of this node, or `nil` if it needs several lines.
  var singleLine: String? {
    switch self {
    case let .leaf(lines):
      return lines.count == 1 ? lines[0] : nil
    case let .container(container):
      return container.children.isEmpty ? container.empty : nil
    }
  }

  /// The full rendering at indentation zero, without label or trailing comma.
  var rendered: String {
    dumpLines(self, label: [], indent: "", trailing: "").joined(separator: "\n")
  }
}

/// Prefixes `line` with `indent`, leaving empty lines empty (no trailing whitespace).
func dumpIndented(_ line: String, _ indent: String) -> String {
  line.isEmpty ? "" : indent + line
}

/// Renders a label: all of its lines but the last, and the head of the value's first
/// line (the indentation, plus `"name: "` when labeled).
func dumpLabelHead(_ label: [String], indent: String) -> (lines: [String], head: String) {
  guard !label.isEmpty else { return ([], indent) }
  var lines: [String] = []
  for (index, line) in label.enumerated() {
    lines.append(index == 0 ? indent + line : dumpIndented(line, indent))
  }
  let last = lines.removeLast()
  return (lines, last + ": ")
}

/// Renders `node` as lines, the first one carrying `label`, the last one `trailing`
/// (a comma between siblings).
func dumpLines(_ node: DumpNode, label: [String], indent: String, trailing: String) -> [String] {
  var (lines, head) = dumpLabelHead(label, indent: indent)
  switch node {
  case let .leaf(text):
    for (index, line) in text.enumerated() {
      lines.append(index == 0 ? head + line : dumpIndented(line, indent))
    }
  case let .container(container):
    if container.children.isEmpty {
      lines.append(head + container.empty)
    } else {
      lines.append(head + container.open)
      let inner = indent + "  "
      for (index, child) in container.children.enumerated() {
        lines += dumpLines(
          child.node,
          label: child.label,
          indent: inner,
          trailing: index < container.children.count - 1 ? "," : ""
        )
      }
      lines.append(indent + container.close)
    }
  }
  if !trailing.isEmpty, let last = lines.popLast() {
    lines.append(last + trailing)
  }
  return lines
}
