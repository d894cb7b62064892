// A structural, multi-line rendering of any value, built with `Mirror`.
//
// Format (each rule is asserted by CustomDumpTests):
//
// * Type names are nested names without the module: `Counter.State`, `Box<Int>`.
// * Structs and classes are always multi-line, one `name: value` field per line, indented
//   by two spaces, with commas between fields and none after the last:
//
//       Counter.State(
//         count: 0,
//         name: "a"
//       )
//
//   A struct or class without stored properties renders as `Counter.State()`. Classes
//   include inherited fields (superclass fields first). A class instance met again inside
//   itself renders as `Node(↩︎)`. Structs are never collapsed onto one line, so that
//   dumps and diffs stay line-oriented.
// * Enums: `Counter.Action.incrementButtonTapped` (the full type name, then the case).
//   A payload renders on one line when every payload value fits on one line and either it
//   is a single unlabeled value or the whole rendering is at most 60 characters:
//   `Counter.Action.set(5)`, `Parent.Action.element(id: 1, action: Row.Action.tap)`.
//   Otherwise the payload values go on their own lines inside `Counter.Action.case(` … `)`,
//   labeled when the case declares labels.
// * `String`: a quoted literal with Swift escapes (`"a\"b"`); strings with line breaks
//   render as a `"""` block whose content lines are at the indentation of the line that
//   opens it. `Character` and `Unicode.Scalar` are quoted too.
// * Numbers, `Bool`, `Duration`: their description. Optionals: `nil` or the wrapped value.
// * Collections (any mirror with display style `.collection`): `[`, `[0]: value` lines, `]`;
//   empty `[]`. Dictionaries: `[`, `key: value` lines sorted by the key's dump, `]`; empty
//   `[:]`. Sets: `Set([`, element lines sorted by dump, `])`; empty `Set([])`.
// * Tuples: `(`, `label: value` or `value` lines, `)`; empty `()`.
// * Foundation: `Date(2024-01-01T00:00:00.000Z)` (UTC, milliseconds), `URL(https://x)`,
//   `UUID(…)`, `Data(3 bytes)`, `TimeZone(…)`, `Locale(…)`, decimals as numbers.
// * Key paths use `String(describing:)` (`\State.count`); metatypes `Counter.State.self`;
//   ranges `0..<5` and `0...5`.
// * `CustomDumpRepresentable` values render as their `customDumpValue` (structurally);
//   `CustomDumpStringConvertible` values render as their `customDumpDescription` (a leaf;
//   lines after the first are indented to the value's position).
// * Anything else without children renders as `String(describing:)`.

/// A type that provides its own one-line rendering for ``customDump(_:)`` and
/// ``diff(_:_:)``, used instead of reflecting its stored properties.
///
/// The description is a leaf: diffs show it as whole lines. A multi-line description is
/// accepted (its later lines are indented to the value's position and diffed line by
/// line); to keep structural diffs, conform to ``CustomDumpRepresentable`` instead.
///
/// ```swift
/// struct Token: CustomDumpStringConvertible {
///   var raw: String
///   var customDumpDescription: String { "Token(\(raw.prefix(4))…)" }
/// }
/// customDump(Token(raw: "abcdef"))  // Token(abcd…)
/// ```
public protocol CustomDumpStringConvertible {
  /// The text shown for this value in dumps and diffs, e.g. `"Token(abcd…)"`.
  var customDumpDescription: String { get }
}

/// Renders `value` as a readable, multi-line structural description.
///
/// ```swift
/// enum Counter {
///   struct State { var count = 0; var name = "a" }
/// }
/// print(customDump(Counter.State()))
/// // Counter.State(
/// //   count: 0,
/// //   name: "a"
/// // )
/// customDump([1, 2])      // "[\n  [0]: 1,\n  [1]: 2\n]"
/// customDump(Int?.none)   // "nil"
/// ```
///
/// Built on `Mirror`; intended for test and debug output, not for hot paths.
public func customDump<T>(_ value: T) -> String {
  dumpNode(value).rendered
}

