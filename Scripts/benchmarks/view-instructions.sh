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
# valgrind cannot read the DWARF 5 debug information swiftc writes: count copies without it,
# of the executable and of the libraries beside it (found at $ORIGIN).
objcopy --strip-debug "$bin_dir/AppBenchmarks" "$scratch/AppBenchmarks" || exit 1
for library in "$bin_dir"/*.so; do
  [ -e "$library" ] && { objcopy --strip-debug "$library" "$scratch/$(basename "$library")" || exit 1; }
done

instructions() {
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$scratch/out" \
    "$scratch/AppBenchmarks" "$@" 2>"$scratch/log" >/dev/null \
    || { cat "$scratch/log" >&2; return 1; }
  sed -n 's/^summary: //p' "$scratch/out"
}

per_event() {
  local one two
  one="$(instructions --operations 100 "$@")" || return 1
  two="$(instructions --operations 200 "$@")" || return 1
  echo $(((two - one) / 100))
}

echo "Instructions per event, from the event to the bytes written (callgrind);"
echo "kept: the app; rebuilt: the whole screen built and drawn after every event:"
index=0
while IFS= read -r name; do
  kept="$(per_event --event "$index")" || exit 1
  rebuilt="$(per_event --event "$index" --rebuild-all)" || exit 1
  printf '  %-34s kept %10s   rebuilt %10s\n' "$name" "$kept" "$rebuilt"
  index=$((index + 1))
done < <("$scratch/AppBenchmarks" --list-events)
