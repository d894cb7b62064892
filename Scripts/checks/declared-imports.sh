#!/usr/bin/env bash
# Checks that every target names, in its manifest, each of the repository's modules it
# imports (docs/adding-a-feature.md): SwiftPM rebuilds a target when a module it
# names changes, not one it reaches through another, so an unnamed import can leave a stale
# build that crashes. Reads every manifest in one python3 process
# (Scripts/lib/declared_imports.py, through Scripts/lib/manifests.py: `swift package
# dump-package`, kept in .build-manifests/).
# Exit status 0 when every import is named; 1 with the offending targets.
set -uo pipefail
# shellcheck source=../lib/python_check.sh
source "$(dirname "$0")/../lib/python_check.sh"
python_check declared_imports.py \
  "targets that import a module of the repository without naming it:" \
  "the {count} targets name every module of the repository they import"
