/// The figures of one scenario, and of its baseline when it has one.
struct ScenarioResult {
  /// The scenario's name.
  let name: String
  /// The scenario's timing.
  let timing: Timing
  /// Its allocations, when they can be counted.
  let allocations: AllocationFigure?
  /// The baseline's timing, for a send scenario.
  let baseline: Timing?
  /// The baseline's allocations.
  let baselineAllocations: AllocationFigure?

  /// How many times slower than its baseline the scenario is.
  var ratio: Double? {
    baseline.map { timing.median / $0.median }
  }

  /// Nanoseconds the store adds to the baseline, per operation.
  var overhead: Double? {
    baseline.map { timing.median - $0.median }
  }
}
