#!/usr/bin/env bash
# Checks that every relative link in README.md, docs/ and the packages' READMEs names a file
# or folder inside the repository (Scripts/lib/doc_links.py). A moved or deleted file, or a
# link to something beside the clone, fails here. Exit status 0 when every link resolves.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
command -v python3 >/dev/null || { echo "FAIL: python3 is needed"; exit 1; }
report="$(python3 "$root/Scripts/lib/doc_links.py" "$root")"
status=$?
count="$(sed -n 's/^#count //p' <<<"$report")"
problems="$(grep -v '^#count ' <<<"$report" | sed '/^$/d')"
if [ -n "$problems" ]; then
  echo "FAIL: links in the docs that lead nowhere:"
  echo "$problems"
  exit 1
fi
[ $status -eq 0 ] || { echo "FAIL: Scripts/lib/doc_links.py failed"; exit 1; }
echo "ok: the $count relative links in the docs resolve inside the repository"
