#!/usr/bin/env bash
# Runs packages' tests N times in a row, optionally with every core kept busy, to find tests
# that fail only sometimes. Ends with "N passed, N failed", counting runs. See --help.
set -uo pipefail

usage() {
  cat <<'USAGE'
Usage: Scripts/repeat.sh N PACKAGE... [--load]

Builds each named package's tests once (swift build --build-tests), then runs them N times
in a row (swift test --skip-build), to find tests that fail only sometimes. Packages build
into .build-test at the repository root, the scratch folder Scripts/test.sh uses, so what
it built is reused. PACKAGE is a name as Scripts/test.sh takes it (Scripts/test.sh --list
prints them: a folder of Packages/, or App, or Tests); named packages go in dependency
order, each built and then run N times before the next.

  N          how many times to run each package's tests: a whole number, 1 or more
  --load     keep every core busy while the tests run: one busy-loop process per core
             (nproc), stopped while a package builds and killed when the script ends,
             also on Ctrl-C or SIGTERM
  -h, --help show this help

swift test --skip-build can run the tests named in the build description that the last
build in .build-test wrote, whichever package that was (seen: runs of TerminalUI that ran
Effects' tests). So before each run the script checks that the description names this
package's tests, and if another build (Scripts/test.sh, say) replaced it meanwhile, builds
the package again (nothing to compile) and says so; and each run names its test product
(--test-product PACKAGEPackageTests), so that a wrong plan fails the run instead of
running another package's tests.

Each run prints one line: ok or FAILED, and its time. The log of a failed run is kept, in
a folder the script names at the start (.build-test/repeat-logs/DATE-TIME-PID/), as
PACKAGE-RUN.log; the line gives its path and the names of the tests that failed in it
(XCTest's "Test Case '…' failed", Swift Testing's "✘ Test … failed"). Logs of passing runs
are deleted. A package that does not build counts as one failed run and is not run; its
build log is kept the same way.

The order of tests is not shuffled: swift test of the toolchain this was written with
(Swift 6.3.1) has no option to shuffle or seed the order of tests (none in its --help or
--help-hidden), and its Swift Testing has none either. Swift Testing runs a package's
tests in parallel, so how they interleave still differs from run to run; XCTest runs them
one after another in the same order every time.

The output ends with one line per package, "PACKAGE: N runs, K failed", then a last line
counting runs: "N passed, N failed".

Exit status: 0 when every run passed; 1 when a run failed or a package did not build; 2
for a bad argument, an unknown package or a missing swift.

Example: Scripts/repeat.sh 20 TerminalUI Effects Tests --load
USAGE
}

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root" || exit 1

# shellcheck source=lib/packages.sh
source "$root/Scripts/lib/packages.sh"
load_packages "$root"

bad_usage() {
  echo "error: $1" >&2
  usage >&2
  exit 2
}

# --- Arguments. ---
count=""
load=false
selected=()
# No option takes a value, so each argument stands alone: the first word is N.
for arg in "$@"; do
  case "$arg" in
    -h|--help) usage; exit 0 ;;
    --load) load=true ;;
    -*) bad_usage "unknown option '$arg'" ;;
    *) [ -z "$count" ] && count="$arg" || selected+=("$arg") ;;
  esac
