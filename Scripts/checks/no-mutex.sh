#!/usr/bin/env bash
# Checks that no source file uses `Synchronization.Mutex`. On Linux, Mutex hands the lock
# from one thread to another through a futex that ThreadSanitizer cannot see, so two
# accesses made under the same Mutex are reported as a race whenever the lock was
# contended (seen in CI: FileWrites, under `Scripts/test.sh --sanitize thread`). Use Core's
# `LockIsolated` (an NSLock, which ThreadSanitizer understands) instead; `Atomic` is fine.
# Exit status 0 when no source uses Mutex; 1 with the offending lines.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root" || exit 1
hits="$(grep -rnE '\bMutex *[<(]' --include='*.swift' Packages App Tests Benchmarks Scripts \
  --exclude-dir='.build*' || true)"
if [ -n "$hits" ]; then
  echo "FAIL: Synchronization.Mutex is used (ThreadSanitizer reports false races on Linux;"
  echo "      use LockIsolated):"
  echo "$hits"
  exit 1
fi
echo "ok: no source uses Synchronization.Mutex"
