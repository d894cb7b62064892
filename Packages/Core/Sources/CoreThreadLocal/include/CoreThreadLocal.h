// The thread-local slot through which a store hands its reducer the reduce's context (its
// dependencies and built bodies): one machine load or store, inlined into Swift callers.
//
// Swift has no thread-local variables of its own; `pthread_getspecific` is a library call,
// which cost about 10 ns per child level of a nested send on this project's machines (README,
// "Benchmarks"). A C `__thread` variable in the initial-exec model is read at a fixed offset
// from the thread pointer. The variable is defined once, in CoreThreadLocal.c, which links
// into the one library that holds Core (one copy of Core per process, docs/architecture.md).
#pragma once

// Initial-exec: the library holding Core is loaded with the program, never opened later, so
// the variable sits at a fixed offset from the thread pointer. Mach-O has one model only.
#if defined(__ELF__)
#define CORE_THREAD_LOCAL_MODEL __attribute__((tls_model("initial-exec")))
#else
#define CORE_THREAD_LOCAL_MODEL
#endif

/// The context of the reduce running on this thread (an unretained `ReduceScope.Box`), or
/// null when none is.
extern __thread void *_Nullable core_reduce_context CORE_THREAD_LOCAL_MODEL;

/// The context of the reduce running on this thread, or null.
static inline __attribute__((always_inline)) void *_Nullable core_reduce_context_get(void) {
  return core_reduce_context;
}

/// Sets this thread's reduce context.
static inline __attribute__((always_inline)) void core_reduce_context_set(
  void *_Nullable context) {
  core_reduce_context = context;
}

/// How many writes to dependency values are under way on this thread (`withDependencies`'
/// updates, `.dependency(_:_:)`): a default value read during one only to be replaced (a key
/// path write reads first) is not reported.
extern __thread long core_dependency_writes CORE_THREAD_LOCAL_MODEL;

/// How many dependency writes are under way on this thread.
static inline __attribute__((always_inline)) long core_dependency_writes_get(void) {
  return core_dependency_writes;
}

/// Adds `change` (1 or -1) to this thread's count of dependency writes under way.
static inline __attribute__((always_inline)) void core_dependency_writes_add(long change) {
  core_dependency_writes += change;
}
