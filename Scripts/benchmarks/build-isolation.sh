#!/usr/bin/env bash
# Measures build isolation (Scripts/bench.sh --build): clean and incremental builds of App in a
# temporary copy of the repository, and which modules each incremental build compiled. The
# HTTP client goes first: after a change elsewhere SwiftPM sometimes re-emits a module file
# on a later build, which would blur what the live code costs.
# Usage: build-isolation.sh [--features N]
set -uo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
features=0
while [ $# -gt 0 ]; do
  case "$1" in
    --features)
      [[ "${2:-}" =~ ^[0-9]+$ ]] || { echo "error: --features needs a number" >&2; exit 2; }
      features="$2"
      shift ;;
    *) echo "error: unknown argument '$1'" >&2; exit 2 ;;
  esac
  shift
done

copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
echo "copying the repository to $copy (without build folders)…" >&2
(cd "$root" && tar --exclude='.build*' --exclude='.git' -cf - .) | tar -xf - -C "$copy" || exit 1

# Runs a build, prints its seconds and the modules it compiled.
measure() {
  local label="$1"
  shift
  local start end log modules
  log="$(mktemp)"
  start=$(date +%s.%N)
  if ! "$@" >"$log" 2>&1; then
    echo "error: $label failed:" >&2
    tail -20 "$log" >&2
    exit 1
  fi
  end=$(date +%s.%N)
  modules="$(grep -oE 'Compiling [A-Za-z0-9_]+' "$log" | awk '{ print $NF }' | sort -u)"
  # A module whose interface file SwiftPM re-emitted without compiling any of its sources.
  emitted="$(grep -oE 'Emitting module [A-Za-z0-9_]+' "$log" | awk '{ print $NF }' | sort -u \
    | grep -vxF -f <(printf '%s\n' "$modules") | tr '\n' ' ')"
  local count
  count=$(grep -c . <<<"$modules")
  if [ "$count" -gt 12 ]; then
    local extras
    extras=$(grep -c '^Extra' <<<"$modules")
    modules="$count modules ($(grep -v '^Extra' <<<"$modules" | tr '\n' ' ' | sed 's/ $//')$(
      [ "$extras" -gt 0 ] && echo " and $extras Extra*"))"
  else
    modules="$(tr '\n' ' ' <<<"$modules")"
  fi
  printf '  %-44s %7s s   compiled: %s%s\n' "$label" \
    "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')" "${modules:-nothing}" \
    "${emitted:+ (module file re-emitted, no source compiled: $emitted)}"
  rm -f "$log"
}

# Appends a comment to a source file: a change that alters no declaration.
touch_line() {
  echo "// touched by Scripts/bench.sh --build" >>"$copy/$1"
}

# The scaffold's time for the 1st, 100th, 200th and last feature: it should not grow with the
# number of packages already there.
scaffold_times=()
if [ "$features" -gt 0 ]; then
  echo "scaffolding $features extra features as tabs…" >&2
  for index in $(seq 1 "$features"); do
    start=$(date +%s.%N)
    "$copy/Scripts/new-feature.sh" "Extra$index" --tab "Extra $index" --no-build >/dev/null \
      || { echo "error: scaffolding Extra$index failed" >&2; exit 1; }
    seconds="$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')"
    echo "  Extra$index ($index of $features): $seconds s" >&2
    if [ "$index" -eq 1 ] || [ "$index" -eq 100 ] || [ "$index" -eq 200 ] \
      || [ "$index" -eq "$features" ]; then
      scaffold_times+=("$(printf '  %-44s %7s s' "scaffolding feature $index (--tab, --no-build)" "$seconds")")
    fi
  done
fi

extra=""
[ "$features" -gt 0 ] && extra=", $features extra feature packages as tabs"
echo "Build isolation: debug builds in a fresh copy, $(nproc) cores$extra"
[ ${#scaffold_times[@]} -gt 0 ] && printf '%s\n' "${scaffold_times[@]}"
if [ "$features" -eq 0 ]; then
  measure "clean build of FeatureB2 alone" swift build --package-path "$copy/Packages/FeatureB2"
fi
# SwiftPM compiles and runs every package's manifest the first time a checkout is built, and
# caches the result outside .build (by path): measured on its own, since a clean build of a
# checkout built before (`rm -rf .build`) does not pay it.
measure "loading the manifests (first in a checkout)" \
  swift package --package-path "$copy/App" show-dependencies
measure "clean build of App" swift build --package-path "$copy/App"
if [ "$features" -eq 0 ]; then
  # The HTTP client is live code: what a change to it costs the features that never call it.
  http="$(cd "$copy" && find Packages/Effects/Sources -name 'NumberFactClient+HTTP.swift')"
  sed -i 's|"text/plain", forHTTPHeaderField|"text/plain; charset=utf-8", forHTTPHeaderField|' \
    "$copy/$http"
  measure "App after a line of the HTTP client" swift build --package-path "$copy/App"
  echo 'extension NumberFactClient { public static let benchTouched = 1 }' >>"$copy/$http"
  measure "App after a public API of the HTTP client" swift build --package-path "$copy/App"
  touch_line Packages/FeatureB2/Sources/FeatureB2/B2.swift
  measure "App after one line in FeatureB2" swift build --package-path "$copy/App"
  touch_line Packages/FeatureA/Sources/FeatureA/A1.swift
  measure "App after one line in FeatureA" swift build --package-path "$copy/App"
  touch_line Packages/Effects/Sources/Effects/NumberFact/NumberFactClient.swift
  measure "App after one line in Effects" swift build --package-path "$copy/App"
  touch_line Packages/Core/Sources/Core/Store/Store.swift
  measure "App after one line in Core" swift build --package-path "$copy/App"
else
  # The first build after a clean one pays a one-time cost that grows with the number of
  # packages: measured on its own, so that the rebuilds below are what an edit costs.
  measure "App built again, nothing changed" swift build --package-path "$copy/App"
  touch_line "Packages/Extra1/Sources/Extra1/Extra1.swift"
  measure "App after one line in Extra1" swift build --package-path "$copy/App"
  touch_line Packages/FeatureB2/Sources/FeatureB2/B2.swift
  measure "App after one line in FeatureB2" swift build --package-path "$copy/App"
  # TabBar holds a case, a property, a Scope and a view line per tab: its own compile time
  # shows whether N tabs make a type-checking cliff.
  touch_line Packages/TabBar/Sources/TabBar/TabBar.swift
  measure "App after one line in TabBar ($features + 2 tabs)" swift build --package-path "$copy/App"
fi
