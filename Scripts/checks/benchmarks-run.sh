#!/usr/bin/env bash
# Checks that Core's benchmark executable (the Benchmarks package) still builds in release
# mode and runs every scenario (a --quick smoke run: its figures are not meant to be read),
# and that no scenario's navigation types fell back to runtime look-ups
# (StoreDiagnostics.cacheFallbackCount, printed by the benchmark as "cache fallbacks: N").
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
errors="$(mktemp)"
trap 'rm -f "$errors"' EXIT
output="$("$root/Scripts/bench.sh" --quick --json 2>"$errors")" \
  || { cat "$errors"; echo "FAIL: Scripts/bench.sh --quick failed"; exit 1; }
# Every scenario's navigation types found their slots in Core's per-type tables: none asked
# the runtime on every send (StoreDiagnostics.cacheFallbackCount).
if ! grep -qx "cache fallbacks: 0" "$errors"; then
  echo "FAIL: $(grep "cache fallbacks" "$errors" || echo "no 'cache fallbacks' line") (expected 0)"
  exit 1
fi
missing=()
for scenario in Store.Send NestedStore.NestedSend "WideStore.Send(1000)" Destination.Send "ForEach.Send(100000)" Effect.Run TestStore.Send; do
  grep -qF "\"$scenario\"" <<<"$output" || missing+=("$scenario")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "FAIL: the benchmark output has no figure for: ${missing[*]}"
  exit 1
fi
echo "ok: every benchmark scenario ran (quick smoke run), with no cache fallback"
