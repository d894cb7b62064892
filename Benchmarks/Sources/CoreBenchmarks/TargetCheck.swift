import Foundation

/// One of the performance targets Core's send path aims for, judged from the figures.
///
/// Targets are reported, never asserted: a miss is a finding to act on, not a failed build.
struct TargetCheck {
  /// Whether the figures meet the target.
  enum Verdict {
    case met, missed

    /// `met` or `MISSED`, padded to one width.
    var label: String {
      switch self {
      case .met: "met   "
      case .missed: "MISSED"
      }
    }
  }

  /// The target, in words.
  let target: String
  let verdict: Verdict
  /// The figures behind the verdict.
  let detail: String

  /// The checks whose scenarios ran.
  static func all(_ results: [ScenarioResult]) -> [TargetCheck] {
    let figures = Figures(results)
    return [
      storeSendOverhead(figures),
      rootSendRatio(figures),
      handWrittenRatio(figures, "NestedStore.NestedSend"),
      handWrittenRatio(figures, "NestedStore.Send"),
      handWrittenRatio(figures, "WideStore.Send(10)"),
      forEachScaling(figures),
      scopeLevelAllocations(figures),
      sendAllocations(figures),
      nestedScopeTime(figures),
    ]
    .compactMap { $0 }
  }

  /// A root send in the 10-level feature costs at most twice a root send to a leaf counter:
  /// the levels below the root must not make the root's own actions dearer.
  private static func rootSendRatio(_ figures: Figures) -> TargetCheck? {
    guard let root = figures["NestedStore.RootSend"], let leaf = figures["Store.Send"] else {
      return nil
    }
    let ratio = root.timing.median / leaf.timing.median
    return TargetCheck(
      target: "NestedStore.RootSend within 2x of Store.Send",
      verdict: ratio <= 2 ? .met : .missed,
      detail: "\(times(ratio)) (\(ns(root.timing.median)) against \(ns(leaf.timing.median)))"
    )
  }

  /// A composed scenario within 2x of its baseline, the same feature written by hand.
  private static func handWrittenRatio(_ figures: Figures, _ name: String) -> TargetCheck? {
    guard let send = figures[name], let ratio = send.ratio, let baseline = send.baseline else {
      return nil
    }
    return TargetCheck(
      target: "\(name) within 2x of the hand-written function",
      verdict: ratio <= 2 ? .met : .missed,
      detail: "\(times(ratio)) (\(ns(send.timing.median)) against \(ns(baseline.median)))"
    )
  }

  /// Every synchronous send allocates no more than its baseline does.
  ///
  /// The `Shared.Send` scenarios are left out: what they allocate beyond their baselines is
  /// the shared write's (`Shared.WithLock` shows it alone), not the send path's.
  private static func sendAllocations(_ figures: Figures) -> TargetCheck? {
    let sends = figures.all.filter {
      $0.name.contains("Send") && $0.name != "TestStore.Send" && !$0.name.hasPrefix("Shared.")
    }
    var extra: [String] = []
    var checked = 0
    for send in sends {
      guard let calls = send.allocations?.callsPerOperation,
        let baseline = send.baselineAllocations?.callsPerOperation
      else { continue }
      checked += 1
      if calls - baseline >= 0.05 {
        extra.append(String(format: "%@ +%.2f", send.name, calls - baseline))
      }
    }
    guard checked > 0 else { return nil }
    return TargetCheck(
      target: "no send allocates beyond its baseline",
      verdict: extra.isEmpty ? .met : .missed,
      detail: extra.isEmpty ? "\(checked) send scenarios checked" : extra.joined(separator: ", ")
    )
  }

  private static func storeSendOverhead(_ figures: Figures) -> TargetCheck? {
    guard let send = figures["Store.Send"], let overhead = send.overhead,
      let baseline = send.baseline
    else {
      return nil
    }
    let limit = 100.0
    return TargetCheck(
      target: "Store.Send adds at most 100 ns to its baseline",
      verdict: overhead <= limit ? .met : .missed,
      detail: "adds \(ns(overhead)) (\(ns(send.timing.median)) against \(ns(baseline.median)))"
        + (overhead > limit ? ", \(ns(overhead - limit)) over" : "")
    )
  }

