#!/usr/bin/env bash
# Checks that every target names, in its manifest, each of the repository's modules it
# imports (docs/adding-a-feature.md): SwiftPM rebuilds a target when a module it
# names changes, not one it reaches through another, so an unnamed import can leave a stale
# build that crashes. Reads each manifest with `swift package dump-package` (python3 parses
# the JSON), kept in .build-manifests/ by Scripts/lib/manifests.sh. Exit status 0 when every import is named; 1 with the offending targets.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=../lib/manifests.sh
source "$root/Scripts/lib/manifests.sh"
command -v python3 >/dev/null || { echo "FAIL: python3 is needed to read the manifests"; exit 1; }

status=0
checked=0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for manifest in "$root"/Packages/*/Package.swift "$root"/App/Package.swift "$root"/Tests/Package.swift "$root"/Benchmarks/Package.swift; do
  [ -f "$manifest" ] || continue
  package="$(dirname "$manifest")"
  if ! dump_manifest "$root" "$package" "$work/manifest.json" "$work/error"; then
    echo "FAIL: cannot read $manifest:"
    head -5 "$work/error"
    status=1
    continue
  fi
  json="$(cat "$work/manifest.json")"
  report="$(PACKAGE="$package" ROOT="$root" python3 "$root/Scripts/lib/declared_imports.py" <<<"$json")"
  checked=$((checked + $(sed -n 's/^#targets //p' <<<"$report")))
  problems="$(grep -v '^#targets ' <<<"$report")"
  if [ -n "$problems" ]; then
    echo "FAIL: $problems"
    status=1
  fi
done
[ $status -eq 0 ] && echo "ok: the $checked targets name every module of the repository they import"
exit $status
