extension Benchmark {
  /// Times `scenario` and its baseline, and counts their allocations.
  ///
  /// The runs of a scenario and of its baseline alternate, so that a change in the load of
  /// the machine while they run shifts both figures and not only their ratio.
  ///
  /// The baseline is built afresh for each of its runs and released after it, so nothing it
  /// builds is alive while the scenario runs: a shared change reaches every observed store
  /// in the program, and the baseline of `Shared.Send(10 roots)` holds ten of them.
  @MainActor
  func run(_ scenario: Scenario, progress: (String) -> Void) async -> ScenarioResult {
    progress("running \(scenario.name)\(scenario.baseline == nil ? "" : " and its baseline")…")
    // Built here and released on return, so what it holds (a `TestStore`, a 100,000-row
    // state) is gone before the next scenario.
    let workload = scenario.make()
    let baseline = scenario.baseline
    let iterations = await calibrate(workload)
    var baselineIterations = 0
    var baselineAllocations: AllocationFigure?
    if let baseline {
      // Counted on the calibrated build, warm like the scenario when its allocations are.
      let calibrated = baseline.make()
      baselineIterations = await calibrate(calibrated)
      baselineAllocations = await AllocationCounter.measure(
        calibrated, iterations: min(baselineIterations, 1_000))
    }
    var samples: [Double] = []
    var baselineSamples: [Double] = []
    for _ in 0..<runs {
      samples.append(await nanosecondsPerOperation(workload, iterations: iterations))
      if let baseline {
        baselineSamples.append(
          await nanosecondsPerOperation(baseline.make(), iterations: baselineIterations))
      }
    }
    let allocations = await AllocationCounter.measure(workload, iterations: min(iterations, 1_000))
    return ScenarioResult(
      name: scenario.name,
      timing: Timing(iterations: iterations, samples: samples),
      allocations: allocations,
      baseline: baseline.map { _ in Timing(iterations: baselineIterations, samples: baselineSamples)
      },
      baselineAllocations: baselineAllocations
    )
  }
}
