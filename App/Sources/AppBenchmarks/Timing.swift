import Foundation

/// Times a closure: the median, over runs, of nanoseconds per call.
enum Timing {
  /// Calls `body` in batches for about 200 ms per run (20 ms when `quick`), `runs` times,
  /// and formats the median time per call.
  static func nanosecondsPerOperation(runs: Int, quick: Bool, _ body: () -> Void) -> String {
    let clock = ContinuousClock()
    let budget = Duration.milliseconds(quick ? 20 : 200)
    var perRun: [Double] = []
    for _ in 0..<runs {
      var calls = 0
      let start = clock.now
      while start.duration(to: clock.now) < budget {
        for _ in 0..<10 { body() }
        calls += 10
      }
      let elapsed = start.duration(to: clock.now)
      perRun.append(
        Double(elapsed.components.attoseconds) / 1e9 / Double(calls)
          + Double(elapsed.components.seconds) * 1e9 / Double(calls))
    }
    let median = perRun.sorted()[perRun.count / 2]
    return median >= 1000
      ? String(format: "%8.1f µs", median / 1000) : String(format: "%8.0f ns", median)
  }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
