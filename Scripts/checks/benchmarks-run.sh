#!/usr/bin/env bash
# Checks that Core's benchmark executable (the Benchmarks package) still builds in release
# mode and runs every scenario (a --quick smoke run: its figures are not meant to be read).
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
output="$("$root/Scripts/bench.sh" --quick --json)" || { echo "FAIL: Scripts/bench.sh --quick failed"; exit 1; }
missing=()
for scenario in Store.Send NestedStore.NestedSend "WideStore.Send(1000)" Destination.Send "ForEach.Send(100000)" Effect.Run TestStore.Send; do
  grep -qF "\"$scenario\"" <<<"$output" || missing+=("$scenario")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "FAIL: the benchmark output has no figure for: ${missing[*]}"
  exit 1
fi
echo "ok: every benchmark scenario ran (quick smoke run)"
