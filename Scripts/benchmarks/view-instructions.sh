#!/usr/bin/env bash
# Instructions per view event (the end of Scripts/bench.sh --app): for each event that
# AppBenchmarks --list-events names (a key, a timer tick, a spinner turn), what callgrind
# counts from the event to the bytes written, with the view's parts kept (how the app runs)
# and with the whole screen rebuilt and drawn after every event (--rebuild-all). Each figure
# is the difference between 200 and 100 events, over 100, so start-up is left out.
# Usage: Scripts/benchmarks/view-instructions.sh BIN_DIR (App's release build folder)
set -uo pipefail

bin_dir="${1:?usage: view-instructions.sh BIN_DIR}"
command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 1; }
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
binary="$scratch/AppBenchmarks"
# shellcheck source=../lib/callgrind.sh
source "$(dirname "$0")/../lib/callgrind.sh"
libraries=()
for library in "$bin_dir"/*.so; do [ -e "$library" ] && libraries+=("$(basename "$library")"); done
strip_for_valgrind "$bin_dir" AppBenchmarks "${libraries[@]}" || exit 1

echo "Instructions per event, from the event to the bytes written (callgrind);"
echo "kept: the app; rebuilt: the whole screen built and drawn after every event:"
index=0
while IFS= read -r name; do
  kept="$(per_operation 100 --event "$index")" || exit 1
  rebuilt="$(per_operation 100 --event "$index" --rebuild-all)" || exit 1
  printf '  %-34s kept %10s   rebuilt %10s\n' "$name" "$kept" "$rebuilt"
  index=$((index + 1))
done < <("$binary" --list-events)
