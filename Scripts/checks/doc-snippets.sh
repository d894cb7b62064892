#!/usr/bin/env bash
# Checks that every Swift code block in README.md, docs/ and the packages' READMEs is a copy
# of code Scripts/test.sh compiles: the block follows `<!-- from: PATH -->` and its lines
# appear in that file (a `// …` line stands for lines left out). A block that drifts from
# the code, or whose file is gone, fails here. Exit status 0 when every block is found.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
command -v python3 >/dev/null || { echo "FAIL: python3 is needed"; exit 1; }
report="$(python3 "$root/Scripts/lib/doc_snippets.py" "$root")"
status=$?
count="$(sed -n 's/^#count //p' <<<"$report")"
problems="$(grep -v '^#count ' <<<"$report" | sed '/^$/d')"
if [ -n "$problems" ]; then
  echo "FAIL: Swift blocks in the docs that are not copies of compiled code:"
  echo "$problems"
  exit 1
fi
[ $status -eq 0 ] || { echo "FAIL: Scripts/lib/doc_snippets.py failed"; exit 1; }
echo "ok: the $count Swift blocks in the docs are copies of compiled code"
