#!/usr/bin/env bash
# Checks that every `@exclusivity(unchecked)` in the packages' sources says in the comment above
# it why no two accesses can overlap, and names (after "Checked by") a test that exercises
# that reason: CI runs those tests under AddressSanitizer and ThreadSanitizer, which report the
# corrupted or racing access that the skipped check would have caught. A new unchecked
# property needs its reason and its test before this passes.
# Exit status 0 when every one does; 1 with the declarations that do not.
set -uo pipefail
# shellcheck source=../lib/python_check.sh
source "$(dirname "$0")/../lib/python_check.sh"
python_check unchecked_exclusivity.py \
  "unchecked exclusivity without its reason and test:" \
  "the {count} @exclusivity(unchecked) declarations each say why and name a test"