done
[ -n "$count" ] || bad_usage "say how many runs: N"
[[ "$count" =~ ^[1-9][0-9]*$ ]] || bad_usage "N must be a whole number, 1 or more: '$count'"
[ ${#selected[@]} -gt 0 ] || bad_usage "name at least one package"
for name in "${selected[@]}"; do
  [ -n "${dir_of[$name]:-}" ] || bad_usage "no package named '$name' (have: ${ordered[*]})"
done
select_packages "${selected[@]}"
command -v swift >/dev/null 2>&1 \
  || { echo "error: swift is not on PATH (https://www.swift.org/install)" >&2; exit 2; }

scratch=(--scratch-path "$root/.build-test")
logs="$root/.build-test/repeat-logs/$(date +%Y%m%d-%H%M%S)-$$"
mkdir -p "$logs" || exit 1
echo "==> Logs of failed runs go to ${logs#"$root"/}"

# --- Load: one busy loop per core, killed however the script ends. ---
load_pids=()
stop_load() {
  [ ${#load_pids[@]} -gt 0 ] || return 0
  kill "${load_pids[@]}" 2>/dev/null
  wait "${load_pids[@]}" 2>/dev/null
  load_pids=()
}
# The swift command running now: in the background, so that a signal to this script is
# handled at once rather than when the command ends (bash runs a trap only between commands,
# and `wait` is one it interrupts).
child=""
stop_child() {
  [ -n "$child" ] && kill "$child" 2>/dev/null && wait "$child" 2>/dev/null
  child=""
}
trap 'stop_child; stop_load' EXIT
trap 'echo; echo "interrupted; logs so far in ${logs#"$root"/}" >&2; exit 130' INT
trap 'exit 143' TERM

# Runs a swift command with its output in log $1; its exit status is the command's. In a
# background job of a script SIGINT is ignored: the subshell puts it back, so that Ctrl-C
# stops the command as it would a foreground one.
run_logged() {
  local log="$1" status
  shift
  (trap - INT QUIT; exec "$@") >"$log" 2>&1 &
  child=$!
  wait "$child"
  status=$?
  child=""
  return "$status"
}

# The names of the tests that failed in log $1, one a line, indented.
failed_tests() {
  {
    sed -nE "s/^Test Case '(.*)' failed \(.*$/\1/p" "$1"
    sed -nE 's/^✘ Test (.*) failed after .*$/\1/p' "$1" | grep -v '^run with [0-9]'
  } | sort -u | sed 's/^/    /'
}

# Prints where a failed step's log is and what failed in it.
report_failure() {
  local log="$1" status="$2" names
  names="$(failed_tests "$log")"
  echo "    exit $status, log: ${log#"$root"/}"
  if [ -n "$names" ]; then
    echo "$names"
  else
    echo "    (no failing test named in the log: a build error, a crash or a hang; see the log)"
  fi
}

# --- The test plan in the scratch folder. ---
# `swift test --skip-build` can run the test products named in the build description that
# the last `swift build` wrote into the scratch folder, whatever --package-path says (seen:
# runs of TerminalUI that ran Effects' tests). Before each run, the description must name this
# package's tests; when another build in .build-test has replaced it, building this package
# again (nothing to compile) writes it back.
description=""
plans_tests_of() {
  [ -n "$description" ] || return 0
  sed -n '/"builtTestProducts"/,/]/p' "$description" \
    | grep -qF "\"packagePath\" : \"$root/${dir_of[$1]}\""
}

# The test product of package $1: SwiftPM names it after the package (the manifest's first
# `name:`). Naming it makes `swift test` refuse to run another package's tests.
test_product() {
  local package
  package="$(grep -m1 -oE 'name: *"[^"]+"' "${dir_of[$1]}/Package.swift" | sed -E 's/.*"(.*)"/\1/')"
  echo "${package:-$1}PackageTests"
}

# Builds package $1's tests (with load off) into log $2; returns swift build's status.
build_tests() {
  stop_load
  run_logged "$2" swift build --build-tests --package-path "${dir_of[$1]}" "${scratch[@]}"
}

start_load() {
  $load && [ ${#load_pids[@]} -eq 0 ] || return 0
  local cores
  cores="$(nproc)"
  for _ in $(seq "$cores"); do
    (while :; do :; done) &
    load_pids+=($!)
  done
  echo "==> Load: $cores busy loops (pids ${load_pids[*]})"
}

# --- Build each package's tests once, then run them N times. ---
declare -A runs_of=() failures_of=() unbuilt=()
total_passed=0
total_failed=0
for name in "${ordered[@]}"; do
  runs_of[$name]=0
  failures_of[$name]=0
  log="$logs/$name-build.log"
  echo "==> $name: swift build --build-tests"
  build_tests "$name" "$log"
  status=$?
  if [ "$status" -ne 0 ]; then
    echo "[$name] did not build"
    report_failure "$log" "$status"
    failures_of[$name]=1
    unbuilt[$name]=" (did not build)"
    total_failed=$((total_failed + 1))
    continue
  fi
  rm -f "$log"
  if [ -z "$description" ]; then
    bin="$(swift build --package-path "${dir_of[$name]}" "${scratch[@]}" --show-bin-path)"
    description="$bin/description.json"
    if ! grep -q '"builtTestProducts"' "$description" 2>/dev/null; then
      echo "warning: no test plan in $description: cannot check which tests a run runs" >&2
      description=""
    fi
  fi

  echo "==> $name: swift test --skip-build, run after run ($count)"
  start_load
  for run in $(seq "$count"); do
    log="$logs/$name-$run.log"
    if ! plans_tests_of "$name"; then
      echo "    (another build replaced $name's test plan in .build-test: building it again)"
      build_tests "$name" "$log"
      start_load
    fi
    start=$(date +%s)
    if plans_tests_of "$name"; then
      run_logged "$log" swift test --skip-build --package-path "${dir_of[$name]}" "${scratch[@]}" \
        --test-product "$(test_product "$name")"
      status=$?
    else
      echo "error: $description does not name $name's tests, even after building it again" \
        >>"$log"
      status=1
    fi
    seconds=$(( $(date +%s) - start ))
    runs_of[$name]=$(( ${runs_of[$name]} + 1 ))
    if [ "$status" -eq 0 ]; then
      echo "[$name $run/$count] ok (${seconds} s)"
      rm -f "$log"
      total_passed=$((total_passed + 1))
    else
      echo "[$name $run/$count] FAILED (${seconds} s)"
      report_failure "$log" "$status"
      failures_of[$name]=$(( ${failures_of[$name]} + 1 ))
      total_failed=$((total_failed + 1))
    fi
  done
done
stop_load

echo
echo "==> Summary"
# The folder holds only the logs of what failed.
rmdir "$logs" 2>/dev/null || echo "Logs of the failures: ${logs#"$root"/}"
for name in "${ordered[@]}"; do
  echo "$name: ${runs_of[$name]} runs, ${failures_of[$name]} failed${unbuilt[$name]:-}"
done
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
