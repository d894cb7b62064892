import Foundation

/// The table printed by default: one row per scenario, then the machine and the targets.
struct Report {
  let results: [ScenarioResult]
  let machine: Machine
  let benchmark: Benchmark

  /// The whole report, ready to print.
  var text: String {
    var lines: [String] = []
    let seconds = benchmark.runDuration.nanoseconds / 1e9
    lines.append(
      "Core benchmarks: nanoseconds per operation, median of \(benchmark.runs) "
        + "\(benchmark.runs == 1 ? "run" : "runs") of about \(String(format: "%g", seconds)) s each"
    )
    lines.append("machine: \(machine.description)")
    #if DEBUG
      lines.append("WARNING: debug build; these figures say nothing about release performance")
    #endif
    lines.append("")
    lines.append(contentsOf: table)
    let checks = TargetCheck.all(results)
    if !checks.isEmpty {
      lines.append("")
      lines.append("targets:")
      lines.append(contentsOf: checks.map { "  \($0.verdict.label) \($0.target): \($0.detail)" })
    }
    let notes = TargetCheck.notes(results)
    if !notes.isEmpty {
      lines.append("")
      lines.append("notes:")
      lines.append(contentsOf: notes.map { "  \($0)" })
    }
    return lines.joined(separator: "\n")
  }

  private var table: [String] {
    let header = ["scenario", "median", "min", "max", "baseline", "ratio", "allocs", "base allocs"]
    let rows = results.map { result in
      [
        result.name,
        Self.nanoseconds(result.timing.median),
        Self.nanoseconds(result.timing.min),
        Self.nanoseconds(result.timing.max),
        result.baseline.map { Self.nanoseconds($0.median) } ?? "-",
        result.ratio.map { String(format: "%.2fx", $0) } ?? "-",
        Self.allocations(result.allocations),
        result.baseline == nil ? "-" : Self.allocations(result.baselineAllocations),
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }
      .joined(separator: "  ")
    }
    return [line(header), String(repeating: "-", count: line(header).count)] + rows.map(line)
      + ["(median, min, max, baseline: ns per operation; allocs: malloc calls per operation)"]
  }

  /// `12.3` below 10,000 ns, `123456` above.
  static func nanoseconds(_ value: Double) -> String {
    value < 10_000 ? String(format: "%.1f", value) : String(format: "%.0f", value)
  }

  private static func allocations(_ figure: AllocationFigure?) -> String {
    figure.map { String(format: "%.2f", $0.callsPerOperation) } ?? "n/a"
  }
}
