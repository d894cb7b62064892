#!/usr/bin/env bash
# What a new user does with README's commands, from a clean clone of the committed tree:
# scaffold three features in a row (two of them as tabs, README's own example first), run
# README's test command, then check the app shows every tab in the order they were added.
# Each step is one test; ends with "N passed, N failed" (the test command's own tests
# included) and exits non-zero if any step failed. The clone is deleted afterwards.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
clone="$work/repository"
passed=0
failed=0
failures=()

# Runs one step (a command in the clone), counting it as one test.
step() {
  echo "==> $*"
  if (cd "$clone" && "$@"); then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$*")
  fi
}

git clone --quiet --no-local "$root" "$clone" || { echo "error: cannot clone $root" >&2; exit 1; }
echo "==> a clean clone of $(git -C "$clone" rev-parse --short HEAD) in $clone"

started=$(date +%s)
step Scripts/new-feature.sh Settings --tab Settings
echo "    (took $(( $(date +%s) - started )) s)"
started=$(date +%s)
step Scripts/new-feature.sh Notes
echo "    (took $(( $(date +%s) - started )) s)"
started=$(date +%s)
step Scripts/new-feature.sh Extras --tab Extras
echo "    (took $(( $(date +%s) - started )) s)"

# README's test command, whose own "N passed, N failed" line joins the totals.
echo "==> Scripts/test.sh"
(cd "$clone" && Scripts/test.sh) 2>&1 | tee "$work/test.log"
status=${PIPESTATUS[0]}
counts="$(tail -n 1 "$work/test.log" | sed -nE 's/^([0-9]+) passed, ([0-9]+) failed$/\1 \2/p')"
if [ -n "$counts" ]; then
  passed=$((passed + ${counts% *}))
  failed=$((failed + ${counts#* }))
fi
if [ "$status" -ne 0 ] || [ -z "$counts" ]; then
  [ -n "$counts" ] && [ "${counts#* }" -gt 0 ] || failed=$((failed + 1))
  failures+=("Scripts/test.sh (exit $status)")
fi

# The app, logged in, shows the tabs in the order they were added.
tabs_in_order() {
  local bin frame
  bin="$(swift build --package-path App --scratch-path .build-test --show-bin-path)" || return 1
  frame="$(printf 'text:ada\ntab\ntext:lovelace\nenter\nwait\n' | "$bin/App" --data-dir "$work/data" | tail -n 30)"
  echo "$frame" | grep -E '1 Counter.*2 Profile.*3 Settings.*4 Extras' \
    || { echo "error: the tab bar does not read Counter, Profile, Settings, Extras:" >&2
         echo "$frame" >&2; return 1; }
}
step tabs_in_order

echo
for failure in "${failures[@]}"; do echo "FAILED: $failure"; done
echo "$passed passed, $failed failed"
[ ${#failures[@]} -eq 0 ]
