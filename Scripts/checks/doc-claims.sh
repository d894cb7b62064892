#!/usr/bin/env bash
# Checks the claims of README.md, docs/ and the packages' READMEs that a machine can check
# (Scripts/lib/doc_claims.py): every command line names a script or executable that exists
# and takes those flags (a script's --help, App's usage text, swift's --help, the package
# and product of `swift run`); every path, Swift type or member and benchmark scenario named
# in backticks exists; every section a doc points to (`PAGE.md#anchor`, "X" below) exists;
# no duration, instruction count, MiB, speed-up or pass count is typed into prose outside
# the blocks scripts write (other numbers are not checked); and every file a
# Swift, shell or Python comment cites exists. Exit status 0 when every claim holds.
set -uo pipefail
# shellcheck source=../lib/python_check.sh
source "$(dirname "$0")/../lib/python_check.sh"
python_check doc_claims.py \
  "claims in the docs (or files cited in comments) that are false:" \
  "the {count} commands, paths, symbols, sections and cited files in the docs and comments hold"
