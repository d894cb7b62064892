import CoreBenchmarksAllocations

/// Calls to the C allocator per operation, and the bytes they asked for.
struct AllocationFigure {
  /// `malloc`-family calls per operation, in every thread.
  let callsPerOperation: Double
  /// Bytes requested per operation.
  let bytesPerOperation: Double
}

/// Counts allocations made while a workload runs.
///
/// The benchmark executable replaces glibc's `malloc`, `calloc`, `realloc`, `memalign`,
/// `aligned_alloc` and `posix_memalign` with versions that count and then call glibc's own
/// (see the `CoreBenchmarksAllocations` target). Every heap allocation of the Swift runtime
/// (objects, closure contexts, boxes, array and dictionary buffers, new tasks) goes through
/// them. Memory a task takes from its own task allocator (async frames, task-local values
/// bound inside a task) does not, except when that allocator needs a new slab.
enum AllocationCounter {
  /// Whether counts are real: the allocator is replaced and a known allocation is seen.
  static let isAvailable: Bool = {
    guard core_bench_allocations_available() else { return false }
    core_bench_allocations_begin()
    blackHole([Int](repeating: 7, count: 64))
    return core_bench_allocations_end().calls > 0
  }()

  /// The allocations of `iterations` operations of `workload`, per operation; `nil` where
  /// allocations cannot be counted.
  @MainActor
  static func measure(_ workload: Workload, iterations: Int) async -> AllocationFigure? {
    guard isAvailable, iterations > 0 else { return nil }
    core_bench_allocations_begin()
    _ = await workload.time(iterations)
    let counted = core_bench_allocations_end()
    return AllocationFigure(
      callsPerOperation: Double(counted.calls) / Double(iterations),
      bytesPerOperation: Double(counted.bytes) / Double(iterations)
    )
  }
}
