#!/usr/bin/env bash
# Builds and runs the app, or one feature's preview, passing the remaining arguments to it.
# See --help.
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"

# Feature packages with a preview executable: Packages/<Name>/Sources/<Name>Preview.
previews() {
  local manifest dir name
  for manifest in "$root"/Packages/*/Package.swift; do
    dir="$(dirname "$manifest")"
    name="$(basename "$dir")"
    [ -d "$dir/Sources/${name}Preview" ] && echo "$name"
  done
}

usage() {
  cat <<USAGE
Usage: Scripts/run.sh [--debug] [NAME] [ARGUMENTS ...]

Builds and runs, in this terminal:
  - the app (App/), when NAME is App or left out; ARGUMENTS go to the app
    (Scripts/run.sh --live; Scripts/run.sh App --help lists flags, demo accounts, keys);
  - one feature alone, with preview dependencies, when NAME is a feature package with a
    preview: $(previews | tr '\n' ' ')

  --debug     build without optimisations (faster to build; release is the default)
  -h, --help  show this help (the app's own is: Scripts/run.sh App --help)

The first build compiles every package the target needs (a few minutes on 2 cores in
release); later builds only what changed. Build output goes to standard error.
Exit status: the program's; 1 when the build failed; 2 for a bad argument.
USAGE
}

configuration=release
if [ $# -gt 0 ]; then
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --debug) configuration=debug; shift ;;
  esac
fi

package_dir="$root/App"
product=App
if [ $# -gt 0 ] && [[ "$1" != -* ]]; then
  name="$1"
  if [ "$name" = App ]; then
    shift
  elif [ -d "$root/Packages/$name/Sources/${name}Preview" ]; then
    package_dir="$root/Packages/$name"
    product="${name}Preview"
    shift
  else
    echo "error: nothing to run named '$name' (App, or a feature with a preview: $(previews | tr '\n' ' '))" >&2
    exit 2
  fi
fi

swift build --package-path "$package_dir" -c "$configuration" --product "$product" >&2 || exit 1
bin="$(swift build --package-path "$package_dir" -c "$configuration" --show-bin-path)"
exec "$bin/$product" "$@"