/// Reflects `value` into the tree that ``customDump(_:)`` renders and ``diff(_:_:)`` walks.
func dumpNode(_ value: Any) -> DumpNode {
  dumpNode(value, ancestors: [])
}

/// Inline enum payloads longer than this go on separate lines (unless single and unlabeled).
private let dumpInlinePayloadLimit = 60

private func dumpNode(_ value: Any, ancestors: Set<ObjectIdentifier>) -> DumpNode {
  let mirror = Mirror(reflecting: value)

  // Optionals first: the casts below would silently look through them.
  if mirror.displayStyle == .optional {
    guard let wrapped = mirror.children.first else { return .leaf(["nil"]) }
    return dumpNode(wrapped.value, ancestors: ancestors)
  }
  if let representable = value as? any CustomDumpRepresentable {
    let replacement = representable.customDumpValue
    if ObjectIdentifier(type(of: replacement)) != ObjectIdentifier(type(of: value)) {
      return dumpNode(replacement, ancestors: ancestors)
    }
  }
  if let custom = value as? any CustomDumpStringConvertible {
    return .leaf(dumpSplitLines(custom.customDumpDescription))
  }
  if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
    return dumpNode(hashable.base, ancestors: ancestors)
  }
  if let lines = dumpLeafLines(value) {
    return .leaf(lines)
  }

  let typeName = dumpTypeName(type(of: value))
  if let range = dumpRangeLine(mirror, typeName: typeName, ancestors: ancestors) {
    return .leaf([range])
  }
  switch mirror.displayStyle {
  case .collection:
    let children = mirror.children.enumerated().map { index, child in
      DumpChild(
        label: ["[\(index)]"], key: "\(index)", node: dumpNode(child.value, ancestors: ancestors))
    }
    return .container(
      DumpContainer(open: "[", close: "]", empty: "[]", matching: .positions, children: children)
    )

  case .dictionary:
    let children = mirror.children.map { pair -> DumpChild in
      let parts = Array(Mirror(reflecting: pair.value).children)
      guard parts.count == 2 else {
        let node = dumpNode(pair.value, ancestors: ancestors)
        return DumpChild(label: [], key: node.rendered, node: node)
      }
      let keyNode = dumpNode(parts[0].value, ancestors: ancestors)
      let keyLines = dumpLines(keyNode, label: [], indent: "", trailing: "")
      return DumpChild(
        label: keyLines,
        key: keyLines.joined(separator: "\n"),
        node: dumpNode(parts[1].value, ancestors: ancestors)
      )
    }
    return .container(
      DumpContainer(
        open: "[", close: "]", empty: "[:]", matching: .keys,
        children: children.sorted { $0.key < $1.key }
      )
    )

  case .set:
    let children = mirror.children.map { child -> DumpChild in
      let node = dumpNode(child.value, ancestors: ancestors)
      return DumpChild(label: [], key: node.rendered, node: node)
    }
    return .container(
      DumpContainer(
        open: "Set([", close: "])", empty: "Set([])", matching: .members,
        children: children.sorted { $0.key < $1.key }
      )
    )

  case .tuple:
    return .container(
      DumpContainer(
        open: "(", close: ")", empty: "()", matching: .fields,
        children: dumpFieldChildren(mirror.children, ancestors: ancestors)
      )
    )

  case .enum:
    return dumpEnumNode(value, mirror: mirror, typeName: typeName, ancestors: ancestors)

  case .class:
    let object = value as AnyObject
    let identifier = ObjectIdentifier(object)
    if ancestors.contains(identifier) {
      return .leaf(["\(typeName)(↩︎)"])
    }
    var mirrors: [Mirror] = []
    var current: Mirror? = mirror
    while let next = current {
      mirrors.append(next)
      current = next.superclassMirror
    }
    let inner = ancestors.union([identifier])
    let children = mirrors.reversed().flatMap { dumpFieldChildren($0.children, ancestors: inner) }
    return dumpStructured(typeName, children)

  case .struct:
    return dumpStructured(typeName, dumpFieldChildren(mirror.children, ancestors: ancestors))

  default:
    if mirror.children.isEmpty {
      return .leaf(dumpSplitLines(String(describing: value)))
    }
    // A custom mirror without a display style: show it like a struct.
    return dumpStructured(typeName, dumpFieldChildren(mirror.children, ancestors: ancestors))
  }
}

