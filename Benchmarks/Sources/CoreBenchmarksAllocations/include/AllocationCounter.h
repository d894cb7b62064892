// Counts calls to the C allocator (malloc, calloc, realloc, memalign, aligned_alloc,
// posix_memalign) between a begin and an end, in every thread, so the benchmarks can report
// allocations per operation. Only glibc can be counted: elsewhere `available` is false.
#pragma once
#include <stdbool.h>

/// What the allocator was asked for between `core_bench_allocations_begin` and `_end`.
typedef struct {
  unsigned long long calls;
  unsigned long long bytes;
} CoreBenchAllocations;

/// Whether this build replaces the allocator, so that counts mean something.
bool core_bench_allocations_available(void);

/// Resets the counts and starts counting.
void core_bench_allocations_begin(void);

/// Stops counting and returns what was counted since `core_bench_allocations_begin`.
CoreBenchAllocations core_bench_allocations_end(void);
