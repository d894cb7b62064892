#!/usr/bin/env bash
# Checks Core's `@exclusivity(unchecked)` declarations two ways.
# 1. Each says in the comment above it why no two accesses can overlap, and names (after
#    "Checked by") a test that exercises that reason.
# 2. Core's whole test suite runs in a debug build of a copy of Core with the attributes
#    removed (in .build-exclusivity/, kept between runs so that only what changed compiles),
#    where Swift checks each of those accesses at run time and stops the program at the
#    first overlap ("Simultaneous accesses to ..."). A reason that no longer holds fails here.
#    A declaration whose comment says it "overlaps on purpose" keeps its attribute
#    (Scripts/lib/exclusivity_checked_copy.py).
# Exit status 0 when both pass; 1 with the declarations at fault or the failing run.
set -uo pipefail
here="$(dirname "$0")"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../lib/python_check.sh
source "$here/../lib/python_check.sh"
python_check unchecked_exclusivity.py \
  "unchecked exclusivity without its reason and test:" \
  "the {count} @exclusivity(unchecked) declarations each say why and name a test" || exit 1

mirror="$root/.build-exclusivity/Core"
counts="$(python3 "$root/Scripts/lib/exclusivity_checked_copy.py" "$root/Packages/Core" "$mirror")" \
  || exit 1
removed="$(sed -n 's/^#removed //p' <<<"$counts")"
kept="$(sed -n 's/^#kept //p' <<<"$counts")"
log="$root/.build-exclusivity/test.log"
flags=(--package-path "$mirror" --scratch-path "$root/.build-exclusivity/scratch")
if swift build --build-tests "${flags[@]}" >"$log" 2>&1 \
  && swift test --skip-build "${flags[@]}" >>"$log" 2>&1; then
  echo "ok: Core's tests pass with $removed @exclusivity(unchecked) removed (run-time checks on;" \
    "$kept overlapping on purpose kept)"
  exit 0
fi
echo "FAIL: Core's tests with $removed @exclusivity(unchecked) removed (log: $log):"
grep -E "Simultaneous accesses|error:|Fatal error|failed \(|✘ Test .* failed" "$log" | head -n 20
exit 1
