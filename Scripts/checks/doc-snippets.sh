#!/usr/bin/env bash
# Checks that every Swift code block in README.md, docs/ and the packages' READMEs is a copy
# of code Scripts/test.sh compiles: the block follows `<!-- from: PATH -->` and its lines
# appear in that file (a `// …` line stands for lines left out). A block that drifts from
# the code, or whose file is gone, fails here. Exit status 0 when every block is found.
set -uo pipefail
# shellcheck source=../lib/python_check.sh
source "$(dirname "$0")/../lib/python_check.sh"
python_check doc_snippets.py \
  "Swift blocks in the docs that are not copies of compiled code:" \
  "the {count} Swift blocks in the docs are copies of compiled code"
