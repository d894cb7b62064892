#!/usr/bin/env bash
# Instructions per operation of benchmark scenarios and their baselines, counted by callgrind.
# Deterministic, so it judges a change on a busy machine where timings are noise. See --help.
set -uo pipefail

usage() {
  cat <<'USAGE'
Usage: Scripts/instructions.sh [--operations N] SCENARIO...

Builds CoreBenchmarks in release mode, then runs each named scenario (an exact name from
`Scripts/bench.sh --list`, such as NestedStore.NestedSend) and its baseline under
`valgrind --tool=callgrind`, with N and 2N operations (default N = 2000). The difference
divided by N is the instruction count of one operation, setup excluded. Prints one line per
scenario: instructions per operation, its baseline's, and their ratio.

Needs valgrind. Slow (valgrind runs code about 50 times slower), but not disturbed by other
work on the machine.
USAGE
}

operations=2000
scenarios=()
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --operations) operations="${2:?--operations needs a value}"; shift 2 ;;
    *) scenarios+=("$1"); shift ;;
  esac
done
if [ ${#scenarios[@]} -eq 0 ]; then usage >&2; exit 2; fi
command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 1; }

root="$(cd "$(dirname "$0")/.." && pwd)"
package="$root/Packages/Core"
swift build -c release --package-path "$package" --product CoreBenchmarks >&2 || exit 1
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# valgrind cannot read the DWARF 5 debug information swiftc writes: count a copy without it.
binary="$scratch/CoreBenchmarks"
objcopy --strip-debug "$(swift build -c release --package-path "$package" --show-bin-path)/CoreBenchmarks" "$binary" \
  || exit 1

# Total instructions of one run of the benchmark executable with the given arguments.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$scratch/out" "$binary" "$@" 2>"$scratch/log" >/dev/null \
    || { cat "$scratch/log" >&2; return 1; }
  sed -n 's/^summary: //p' "$scratch/out"
}

# Instructions of one operation: the difference between N and 2N operations, over N.
per_operation() {
  local one two
  one="$(instructions --operations "$operations" "$@")" || return 1
  two="$(instructions --operations "$((2 * operations))" "$@")" || return 1
  echo $(((two - one) / operations))
}

printf '%-28s %14s %14s %8s\n' scenario "instr/op" "baseline" ratio
for scenario in "${scenarios[@]}"; do
  scenario_count="$(per_operation --filter "$scenario")" || exit 1
  baseline_count="$(per_operation --filter "$scenario" --baselines)" || exit 1
  if [ "$baseline_count" -gt 0 ]; then
    ratio="$(awk -v a="$scenario_count" -v b="$baseline_count" 'BEGIN { printf "%.2fx", a / b }')"
  else
    baseline_count="-"; ratio="-"
  fi
  printf '%-28s %14s %14s %8s\n' "$scenario" "$scenario_count" "$baseline_count" "$ratio"
done