/// `Range` and `ClosedRange` with one-line bounds render as `0..<5` and `0...5`.
private func dumpRangeLine(
  _ mirror: Mirror, typeName: String, ancestors: Set<ObjectIdentifier>
) -> String? {
  let isHalfOpen = typeName.hasPrefix("Range<")
  guard isHalfOpen || typeName.hasPrefix("ClosedRange<") else { return nil }
  let bounds = Array(mirror.children)
  guard bounds.count == 2, bounds[0].label == "lowerBound", bounds[1].label == "upperBound",
    let lower = dumpNode(bounds[0].value, ancestors: ancestors).singleLine,
    let upper = dumpNode(bounds[1].value, ancestors: ancestors).singleLine
  else { return nil }
  return lower + (isHalfOpen ? "..<" : "...") + upper
}

private func dumpStructured(_ typeName: String, _ children: [DumpChild]) -> DumpNode {
  .container(
    DumpContainer(
      open: "\(typeName)(", close: ")", empty: "\(typeName)()", matching: .fields,
      children: children
    )
  )
}

/// Children of a struct, class or tuple. Tuple positions (`.0`) are left unlabeled. A
/// property wrapper's storage (`_detail`, holding a ``CustomDumpRepresentable`` wrapper such
/// as `PresentationState`) is labelled as the property (`detail`), as it is written.
private func dumpFieldChildren(
  _ children: Mirror.Children, ancestors: Set<ObjectIdentifier>
) -> [DumpChild] {
  children.enumerated().map { index, child in
    var label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
    if let wrapped = label, wrapped.hasPrefix("_"), child.value is any CustomDumpRepresentable {
      label = String(wrapped.dropFirst())
    }
    return DumpChild(
      label: label.map { [$0] } ?? [],
      key: label ?? ".\(index)",
      node: dumpNode(child.value, ancestors: ancestors)
    )
  }
}

private func dumpEnumNode(
  _ value: Any, mirror: Mirror, typeName: String, ancestors: Set<ObjectIdentifier>
) -> DumpNode {
  guard let payload = mirror.children.first, let caseName = payload.label else {
    return .leaf(["\(typeName).\(dumpEnumCaseName(value))"])
  }
  let payloadMirror = Mirror(reflecting: payload.value)
  let children: [DumpChild]
  if payloadMirror.displayStyle == .tuple {
    children = dumpFieldChildren(payloadMirror.children, ancestors: ancestors)
  } else {
    children = [
      DumpChild(label: [], key: ".0", node: dumpNode(payload.value, ancestors: ancestors))
    ]
  }
  let name = "\(typeName).\(caseName)"

  let inlineParts = children.compactMap { child in
    child.node.singleLine.map { child.label.isEmpty ? $0 : "\(child.label[0]): \($0)" }
  }
  if inlineParts.count == children.count {
    let inline = "\(name)(\(inlineParts.joined(separator: ", ")))"
    let isSingleUnlabeled = children.count == 1 && children[0].label.isEmpty
    if isSingleUnlabeled || inline.count <= dumpInlinePayloadLimit {
      return .leaf([inline])
    }
  }
  return .container(
    DumpContainer(
      open: "\(name)(", close: ")", empty: "\(name)()", matching: .fields, children: children
    )
  )
}

/// The case name of a payload-less enum value, read from the runtime metadata so that a
/// `CustomStringConvertible` conformance cannot replace it.
private func dumpEnumCaseName(_ value: Any) -> String {
  enumCaseName(of: value) ?? String(describing: value)
}

/// Splits on line feeds, including those inside `\r\n` grapheme clusters.
private func dumpSplitLines(_ text: String) -> [String] {
  text.unicodeScalars
    .split(separator: "\n", omittingEmptySubsequences: false)
    .map { String(String.UnicodeScalarView($0)) }
}
