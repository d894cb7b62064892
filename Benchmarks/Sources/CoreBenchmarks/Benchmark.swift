/// How figures are taken: how many runs per figure and how long each run should last.
///
/// A workload is first calibrated: the number of operations doubles, starting from one,
/// until a run takes at least a quarter of ``runDuration`` (which also warms caches and lets
/// stores reach their steady state), then is scaled so that a run takes about
/// ``runDuration``. Then ``runs`` runs of that many operations are timed.
struct Benchmark {
  /// Runs per figure; the figure is their median.
  var runs: Int
  /// How long one run should take: 0.2 s normally, 20 ms for a smoke run.
  var runDuration: Duration

  /// The number of operations that makes one run of `workload` take about ``runDuration``.
  @MainActor
  func calibrate(_ workload: Workload) async -> Int {
    let threshold = runDuration / 4
    var iterations = 1
    var elapsed = await workload.time(iterations)
    while elapsed < threshold, iterations < 1 << 40 {
      iterations *= 2
      elapsed = await workload.time(iterations)
    }
    let scale = runDuration.nanoseconds / Swift.max(elapsed.nanoseconds, 1)
    return Swift.max(1, Int((Double(iterations) * scale).rounded()))
  }

  /// One run of `iterations` operations of `workload`, in nanoseconds per operation.
  @MainActor
  func nanosecondsPerOperation(_ workload: Workload, iterations: Int) async -> Double {
    await workload.time(iterations).nanoseconds / Double(iterations)
  }
}
