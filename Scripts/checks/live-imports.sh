#!/usr/bin/env bash
# Checks that only the code that runs the program imports EffectsLive, the module of Effects
# that reaches outside the process (HTTP, the terminal through termios, every liveValue):
# App's executables (App/Sources/App, App/Sources/AppBenchmarks), the preview executables
# (Packages/*/Sources/*Preview) and Effects itself. A feature, TerminalUI, Root or a test
# elsewhere imports the interfaces (Effects) only, so a change to live code recompiles none
# of them. Exit status 0 when no other file imports EffectsLive; 1 with the offending lines.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root" || exit 1
all="$(grep -rnE '^(@testable +)?import +EffectsLive\b' --include='*.swift' Packages App Tests \
  Benchmarks --exclude-dir='.build*' || true)"
hits="$(grep -vE '^(App/Sources/(App|AppBenchmarks)/|Packages/[^/]+/Sources/[^/]+Preview/|Packages/Effects/)' \
  <<<"$all" | sed '/^$/d')"
if [ -n "$hits" ]; then
  echo "FAIL: EffectsLive is imported where only the interfaces (Effects) may be; only App's"
  echo "      executables, the previews and Effects itself import live code:"
  echo "$hits"
  exit 1
fi
echo "ok: only App's executables, the previews and Effects import EffectsLive ($(grep -c . <<<"$all") imports)"
