#!/usr/bin/env bash
# Builds Core's benchmark executable in release mode and runs it. See --help.
set -uo pipefail

usage() {
  cat <<'USAGE'
Usage: Scripts/bench.sh [--json] [--filter SUBSTRING]... [--runs N] [--quick] [--list]
       Scripts/bench.sh --app [--quick]
       Scripts/bench.sh --build [--features N] [--write-docs]
       Scripts/bench.sh --write-docs

Builds the CoreBenchmarks executable of Benchmarks/ in release mode (build progress
goes to standard error), then runs it with these arguments. It prints, for each scenario,
nanoseconds per operation (median of the runs, with min and max), its plain-function
baseline and ratio for sends, allocations per operation, the machine, and which
performance targets are met. Progress goes to standard error; with --json, standard
output holds only the JSON array.

  --json              print a JSON array of figures instead of the table
  --filter SUBSTRING  run only scenarios whose name contains SUBSTRING (ignoring case);
                      repeatable
  --runs N            runs per figure (default 5; at least 5 unless --quick)
  --quick             smoke run: 1 run of about 20 ms per figure; CI uses it to check that
                      the benchmarks still build and run, not to judge performance
  --list              print the scenarios and their baselines, and exit
  --app               instead, the terminal app's figures: drawing each screen, one key
                      to its frame, the bytes one typed character writes, the parts of
                      the screen built per key, timer tick and spinner turn (and, unless
                      --quick, the instructions each costs, counted with valgrind), and
                      the release App binary's launch to first frame (builds App in
                      release: a few minutes the first time)
  --build             instead, build isolation: in a temporary copy of the repository, the
                      loading of every manifest (SwiftPM compiles and runs each the first
                      time a checkout is built, then caches it by path outside .build),
                      the clean build of FeatureB2 alone and of App, then App's incremental
                      rebuild after a line and after a public declaration of the HTTP
                      client (live code, in EffectsLive), and after one line in FeatureB2,
                      FeatureA, Effects and Core, with the modules each rebuild compiled (a
                      few minutes); with --write-docs, written into docs/benchmarks.md
  --features N        with --build: first scaffold N extra features as tabs
                      (Scripts/new-feature.sh --tab --no-build, about 1 s a feature
                      here, the 200th as the 1st) and print the time of the 1st, 100th,
                      200th and last, then time the manifests' loading, App's clean
                      build, a build with nothing
                      changed, and its rebuild after one line changes in one of them, in
                      FeatureB2 and in TabBar (which holds a line per tab); with
                      --write-docs, all of it is
                      written into docs/benchmarks.md between the markers for N
                      ("build-with-N-features")
  --write-docs        run the full Core benchmarks and --app, and write both outputs into
                      docs/benchmarks.md between its "Scripts/bench.sh writes the ..."
                      markers, with the commit and the date: the page's figures are never
                      typed by hand
  --help              print this help and exit

A full run takes about a minute. Run it on an idle machine: other work skews the figures.
Exit status: 0 on success, 1 if the build fails, 2 for a bad argument.
USAGE
}

# --help is answered without building; every other argument is the executable's to check.
expects_value=false
for arg in "$@"; do
  if $expects_value; then expects_value=false; continue; fi
  case "$arg" in
    -h|--help) usage; exit 0 ;;
    --filter|--runs) expects_value=true ;;
  esac
done

root="$(cd "$(dirname "$0")/.." && pwd)"

# Writes figures into docs/benchmarks.md between its markers for NAME ("core", "app" or
# "build"), with the commit and the date: the page's figures are never typed by hand.
write_figures() {
  local name="$1" figures="$2" commit
  commit="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
  # The page itself is about to change; any other change means the code measured is not the
  # commit's.
  [ -z "$(git -C "$root" status --porcelain -- . ':!docs' 2>/dev/null)" ] \
    || commit="$commit with uncommitted changes"
  NAME="$name" FIGURES="$figures" COMMIT="$commit" DATE="$(date -u +%Y-%m-%d)" \
    COMMAND="Scripts/bench.sh $3" python3 - "$root/docs/benchmarks.md" <<'PYTHON' || exit 1
import os, re, sys
path, name = sys.argv[1], os.environ["NAME"]
text = open(path, encoding="utf-8").read()
begin = f"<!-- Scripts/bench.sh writes the {name} figures below -->"
end = f"<!-- end of the {name} figures -->"
if begin not in text or end not in text:
    sys.exit(f"error: {path} lacks the markers {begin} ... {end}")
block = (f"{begin}\nMeasured by `{os.environ['COMMAND']}` at `{os.environ['COMMIT']}`, "
         f"{os.environ['DATE']}:\n\n```text\n{os.environ['FIGURES'].rstrip()}\n```\n{end}")
text = re.sub(re.escape(begin) + ".*?" + re.escape(end), lambda _: block, text, flags=re.S)
open(path, "w", encoding="utf-8").write(text)
PYTHON
  echo "wrote the $name figures into docs/benchmarks.md" >&2
}

