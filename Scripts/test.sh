#!/usr/bin/env bash
# Runs `swift test` for every package in the repository, in dependency order, and ends with
# one summary line: "N passed, N failed". See --help.
set -uo pipefail

usage() {
  cat <<'USAGE'
Usage: Scripts/test.sh [--list] [--sanitize thread|address] [PACKAGE ...]
       Scripts/test.sh --build-checks

Builds and tests each package (swift build --build-tests, then swift test): Packages/*
first, then App, then the Tests integration package, each after the packages it depends
on. All packages build into one scratch folder, .build-test at the repository root, so
Core, Effects and every feature compile once per run, not once per package that uses
them. Then runs each check in Scripts/checks/ (one test each: it passes when the script
exits 0), but for the four that build the packages again another way (--build-checks).
Every package and check is run, even after one fails. Each step starts with a line
"==> [step/steps, m:ss in] what it runs" and ends with one giving its result and how long
it took. The last line is the total: "N passed, N failed".

  PACKAGE            run only these packages (names as in Packages/, or App, or Tests);
                     checks are skipped when packages are named
  --sanitize thread  build and test with ThreadSanitizer (swift --sanitize=thread), in
                     a scratch folder of its own, .build-test-tsan, so the normal
                     build is left alone; a package whose output holds a
                     "WARNING: ThreadSanitizer" report fails even if its tests passed.
                     Checks are skipped (they do not use the sanitizer). Also
                     --sanitize=thread
  --sanitize address the same with AddressSanitizer, in .build-test-asan; an
                     "ERROR: AddressSanitizer" report fails the package. Leak checking
                     is off (ASAN_OPTIONS=detect_leaks=0): the Swift runtime's caches
                     live until exit by design; the leak tests are unit tests that
                     check stores are released
  --build-checks     run only the checks that build again, in release mode or with
                     exclusivity checked, each a test: benchmarks-run (the
                     benchmarks' smoke run), instructions (Core's instruction counts
                     within 10 % of Benchmarks/instructions.txt), release-traps and
                     exclusivity. CI runs them after the test command; run them
                     after changing Core
  --list             print the packages in the order they would run, and exit
  --help             show this help

Before building, checks that the machine has what the run needs (the Swift toolchain,
6.0 or later; for the Tests package script; for the checks python3, nm and ldd, and
for --build-checks valgrind and objcopy) and names what is missing. It needs no git
checkout: the repository's files alone (a source archive) do.

Exit status: 0 when every package built and every test and check passed; 1 when a
package failed to build, a test failed, a sanitizer reported a problem (with
--sanitize) or a check failed; 2 for a bad argument or a missing tool.
USAGE
}

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root" || exit 1

# --- Which packages exist, in dependency order (Scripts/lib/packages.sh). ---
# shellcheck source=lib/packages.sh
source "$root/Scripts/lib/packages.sh"
load_packages "$root"

# --- Arguments. ---
selected=()
list_only=false
build_checks_only=false
# The checks that build the packages again (release mode, or Core with exclusivity checked):
# the longest steps from a clean clone, so --build-checks runs them apart.
build_checks=(benchmarks-run exclusivity instructions release-traps)
sanitizer=""
set_sanitizer() {
  case "$1" in
    thread|address) sanitizer="$1" ;;
    "") echo "error: --sanitize needs a value: thread or address" >&2; usage >&2; exit 2 ;;
    *) echo "error: unsupported sanitizer '$1' (thread or address)" >&2; usage >&2; exit 2 ;;
  esac
}
while [ $# -gt 0 ]; do
  arg="$1"
  shift
  case "$arg" in
    -h|--help) usage; exit 0 ;;
    --list) list_only=true ;;
    --build-checks) build_checks_only=true ;;
    --sanitize) set_sanitizer "${1:-}"; [ $# -gt 0 ] && shift ;;
    --sanitize=*) set_sanitizer "${arg#--sanitize=}" ;;
    -*) echo "error: unknown option '$arg'" >&2; usage >&2; exit 2 ;;
    *) selected+=("$arg") ;;
  esac
done
if $build_checks_only && { [ ${#selected[@]} -gt 0 ] || [ -n "$sanitizer" ]; }; then
  echo "error: --build-checks runs checks only: name no package and no sanitizer" >&2
  exit 2
fi
select_packages "${selected[@]}"
$build_checks_only && ordered=()
if $list_only; then
  for name in "${ordered[@]}"; do echo "$name ${dir_of[$name]}"; done
  exit 0
fi

# --- What the run needs from the machine, checked before anything builds. ---
missing=()
need() { command -v "$1" >/dev/null 2>&1 || missing+=("  $1: $2"); }
need swift "the Swift toolchain, 6.0 or later (https://www.swift.org/install)"
if ! $build_checks_only && { [ ${#selected[@]} -eq 0 ] || [[ " ${selected[*]} " == *" Tests "* ]]; }; then
  need script "util-linux; the end-to-end tests run the app in a pseudo-terminal with it"
fi
if $build_checks_only; then
  need python3 "the exclusivity check copies Core with it"
  need valgrind "Scripts/checks/instructions.sh counts Core's instructions with it"
  need objcopy "binutils; the instruction check strips debug information with it"
elif [ ${#selected[@]} -eq 0 ] && [ -z "$sanitizer" ]; then
  need python3 "the repository checks in Scripts/checks/ read manifests and docs with it"
  need nm "binutils; the one-copy-of-Core check reads symbols with it"
  need ldd "the one-copy-of-Core check reads what the app loads with it"
fi
if command -v swift >/dev/null 2>&1; then
  swift_major="$(swift --version 2>&1 | sed -nE 's/.*Swift version ([0-9]+)\..*/\1/p' | head -n 1)"
  if [ -n "$swift_major" ] && [ "$swift_major" -lt 6 ]; then
    missing+=("  swift 6.0 or later: this is $(swift --version 2>&1 | head -n 1)")
  fi
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "error: this machine lacks what Scripts/test.sh needs:" >&2
  printf '%s\n' "${missing[@]}" >&2
  echo "Install them (README, \"What you need\"), or name packages to test only those." >&2
  exit 2
fi

# --- Run. ---
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
total_passed=0
total_failed=0
broken=()
summary=()
run_start=$(date +%s)
steps=${#ordered[@]}
# The checks this run makes: the build checks with --build-checks, the others without.
checks=()
if [ ${#selected[@]} -eq 0 ] && [ -z "$sanitizer" ]; then
  for check in Scripts/checks/*.sh; do
    [ -f "$check" ] || continue
    if [[ " ${build_checks[*]} " == *" $(basename "$check" .sh) "* ]]; then
      $build_checks_only && checks+=("$check")
    else
      $build_checks_only || checks+=("$check")
    fi
  done
  steps=$((steps + ${#checks[@]}))
fi
step=0

# "m:ss" for a number of seconds.
clock() { printf '%d:%02d' $(($1 / 60)) $(($1 % 60)); }

# The line that starts each step: its number, what it runs and the time since the run began.
progress() {
  step=$((step + 1))
  echo "==> [$step/$steps, $(clock $(( $(date +%s) - run_start ))) in] $*"
}

# The line that ends each step: its verdict and how long it took.
finished() {
  echo "<== $1: $2 in $(clock "$3")"
}

# Counts per-test result lines of XCTest ("Test Case '…' passed (") and Swift Testing
# ("✔ Test x() passed after", or "━" when it passed with known issues; the closing
# "Test run with N tests" line is not a test).
count() {
  grep -E "$1" "$2" | grep -vc "Test run with" || true
}

# How many tests Swift Testing passed: the count on its closing line ("✔ Test run with N
# tests …", which counts skipped tests too) less the tests it reported failed or skipped
# ("➜ Test x() skipped."). Its per-test "passed" lines can go missing from a piped log (once
# 80 of 155, with every test run); its closing line has not. Without one (a crash), the
# per-test lines are counted.
swift_testing_passed() {
  local ran failed skipped
  ran="$(sed -nE 's/^.*Test run with ([0-9]+) tests?.*$/\1/p' "$1" | tail -n 1)"
  failed="$(count "^✘ Test .* failed after" "$1")"
  skipped="$(count "^➜ Test .* skipped" "$1")"
  if [ -n "$ran" ]; then
    echo $((ran - failed - skipped))
  else
    count "^(✔|━) Test .* passed after" "$1"
  fi
}

for name in "${ordered[@]}"; do
  dir="${dir_of[$name]}"
  log="$logs/$name.log"
  # One scratch folder for every package: SwiftPM reuses what an earlier package of the run
  # compiled (Core, Effects, the features) when it builds them again as dependencies. With
  # ThreadSanitizer, another one, so that switching between the two runs does not throw away
  # the normal debug build.
  flags=(--scratch-path "$root/.build-test")
  case "$sanitizer" in
    thread) flags=(--sanitize=thread --scratch-path "$root/.build-test-tsan") ;;
    address) flags=(--sanitize=address --scratch-path "$root/.build-test-asan") ;;
  esac
  progress "$name ($dir): swift build --build-tests, then swift test (${flags[*]})"
  start=$(date +%s)
  # NB: Building first, with `swift build`, makes SwiftPM notice source files added to a local
  # dependency since the last build; `swift test` alone sometimes plans with the old list.
  {
    swift build --build-tests --package-path "$dir" "${flags[@]}" \
      && ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" \
        swift test --skip-build --package-path "$dir" "${flags[@]}"
  } 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  seconds=$(( $(date +%s) - start ))
  passed=$(( $(count "^Test Case '.*' passed \(" "$log") + $(swift_testing_passed "$log") ))
  failed=$(( $(count "^Test Case '.*' failed \(" "$log") + $(count "^✘ Test .* failed after" "$log") ))
  # A sanitizer report fails the package whatever the exit status: the tests around the race
  # or the bad access may well have passed.
  reports=0
  case "$sanitizer" in
    thread) reports=$(grep -c "WARNING: ThreadSanitizer" "$log" || true) ;;
    address) reports=$(grep -c "ERROR: AddressSanitizer" "$log" || true) ;;
  esac
  if [ "$reports" -gt 0 ]; then
    broken+=("$name")
    summary+=("$(printf '%-18s %4d passed %4d failed  %4ds  FAILED (%d %s sanitizer reports)' "$name" "$passed" "$failed" "$seconds" "$reports" "$sanitizer")")
  elif [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
    # It failed without a failing test: it did not build, or the test process crashed.
    broken+=("$name")
    summary+=("$(printf '%-18s %4d passed %4d failed  %4ds  FAILED (exit %d: build error or crash)' "$name" "$passed" "$failed" "$seconds" "$status")")
  else
    verdict=ok
    [ "$status" -ne 0 ] && verdict=FAILED && broken+=("$name")
    summary+=("$(printf '%-18s %4d passed %4d failed  %4ds  %s' "$name" "$passed" "$failed" "$seconds" "$verdict")")
  fi
  finished "$name" "$passed passed, $failed failed" "$seconds"
  total_passed=$((total_passed + passed))
  total_failed=$((total_failed + failed))
done

# --- Checks: whole-repository properties, one test each (not sanitizer runs). ---
for check in "${checks[@]}"; do
  name="$(basename "$check" .sh)"
  progress "check $name"
  start=$(date +%s)
  bash "$check"
  status=$?
  seconds=$(( $(date +%s) - start ))
  finished "check $name" "$([ "$status" -eq 0 ] && echo ok || echo FAILED)" "$seconds"
  if [ "$status" -eq 0 ]; then
    total_passed=$((total_passed + 1))
    summary+=("$(printf '%-18s %4d passed %4d failed  %4ds  ok' "$name" 1 0 "$seconds")")
  else
    total_failed=$((total_failed + 1))
    broken+=("$name")
    summary+=("$(printf '%-18s %4d passed %4d failed  %4ds  FAILED' "$name" 0 1 "$seconds")")
  fi
done

echo
echo "==> Summary ($(clock $(( $(date +%s) - run_start ))) in all)"
for line in "${summary[@]}"; do echo "$line"; done
if [ ${#broken[@]} -gt 0 ]; then
  echo "Failed packages: ${broken[*]}"
fi
echo "$total_passed passed, $total_failed failed"
[ ${#broken[@]} -eq 0 ]
