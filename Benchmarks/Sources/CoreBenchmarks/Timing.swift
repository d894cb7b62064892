/// The timing of one workload: nanoseconds per operation in each run, and how many
/// operations each run performed.
struct Timing {
  /// Operations per run.
  let iterations: Int
  /// Nanoseconds per operation, one figure per run, in the order they ran.
  let samples: [Double]

  /// The median of the runs: the figure to quote.
  var median: Double {
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The fastest run.
  var min: Double { samples.min() ?? 0 }

  /// The slowest run.
  var max: Double { samples.max() ?? 0 }
}

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
