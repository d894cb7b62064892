#!/usr/bin/env bash
# Instructions per operation of benchmark scenarios and their baselines, counted by callgrind.
# Deterministic, so it judges a change on a busy machine where timings are noise. See --help.
set -uo pipefail

usage() {
  cat <<'USAGE'
Usage: Scripts/instructions.sh [--operations N] SCENARIO...
       Scripts/instructions.sh --check | --record

Builds CoreBenchmarks (Benchmarks/) in release mode, then runs each named scenario (an
exact name from `Scripts/bench.sh --list`, such as NestedStore.NestedSend) and its baseline
under `valgrind --tool=callgrind`, with N and 2N operations (default N = 2000). The
difference divided by N is the instruction count of one operation, setup excluded. Prints
one line per scenario: instructions per operation, its baseline's, and their ratio.

  --check   count the scenarios listed in Benchmarks/instructions.txt (without their
            baselines) and compare each with the figure recorded there: exit 1, naming
            the scenario, when one rises more than 10 % above it. A fall of more than
            10 % is reported, not failed: record the new figures so that it is kept.
            Scripts/test.sh --build-checks runs this as the check "instructions".
  --record  count the same scenarios and write their figures to
            Benchmarks/instructions.txt: after a change that is meant to cost more (say
            why in the commit), or one that made them cheaper

Hashing is made deterministic (SWIFT_DETERMINISTIC_HASHING=1), so a dictionary's layout
does not move the counts from one run to the next. Needs valgrind. Slow (valgrind runs
code about 50 times slower), but not disturbed by other work on the machine.

Exit status: 0 on success (and, with --check, every scenario within its budget); 1 when
the build or a count fails or a scenario is over budget; 2 for a bad argument.
USAGE
}

operations=2000
scenarios=()
mode=measure
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --operations)
      [[ "${2:-}" =~ ^[1-9][0-9]*$ ]] || { echo "error: --operations needs a positive number" >&2; exit 2; }
      operations="$2"; shift 2 ;;
    --check) mode=check; shift ;;
    --record) mode=record; shift ;;
    -*) echo "error: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    *) scenarios+=("$1"); shift ;;
  esac
done

root="$(cd "$(dirname "$0")/.." && pwd)"
recorded="$root/Benchmarks/instructions.txt"
if [ "$mode" != measure ]; then
  [ ${#scenarios[@]} -eq 0 ] || { echo "error: --$mode takes no scenario names" >&2; exit 2; }
  [ -f "$recorded" ] || { echo "error: $recorded is missing" >&2; exit 1; }
  while read -r scenario _; do scenarios+=("$scenario"); done < <(grep -vE '^(#|$)' "$recorded")
fi
if [ ${#scenarios[@]} -eq 0 ]; then usage >&2; exit 2; fi
command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 1; }

package="$root/Benchmarks"
swift build -c release --package-path "$package" --product CoreBenchmarks >&2 || exit 1
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
bin_path="$(swift build -c release --package-path "$package" --show-bin-path)"
binary="$scratch/CoreBenchmarks"
# shellcheck source=lib/callgrind.sh
source "$root/Scripts/lib/callgrind.sh"
strip_for_valgrind "$bin_path" CoreBenchmarks libEffects.so || exit 1

if [ "$mode" = measure ]; then
  printf '%-28s %14s %14s %8s\n' scenario "instr/op" "baseline" ratio
  for scenario in "${scenarios[@]}"; do
    scenario_count="$(per_operation "$operations" --filter "$scenario")" || exit 1
    baseline_count="$(per_operation "$operations" --filter "$scenario" --baselines)" || exit 1
    if [ "$baseline_count" -gt 0 ]; then
      ratio="$(awk -v a="$scenario_count" -v b="$baseline_count" 'BEGIN { printf "%.2fx", a / b }')"
    else
      baseline_count="-"; ratio="-"
    fi
    printf '%-28s %14s %14s %8s\n' "$scenario" "$scenario_count" "$baseline_count" "$ratio"
  done
  exit 0
fi

if [ "$mode" = record ]; then
  {
    echo "# Instructions per operation of Core's main scenarios, counted by callgrind on a release"
    echo "# build. Scripts/instructions.sh --check (run by Scripts/test.sh --build-checks) fails when"
    echo "# one rises more than 10 % above its figure here; Scripts/instructions.sh --record writes them."
    echo "# Recorded on $(git -C "$root" describe --always --dirty 2>/dev/null || echo "an unknown commit")."
  } >"$scratch/recorded"
  for scenario in "${scenarios[@]}"; do
    count="$(per_operation "$operations" --filter "$scenario")" || exit 1
    echo "$scenario $count" | tee -a "$scratch/recorded" >&2
  done
  mv "$scratch/recorded" "$recorded" && echo "wrote $recorded" >&2
  exit
fi

# --check
over=()
printf '%-28s %10s %10s %8s\n' scenario recorded now change
while read -r scenario figure; do
  count="$(per_operation "$operations" --filter "$scenario")" || exit 1
  change="$(awk -v a="$count" -v b="$figure" 'BEGIN { printf "%+.1f%%", (a - b) * 100 / b }')"
  verdict=""
  if [ $((count * 10)) -gt $((figure * 11)) ]; then
    verdict="  OVER BUDGET (more than 10 % above the recorded figure)"
    over+=("$scenario")
  elif [ $((count * 10)) -lt $((figure * 9)) ]; then
    verdict="  cheaper: run Scripts/instructions.sh --record to keep it"
  fi
  printf '%-28s %10s %10s %8s%s\n' "$scenario" "$figure" "$count" "$change" "$verdict"
done < <(grep -vE '^(#|$)' "$recorded")
if [ ${#over[@]} -gt 0 ]; then
  echo "FAIL: more than 10 % more instructions per operation than recorded in" \
    "Benchmarks/instructions.txt: ${over[*]}"
  exit 1
fi
echo "ok: every scenario within 10 % of Benchmarks/instructions.txt"
