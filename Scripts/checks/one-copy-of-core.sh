#!/usr/bin/env bash
# Checks the rule "one copy of Core per process" (docs/architecture.md). It builds an executable that depends
# on Effects and on a feature package (Tests/Fixtures/OneCopyOfCore), then checks:
#   1. Core's type descriptors are defined in libEffects.so and not in the executable;
#   2. at run time, overrides and issue reporters set in one module reach code in another.
#   3. the App executable and every feature's preview executable define no Core type, load
#      libEffects.so, and link neither XCTest nor Swift Testing (docs/architecture.md: one copy of Core, no test
#      framework in the app binary). They are the ones Scripts/test.sh built in .build-test:
#      a package is built again only when it or what it depends on changed since, and an
#      executable that passed is inspected again only once it or libEffects changed
#      (Scripts/lib/one_copy_of_core.py).
# Exit status 0 when all hold; 1 with the offending symbols or libraries otherwise.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
fixture="$root/Tests/Fixtures/OneCopyOfCore"

scratch="$root/.build-test"
build_fixture() {
  swift build --package-path "$fixture" --scratch-path "$scratch" 2>&1 \
    | grep -vE '^\[[0-9]+/[0-9]+\] (Compiling|Emitting|Write|Linking|Applying)'
}

echo "--> building $fixture"
# Built in Scripts/test.sh's scratch folder, where every package it depends on (Root, so
# every feature) is built already: only the fixture's two modules compile, not the whole app
# again (the repository checks stay fast with hundreds of features).
# NB: SwiftPM's build plan for a local dependency can be stale after a source file was added
# to it: the build fails with "cannot find ... in scope", and a second build does not always
# plan again. So a failed build is retried once in the fixture's own, empty build folder, and
# a developer's checkout gets the same answer as CI's fresh clone.
if ! build_fixture; then
  echo "--> the fixture did not build; building again from scratch in case SwiftPM's plan was stale"
  scratch="$fixture/.build"
  rm -rf "$scratch"
  if ! build_fixture; then
    echo "FAIL: the fixture did not build"
    exit 1
  fi
fi
bin="$(swift build --package-path "$fixture" --scratch-path "$scratch" --show-bin-path)"
exe="$bin/OneCopyProbe"
lib="$(ls "$bin"/libEffects.so "$bin"/libEffects.dylib 2>/dev/null | head -1)"
if [ ! -x "$exe" ] || [ -z "$lib" ]; then
  echo "FAIL: expected $exe and libEffects in $bin"
  exit 1
fi

# Nominal type descriptors ("$s4Core…Mn") are emitted once, where a type is defined: a copy
# of Core linked into the executable would define them there too.
core_types() { nm "$@" 2>/dev/null | awk '$2 ~ /^[A-Za-z]$/ && $3 ~ /^\$s4Core/ && $3 ~ /Mn$/ { print $3 }'; }
in_exe="$(core_types --defined-only "$exe")"
in_lib="$(core_types -D --defined-only "$lib")"
status=0
if [ -n "$in_exe" ]; then
  echo "FAIL: the executable defines $(echo "$in_exe" | wc -l) Core types of its own (a second copy of Core):"
  echo "$in_exe" | head -10
  status=1
fi
if [ -z "$in_lib" ]; then
  echo "FAIL: $lib defines no Core types; the check cannot see Core at all"
  status=1
fi
[ $status -eq 0 ] && echo "ok: $(echo "$in_lib" | wc -l | tr -d ' ') Core types defined in $(basename "$lib"), none in OneCopyProbe"

echo "--> running OneCopyProbe"
if ! "$exe"; then
  status=1
fi

# The shipped executables, built where Scripts/test.sh builds every package. Only those whose
# package (or a package it depends on) changed since they were built are built again here:
# after Scripts/test.sh that is none, where one `swift build` per package (a no-op, seconds
# each) cost minutes in an app of hundreds of features. Scripts/lib/one_copy_of_core.py says
# which, and inspects the executables in parallel, skipping those that passed unchanged.
scratch="$root/.build-test"
state="$scratch/one-copy-of-core"
bin="$scratch/debug"
mkdir -p "$state"
stale="$(python3 "$root/Scripts/lib/one_copy_of_core.py" stale "$root" "$bin" "$state")" || exit 1
if [ -n "$stale" ]; then
  count="$(wc -l <<<"$stale" | tr -d ' ')"
  echo "--> building $count packages that changed (or whose dependencies did) since their executables were built"
fi
while read -r package; do
  [ -n "$package" ] || continue
  started="$state/starting-$$"
  touch "$started"
  # NB: The whole package, not `--product`: in a scratch folder shared between root
  # packages, SwiftPM sometimes plans a single product with the previous root's plan.
  if log="$(swift build --package-path "$root/$package" --scratch-path "$scratch" 2>&1 </dev/null)"; then
    # Stamped with the time the build started: a file changed during it counts as newer.
    mv "$started" "$state/built-$(basename "$package")"
  else
    rm -f "$started"
    echo "$log" | grep -E "error:" | head -5
  fi
done <<<"$stale"
echo "--> checking the app and the previews"
python3 "$root/Scripts/lib/one_copy_of_core.py" inspect "$root" "$bin" "$state" || status=1
exit $status
