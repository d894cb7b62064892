#!/usr/bin/env bash
# Checks that every Swift file in the repository is formatted as .swift-format says:
# `swift format lint --strict` (the formatter ships with the toolchain). Fix a failure with
#   swift format --in-place --recursive Packages App Tests Benchmarks
set -uo pipefail
cd "$(dirname "$0")/../.."
paths=()
for dir in Packages App Tests Benchmarks; do
  [ -d "$dir" ] && paths+=("$dir")
done
files="$(find "${paths[@]}" -name '*.swift' -not -path '*/.build*' | sort)"
if [ -z "$files" ]; then
  echo "no Swift files found" >&2
  exit 1
fi
count=$(echo "$files" | wc -l)
# shellcheck disable=SC2086
if swift format lint --strict --parallel $files; then
  echo "swift format: $count files formatted as .swift-format says"
else
  echo "swift format: files above are not formatted; run: swift format --in-place --recursive Packages App Tests Benchmarks" >&2
  exit 1
fi
