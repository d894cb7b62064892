#!/usr/bin/env bash
# Checks that every `@exclusivity(unchecked)` in the packages' sources says in the comment above
# it why no two accesses can overlap, and names (after "Checked by") a test that exercises
# that reason: CI runs those tests under AddressSanitizer and ThreadSanitizer, which report the
# corrupted or racing access that the skipped check would have caught. A new unchecked
# property needs its reason and its test before this passes.
# Exit status 0 when every one does; 1 with the declarations that do not.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
command -v python3 >/dev/null || { echo "FAIL: python3 is needed"; exit 1; }
report="$(python3 "$root/Scripts/lib/unchecked_exclusivity.py" "$root")" || exit 1
count="$(sed -n 's/^#count //p' <<<"$report")"
problems="$(grep -v '^#count ' <<<"$report" | sed '/^$/d')"
if [ -n "$problems" ]; then
  echo "FAIL: unchecked exclusivity without its reason and test:"
  echo "$problems"
  exit 1
fi
echo "ok: the $count @exclusivity(unchecked) declarations each say why and name a test"
