#!/usr/bin/env bash
# Builds packages alone or all of them, in dependency order. See --help.
set -uo pipefail

usage() {
  cat <<'USAGE'
Usage: Scripts/build.sh [--release] [--warnings-as-errors] [NAME ...]

Builds the named packages (default: every package), each after the packages it depends on,
with `swift build --package-path <package>`: its libraries, executables and previews, not
its tests. NAME is a package's name as Scripts/test.sh takes it: Core, Effects,
TerminalUI, FactLoading, FeatureA, FeatureB2, FeatureB1, Login, TabBar, App, Tests
(Scripts/test.sh --list prints them). Each package builds in its own .build folder,
exactly as a person building that package alone would; Scripts/test.sh is the one that
shares a build folder.

  --release             build with optimisations (-c release)
  --warnings-as-errors  fail on any compiler warning (-Xswiftc -warnings-as-errors), as CI
                        does for the release build of every package; builds in each
                        package's .build-warnings-as-errors folder, because SwiftPM
                        compiles everything again when the flags change, and sharing .build
                        would make the next Scripts/run.sh rebuild the whole app
  -h, --help            show this help

Ends with one line per package and the total time. Exit status: 0 when every package
built, 1 when one failed (the others are still built), 2 for a bad argument.
USAGE
}

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root" || exit 1
# shellcheck source=lib/packages.sh
source "$root/Scripts/lib/packages.sh"
load_packages "$root"

configuration=debug
flags=()
scratch=.build
names=()
for arg in "$@"; do
  case "$arg" in
    -h|--help) usage; exit 0 ;;
    --release) configuration=release ;;
    --warnings-as-errors) flags=(-Xswiftc -warnings-as-errors) scratch=.build-warnings-as-errors ;;
    -*) echo "error: unknown option '$arg'" >&2; usage >&2; exit 2 ;;
    *) names+=("$arg") ;;
  esac
done
select_packages "${names[@]}"

summary=()
failed=()
start_all=$(date +%s)
for name in "${ordered[@]}"; do
  dir="${dir_of[$name]}"
  echo "==> $name ($dir): swift build -c $configuration ${flags[*]}"
  start=$(date +%s)
  if swift build --package-path "$dir" --scratch-path "$dir/$scratch" -c "$configuration" \
    "${flags[@]}"; then
    verdict=ok
  else
    verdict=FAILED
    failed+=("$name")
  fi
  summary+=("$(printf '%-12s %5ds  %s' "$name" "$(( $(date +%s) - start ))" "$verdict")")
done

echo
echo "==> Summary ($configuration)"
for line in "${summary[@]}"; do echo "$line"; done
echo "${#ordered[@]} packages, ${#failed[@]} failed, $(( $(date +%s) - start_all ))s"
[ ${#failed[@]} -eq 0 ]
