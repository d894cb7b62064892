#!/usr/bin/env bash
# Prints the repository's package graph as a Mermaid diagram, read from the manifests. See --help.
set -uo pipefail

usage() {
  cat <<'USAGE'
Usage: Scripts/graph.sh [--check]

Reads every manifest (Packages/*, App, Tests, Benchmarks) with `swift package dump-package`
and prints the graph of local package dependencies as a Mermaid diagram, which renders on
GitHub, GitLab and most code hosts. Each manifest's JSON is kept in .build-manifests/ by a
hash of its text and the toolchain, so an unchanged manifest is read once; changed ones are
read in parallel, one per core (Scripts/lib/manifests.py). README.md holds a copy between
the lines "<!-- Scripts/graph.sh writes the diagram below -->" and "<!-- end of Scripts/graph.sh -->".

  --check  exit 1 when README's copy differs from the manifests (paste the printed diagram
           in its place), or when a package depends on one it must not: only Effects on
           Core, nothing on App but Tests, nothing on Tests, Core, Effects and TerminalUI on
           no feature, every feature on Effects and TerminalUI, and none on a package
           outside the repository.
           Scripts/test.sh runs it as the check "graph".

Exit status: 0 on success; 1 when a manifest cannot be read or the check fails; 2 for a
bad argument.
USAGE
}

mode=print
case "${1:-}" in
  "") ;;
  --check) mode=check ;;
  -h|--help) usage; exit 0 ;;
  *) echo "error: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
esac

root="$(cd "$(dirname "$0")/.." && pwd)"
command -v python3 >/dev/null || { echo "error: python3 is needed to read the manifests" >&2; exit 1; }

output="$(python3 "$root/Scripts/lib/package_graph.py" "--$mode" "$root")" || exit 1
diagram="$(grep -v '^RULE: ' <<<"$output")"
if [ "$mode" = print ]; then
  echo "$diagram"
  exit 0
fi

status=0
rules="$(grep '^RULE: ' <<<"$output" | sed 's/^RULE: //')"
if [ -n "$rules" ]; then
  echo "FAIL: dependencies the module rules forbid:"
  echo "$rules"
  status=1
fi
copy="$(sed -n '/^<!-- Scripts\/graph.sh writes the diagram below -->$/,/^<!-- end of Scripts\/graph.sh -->$/p' "$root/README.md" | sed '1d;$d')"
if [ "$copy" != "$diagram" ]; then
  echo "FAIL: README.md's module graph differs from the manifests. Replace it with:"
  echo "$diagram"
  status=1
fi
[ $status -eq 0 ] && echo "ok: README's module graph matches the manifests, and every dependency is allowed"
exit $status