  private static func forEachScaling(_ figures: Figures) -> TargetCheck? {
    guard let large = figures["ForEach.Send(100000)"], let small = figures["ForEach.Send(10)"]
    else { return nil }
    let ratio = large.timing.median / small.timing.median
    return TargetCheck(
      target: "ForEach.Send(100000) within 1.5x of ForEach.Send(10)",
      verdict: ratio <= 1.5 ? .met : .missed,
      detail: "\(times(ratio)) (\(ns(large.timing.median)) against \(ns(small.timing.median)))"
    )
  }

  /// Allocations the scope levels add: what sending through the innermost store allocates
  /// beyond its baseline, less what sending the same action from the root allocates beyond
  /// its baseline, per level. Both baselines build the action the way their store does, so
  /// the boxes of `indirect case child` cancel out.
  private static func scopeLevelAllocations(_ figures: Figures) -> TargetCheck? {
    guard
      let scoped = figures["NestedStore.Send"], let root = figures["NestedStore.NestedSend"],
      let scopedAllocations = scoped.allocations?.callsPerOperation,
      let scopedBaseline = scoped.baselineAllocations?.callsPerOperation,
      let rootAllocations = root.allocations?.callsPerOperation,
      let rootBaseline = root.baselineAllocations?.callsPerOperation
    else { return nil }
    let levels = Double(Scenario.nestingDepth)
    let perLevel =
      ((scopedAllocations - scopedBaseline) - (rootAllocations - rootBaseline)) / levels
    return TargetCheck(
      target: "no allocation per scope level on the send path",
      verdict: perLevel < 0.05 ? .met : .missed,
      detail: String(
        format:
          "%.2f per level (NestedStore.Send %.2f, baseline %.2f; NestedSend %.2f, baseline %.2f)",
        perLevel, scopedAllocations, scopedBaseline, rootAllocations, rootBaseline
      )
    )
  }

  private static func nestedScopeTime(_ figures: Figures) -> TargetCheck? {
    guard let scope = figures["NestedStore.Scope"] else { return nil }
    let limit = 3_000.0
    return TargetCheck(
      target: "NestedStore.Scope (\(Scenario.nestingDepth) levels) under 3 µs",
      verdict: scope.timing.median < limit ? .met : .missed,
      detail: "\(ns(scope.timing.median))"
        + (scope.timing.median >= limit ? ", \(times(scope.timing.median / limit)) the limit" : "")
    )
  }

  /// Figures that explain the targets: what one scope level costs on the send path, and
  /// what the store adds per send.
  static func notes(_ results: [ScenarioResult]) -> [String] {
    let figures = Figures(results)
    var notes: [String] = []
    if let scoped = figures["NestedStore.Send"], let root = figures["NestedStore.NestedSend"] {
      let perLevel = (scoped.timing.median - root.timing.median) / Double(Scenario.nestingDepth)
      notes.append(
        "one scope level on the send path: \(ns(perLevel)) "
          + "((NestedStore.Send - NestedStore.NestedSend) / \(Scenario.nestingDepth))"
      )
    }
    let wide = Scenario.wideSizes.compactMap { count in
      figures["WideStore.Send(\(count))"].map { (count, $0) }
    }
    if !wide.isEmpty {
      let perSibling = wide.map { count, result in
        "\(count): \(ns((result.timing.median - (result.baseline?.median ?? 0)) / Double(count)))"
      }
      notes.append(
        "WideStore.Send(N), what the store adds per sibling: " + perSibling.joined(separator: ", "))
    }
    for name in ["Store.Send", "NestedStore.NestedSend"] {
      guard let result = figures[name], let allocations = result.allocations else { continue }
      let baseline = result.baselineAllocations
      notes.append(
        String(
          format: "%@: %.2f allocations, %.0f bytes per send (baseline %.2f, %.0f bytes)", name,
          allocations.callsPerOperation, allocations.bytesPerOperation,
          baseline?.callsPerOperation ?? .nan, baseline?.bytesPerOperation ?? .nan
        )
      )
    }
    return notes
  }

  private static func ns(_ value: Double) -> String {
    "\(Report.nanoseconds(value)) ns"
  }

  private static func times(_ value: Double) -> String {
    String(format: "%.2fx", value)
  }
}

/// Results by scenario name.
private struct Figures {
  private let byName: [String: ScenarioResult]

  init(_ results: [ScenarioResult]) {
    byName = Dictionary(results.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    all = results
  }

  /// Every result, in the order they ran.
  let all: [ScenarioResult]

  subscript(name: String) -> ScenarioResult? { byName[name] }
}
