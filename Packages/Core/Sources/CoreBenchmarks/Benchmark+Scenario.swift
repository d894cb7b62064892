extension Benchmark {
  /// Times `scenario` and its baseline, and counts their allocations.
  ///
  /// The runs of a scenario and of its baseline alternate, so that a change in the load of
  /// the machine while they run shifts both figures and not only their ratio.
  @MainActor
  func run(_ scenario: Scenario, progress: (String) -> Void) async -> ScenarioResult {
    progress("running \(scenario.name)\(scenario.baseline == nil ? "" : " and its baseline")…")
    // Built here and released on return, so what they hold (a `TestStore`, a 100,000-row
    // state) is gone before the next scenario.
    let workload = scenario.make()
    let baseline = scenario.baseline?.make()
    let iterations = await calibrate(workload)
    var baselineIterations = 0
    if let baseline { baselineIterations = await calibrate(baseline) }
    var samples: [Double] = []
    var baselineSamples: [Double] = []
    for _ in 0..<runs {
      samples.append(await nanosecondsPerOperation(workload, iterations: iterations))
      if let baseline {
        baselineSamples.append(
          await nanosecondsPerOperation(baseline, iterations: baselineIterations))
      }
    }
    let allocations = await AllocationCounter.measure(workload, iterations: min(iterations, 1_000))
    var baselineAllocations: AllocationFigure?
    if let baseline {
      baselineAllocations = await AllocationCounter.measure(
        baseline, iterations: min(baselineIterations, 1_000))
    }
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
