#!/usr/bin/env bash
# Checks that none of Core's main scenarios costs more than 10 % more instructions per
# operation than recorded in Benchmarks/instructions.txt (callgrind: deterministic, unlike
# timings). A change meant to cost more records new figures with Scripts/instructions.sh
# --record and says why in its commit.
set -uo pipefail
exec "$(dirname "$0")/../instructions.sh" --check
