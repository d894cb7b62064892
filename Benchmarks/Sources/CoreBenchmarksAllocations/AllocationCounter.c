#include "AllocationCounter.h"

// NB: <errno.h> comes first because it is what defines __GLIBC__.
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

// NB: glibc lets a program replace malloc by defining it in the executable, and exports its
// own allocator as __libc_*. Each replacement counts, then forwards to glibc, so memory from
// either side can be freed by the other and glibc's other functions (malloc_usable_size,
// mallinfo2) keep working. Counting is off unless a measurement runs: the cost while timing
// is one relaxed load per call.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_bool counting;
static atomic_ullong calls;
static atomic_ullong bytes;

static inline void record(size_t size) {
  if (atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&calls, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&bytes, size, memory_order_relaxed);
  }
}

void *malloc(size_t size) {
  record(size);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  record(count * size);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  record(size);
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  record(size);
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  record(size);
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  record(size);
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

bool core_bench_allocations_available(void) { return true; }

void core_bench_allocations_begin(void) {
  atomic_store(&calls, 0);
  atomic_store(&bytes, 0);
  atomic_store(&counting, true);
}

CoreBenchAllocations core_bench_allocations_end(void) {
  atomic_store(&counting, false);
  CoreBenchAllocations result = {atomic_load(&calls), atomic_load(&bytes)};
  return result;
}

#else

bool core_bench_allocations_available(void) { return false; }

void core_bench_allocations_begin(void) {}

CoreBenchAllocations core_bench_allocations_end(void) {
  CoreBenchAllocations result = {0, 0};
  return result;
}

#endif
