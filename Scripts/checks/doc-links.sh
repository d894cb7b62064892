#!/usr/bin/env bash
# Checks that every relative link in README.md, docs/ and the packages' READMEs names a file
# or folder inside the repository (Scripts/lib/doc_links.py). A moved or deleted file, or a
# link to something beside the clone, fails here. Exit status 0 when every link resolves.
set -uo pipefail
# shellcheck source=../lib/python_check.sh
source "$(dirname "$0")/../lib/python_check.sh"
python_check doc_links.py \
  "links in the docs that lead nowhere:" \
  "the {count} relative links in the docs resolve inside the repository"