# Fails before a long run whose figures would have nowhere to go.
check_markers() {
  grep -qF "<!-- Scripts/bench.sh writes the $1 figures below -->" "$root/docs/benchmarks.md" \
    && grep -qF "<!-- end of the $1 figures -->" "$root/docs/benchmarks.md" && return 0
  echo "error: docs/benchmarks.md has no place for the $1 figures: add the lines" >&2
  echo "  <!-- Scripts/bench.sh writes the $1 figures below -->" >&2
  echo "  <!-- end of the $1 figures -->" >&2
  exit 1
}

if [ "${1:-}" = --write-docs ]; then
  [ $# -eq 1 ] || { echo "error: --write-docs takes no other argument" >&2; exit 2; }
  core_figures="$("$0")" || { echo "error: the Core benchmarks failed" >&2; exit 1; }
  app_figures="$("$0" --app)" || { echo "error: the app benchmarks failed" >&2; exit 1; }
  write_figures core "$core_figures" --write-docs
  write_figures app "$app_figures" --write-docs
  exit 0
fi

if [ "${1:-}" = --build ]; then
  shift
  isolation=()
  write=false
  for arg in "$@"; do
    if [ "$arg" = --write-docs ]; then write=true; else isolation+=("$arg"); fi
  done
  $write || exec "$root/Scripts/benchmarks/build-isolation.sh" "${isolation[@]}"
  # build-isolation.sh checks its arguments: only --features N may be left.
  name=build
  [ ${#isolation[@]} -eq 2 ] && name="build-with-${isolation[1]}-features"
  check_markers "$name"
  build_figures="$("$root/Scripts/benchmarks/build-isolation.sh" "${isolation[@]}")"
  status=$?
  [ $status -eq 0 ] || { echo "error: the build-isolation run failed" >&2; exit $status; }
  write_figures "$name" "$build_figures" "--build ${isolation[*]:+${isolation[*]} }--write-docs"
  exit 0
fi

if [ "${1:-}" = --app ]; then
  shift
  for arg in "$@"; do
    [ "$arg" = --quick ] || { echo "error: --app takes only --quick, not '$arg'" >&2; exit 2; }
  done
  echo "building App and AppBenchmarks (release)…" >&2
  for product in App AppBenchmarks; do
    if ! swift build -c release --package-path "$root/App" --product "$product" >&2; then
      echo "error: the release build of $product failed" >&2
      exit 1
    fi
  done
  bin_dir="$(swift build -c release --package-path "$root/App" --show-bin-path)" || exit 1
  "$bin_dir/AppBenchmarks" --app "$bin_dir/App" "$@" || exit 1
  # Instruction counts take valgrind a minute: not in a smoke run.
  [ "${1:-}" = --quick ] && exit 0
  echo ""
  exec bash "$root/Scripts/benchmarks/view-instructions.sh" "$bin_dir"
fi

package="$root/Benchmarks"

echo "building CoreBenchmarks (release)…" >&2
# Build output goes to standard error, so that standard output holds only the figures.
if ! swift build -c release --package-path "$package" --product CoreBenchmarks >&2; then
  echo "error: the release build of CoreBenchmarks failed" >&2
  exit 1
fi
bin_dir="$(swift build -c release --package-path "$package" --show-bin-path)" || exit 1

# The executable validates its own arguments: a bad one prints usage and exits 2.
exec "$bin_dir/CoreBenchmarks" "$@"
