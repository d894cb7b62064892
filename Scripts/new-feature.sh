#!/usr/bin/env bash
# Scaffolds a feature package, optionally as a new tab of TabBar, then builds and tests it.
# See --help.
set -uo pipefail

usage() {
  cat <<'USAGE'
Usage: Scripts/new-feature.sh NAME [--tab TITLE] [--no-build]

Writes Packages/NAME, a feature package like the others: a manifest (Effects,
FactLoading and TerminalUI), a reducer with State, Action and one real behaviour (a number
with its fact, loaded by the shared FactLoader child), its view (it reads the store and
keeps its parts, docs/app.md), a preview executable (Scripts/run.sh NAME), an exhaustive
TestStore test and a snapshot test of the view. It redraws README's module
graph from the manifests (Scripts/graph.sh). Then it builds and tests the package with
Scripts/test.sh and reports the result.

  --tab TITLE  also add the feature to the tab bar as a tab called TITLE: TabBar's
               manifest, Tab, State, Action, reducer, view and a test, each one line above
               the "new-feature.sh --tab" comment that marks its place; TabBar, App and
               the app's end-to-end tests (Tests/, less this script's own test and the
               long-session soak) are then tested too
  --no-build   write (and edit) the files, but do not build or test them; for scripts that
               make many features before one build (Scripts/bench.sh --build)
  -h, --help   show this help

NAME must be UpperCamelCase (a letter, then letters and digits), not an existing package,
target or module, and not a Swift keyword or a standard library, Foundation or Core type.
Nothing is ever overwritten, and if any step fails (a build or a test included), every
file written is removed and every file edited is put back.

Exit status: 0 when the package (and the tab) built and passed its tests; 1 when a step
failed (everything undone); 2 for a bad name or argument (nothing written).
USAGE
}

root="$(cd "$(dirname "$0")/.." && pwd)"
templates="$root/Scripts/templates/feature"
marker="// new-feature.sh --tab adds a line above this one."
# The files of Packages/TabBar that --tab edits, each at its markers.
tabbar_edited=(Package.swift Sources/TabBar/Tab.swift Sources/TabBar/TabBar.swift
  Sources/TabBar/TabBarView.swift)

name=""
title=""
as_tab=false
build=true
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --tab)
      as_tab=true
      [ $# -ge 2 ] || { echo "error: --tab needs a title, such as --tab \"Settings\"" >&2; exit 2; }
      title="$2"
      shift ;;
    --tab=*) as_tab=true; title="${1#--tab=}" ;;
    --no-build) build=false ;;
    -*) echo "error: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    *)
      [ -z "$name" ] || { echo "error: one NAME at a time (got '$name' and '$1')" >&2; exit 2; }
      name="$1" ;;
  esac
  shift
done

refuse() { echo "error: $1" >&2; echo "Nothing was written." >&2; exit 2; }

[ -n "$name" ] || { usage >&2; exit 2; }
[[ "$name" =~ ^[A-Z][A-Za-z0-9]*$ ]] \
  || refuse "'$name' is not UpperCamelCase: start with a capital letter, then letters and digits only (e.g. Settings)"
case "$name" in
  Any|Self|Type|Protocol|Sendable|Actor|Copyable|Escapable)
    refuse "'$name' is a Swift keyword or marker type; pick another name" ;;
  Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64|Double|Float|Float16|Bool|String|Character|Substring|Array|Dictionary|Set|Optional|Result|Error|Never|Void|Range|ClosedRange|Sequence|Collection|Equatable|Hashable|Comparable|Codable|Identifiable|Task|Clock|Duration|ContinuousClock|SuspendingClock|AsyncStream|Unicode|Mirror|Hasher|Slice)
    refuse "'$name' is a Swift standard library type; a module of that name would hide it" ;;
  Date|URL|Data|UUID|Foundation|Locale|Calendar|TimeZone|Notification|Process|Thread|Bundle|FileManager|JSONEncoder|JSONDecoder|NSObject|Decimal|Measurement)
    refuse "'$name' is a Foundation type; a module of that name would hide it" ;;
esac
[ -e "$root/Packages/$name" ] && refuse "Packages/$name already exists; pick another name"
if grep -hoE 'name: "[A-Za-z0-9]+"' "$root"/Packages/*/Package.swift "$root"/App/Package.swift "$root"/Tests/Package.swift 2>/dev/null \
  | sed -E 's/name: "(.*)"/\1/' | grep -qx "$name"; then
  refuse "a package, target or module named '$name' exists already"
fi
for suffix in Tests Preview View; do
  if grep -hoE 'name: "[A-Za-z0-9]+"' "$root"/Packages/*/Package.swift "$root"/App/Package.swift \
    | sed -E 's/name: "(.*)"/\1/' | grep -qx "$name$suffix"; then
    refuse "the target '$name$suffix' exists already"
  fi
done
if grep -rhoE "^public (final )?(struct|enum|class|protocol|actor|typealias) $name\b" \
  "$root"/Packages/Core/Sources "$root"/Packages/Effects/Sources "$root"/Packages/TerminalUI/Sources 2>/dev/null | grep -q .; then
  refuse "'$name' is a type of Core, Effects or TerminalUI; a module of that name would hide it"
fi
lower="$(tr '[:upper:]' '[:lower:]' <<<"${name:0:1}")${name:1}"
if $as_tab; then
  [ -n "$title" ] || refuse "the tab title is empty"
  [[ "$title" != *$'\n'* && "$title" != *'"'* && "$title" != *'\'* ]] \
    || refuse "the tab title must be one line without quotes or backslashes"
  [ "${#title}" -le 20 ] || refuse "the tab title '$title' is longer than 20 characters"
  grep -qE "^  case $lower\$" "$root/Packages/TabBar/Sources/TabBar/Tab.swift" \
    && refuse "TabBar already has a tab '$lower'"
  for file in "${tabbar_edited[@]}"; do
    grep -qF "$marker" "$root/Packages/TabBar/$file" \
      || refuse "Packages/TabBar/$file has lost its \"$marker\" line, so the tab cannot be added"
  done
fi
feature_title="${title:-$name}"

# NB: SwiftPM's incremental build misses a change of a type's stored properties seen through
# another module: App's executable sizes Root.State, which holds TabBar.State, and is not
# recompiled when only TabBar changes (swiftlang/swift-package-manager#10502). The stale
# executable crashes at launch. Marking every Swift file downstream of TabBar as changed
# makes each build folder recompile them.
mark_tabbar_dependents_changed() {
  find "$root/App" "$root/Tests" -name '*.swift' -not -path '*/.build*' -exec touch {} +
}

# --- From here on, every change is undone if a step fails. ---
backup="$(mktemp -d)"
written=()
finished=false
undo() {
  $finished && { rm -rf "$backup"; return; }
  echo "--> undoing: removing what was written and restoring what was edited" >&2
  local path
  for path in "${written[@]}"; do rm -rf "$path"; done
  if [ -d "$backup/TabBar" ]; then
    (cd "$backup/TabBar" && find . -type f) | while read -r file; do
      cp "$backup/TabBar/$file" "$root/Packages/TabBar/$file"
    done
    mark_tabbar_dependents_changed
  fi
  [ -f "$backup/README.md" ] && cp "$backup/README.md" "$root/README.md"
  rm -rf "$backup"
}
trap undo EXIT
trap 'exit 1' INT TERM

# Writes a template to a path, with the names filled in; never over an existing file.
render() {
  local template="$1" path="$2"
  [ -e "$path" ] && { echo "error: $path exists; not overwriting it" >&2; exit 1; }
  mkdir -p "$(dirname "$path")"
  sed -e "s/__NAME__/$name/g" -e "s/__LOWER__/$lower/g" -e "s/__TITLE__/$feature_title/g" \
    "$templates/$template" >"$path" || exit 1
}

# Inserts lines above the n-th marker of a file (relative to Packages/TabBar), indented like
# the marker, keeping a copy of the file as it was.
insert_above_marker() {
  local file="$1" nth="$2"
  shift 2
  local path="$root/Packages/TabBar/$file" joined
  if [ ! -e "$backup/TabBar/$file" ]; then
    mkdir -p "$(dirname "$backup/TabBar/$file")"
    cp "$path" "$backup/TabBar/$file"
  fi
  joined="$(printf '%s\n' "$@")"
  # NB: Through the environment, not -v: awk would eat the backslashes of `\.name`.
  INSERT_LINES="$joined" MARKER="$marker" awk -v nth="$nth" '
    index($0, ENVIRON["MARKER"]) {
      count++
      if (count == nth) {
        match($0, /^ */)
        indent = substr($0, 1, RLENGTH)
        n = split(ENVIRON["INSERT_LINES"], parts, "\n")
        for (i = 1; i <= n; i++) print indent parts[i]
      }
    }
    { print }
  ' "$path" >"$path.new" && mv "$path.new" "$path" || exit 1
}

# Inserts a tab's Scope line above the n-th marker of TabBar.swift, in the marker's
# CombineReducers block; when that block holds ten Scopes already, closes it and opens
# another: Swift type-checks a builder block in time that grows with the square of its
# length, so two hundred tabs in one block took seconds (docs/benchmarks.md).
insert_tab_scope() {
  local nth="$1" line="$2"
  insert_above_marker Sources/TabBar/TabBar.swift "$nth" "$line"
  local path="$root/Packages/TabBar/Sources/TabBar/TabBar.swift"
  MARKER="$marker" awk -v nth="$nth" -v per_block=10 '
    { lines[NR] = $0 }
    /CombineReducers \{/ { scopes = 0 }
    /^ *Scope\(/ { scopes++ }
    index($0, ENVIRON["MARKER"]) && ++count == nth && scopes > per_block { split_at = NR }
    END {
      for (i = 1; i <= NR; i++) {
        # The line above the marker is the new Scope: a new block opens before it.
        if (split_at && i == split_at - 1) {
          match(lines[split_at], /^ */)
          outer = substr(lines[split_at], 1, RLENGTH - 2)
          print outer "}"
          print outer "CombineReducers {"
        }
        print lines[i]
      }
    }
  ' "$path" >"$path.new" && mv "$path.new" "$path" || exit 1
}

package="$root/Packages/$name"
echo "--> writing Packages/$name"
written+=("$package")
render Package.swift.template "$package/Package.swift"
render Feature.swift.template "$package/Sources/$name/$name.swift"
render View.swift.template "$package/Sources/$name/${name}View.swift"
render Preview.swift.template "$package/Sources/${name}Preview/main.swift"
render Tests.swift.template "$package/Tests/${name}Tests/${name}Tests.swift"
render ViewSnapshotTests.swift.template "$package/Tests/${name}Tests/${name}ViewSnapshotTests.swift"

packages=("$name")
if $as_tab; then
  echo "--> adding the tab \"$feature_title\" to Packages/TabBar"
  insert_above_marker Package.swift 1 ".package(path: \"../$name\"),"
  insert_above_marker Package.swift 2 ".product(name: \"$name\", package: \"$name\"),"
  insert_above_marker Package.swift 3 ".product(name: \"$name\", package: \"$name\"),"
  insert_above_marker Sources/TabBar/Tab.swift 1 "/// The $feature_title tab." "case $lower"
  insert_above_marker Sources/TabBar/Tab.swift 2 "case .$lower: \"$feature_title\""
  insert_above_marker Sources/TabBar/TabBar.swift 1 "import $name"
  insert_above_marker Sources/TabBar/TabBar.swift 2 \
    "/// The $feature_title tab's state, kept while another tab is selected." "public var $lower: $name.State"
  insert_above_marker Sources/TabBar/TabBar.swift 3 "self.$lower = $name.State()"
  insert_above_marker Sources/TabBar/TabBar.swift 4 "/// The $feature_title tab's actions." "case $lower($name.Action)"
  insert_above_marker Sources/TabBar/TabBar.swift 5 \
    "public var $lower: $name.Action? { if case let .$lower(action) = self { action } else { nil } }"
  insert_tab_scope 6 "Scope(state: \\.$lower, action: .case(Action.$lower, \\.$lower)) { $name() }"
  insert_above_marker Sources/TabBar/TabBar.swift 7 "case .$lower: return .none"
  insert_above_marker Sources/TabBar/TabBarView.swift 1 "import $name"
  insert_above_marker Sources/TabBar/TabBarView.swift 2 \
    "case .$lower: Screen.scoped(store, state: \\.$lower, action: .case(TabBar.Action.$lower, \\.$lower), ${name}View.screen)"
  tab_test="$root/Packages/TabBar/Tests/TabBarTests/${name}TabTests.swift"
  written+=("$tab_test")
  render TabTests.swift.template "$tab_test"
  mark_tabbar_dependents_changed
  packages+=(TabBar App Tests)
fi

# Long lines the templates cannot know the length of (a long NAME) are wrapped here, and the
# inserted imports sorted. Only what was written or edited: TabBar's other files (a test per
# tab) are formatted already, and formatting them all made each scaffold slower than the last.
# Before the graph is drawn, so that the manifests it reads (and caches) are the final ones.
formatted=("$package")
if $as_tab; then
  formatted+=("$tab_test")
  for file in "${tabbar_edited[@]}"; do formatted+=("$root/Packages/TabBar/$file"); done
fi
swift format --in-place --recursive "${formatted[@]}" >/dev/null 2>&1 || true

# README's module graph follows the manifests (Scripts/checks/graph.sh fails otherwise): the
# diagram between its markers is redrawn with the new package in it.
echo "--> redrawing README's module graph"
cp "$root/README.md" "$backup/README.md"
diagram="$("$root/Scripts/graph.sh")" || exit 1
if grep -q '^<!-- Scripts/graph.sh writes the diagram below -->$' "$root/README.md"; then
  DIAGRAM="$diagram" awk '
    /^<!-- Scripts\/graph.sh writes the diagram below -->$/ { print; print ENVIRON["DIAGRAM"]; skip = 1; next }
    /^<!-- end of Scripts\/graph.sh -->$/ { skip = 0 }
    !skip { print }
  ' "$root/README.md" >"$root/README.md.new" && mv "$root/README.md.new" "$root/README.md" || exit 1
else
  echo "warning: README.md has no module graph markers; its graph was not redrawn" >&2
fi

if ! $build; then
  finished=true
  echo "Packages/$name written; not built (--no-build)."
  exit 0
fi

echo "--> building and testing: Scripts/test.sh ${packages[*]}"
log="$(mktemp)"
# NB: The check tests what this script changed, not this script: the Tests package's own
# end-to-end test of new-feature.sh (minutes: it scaffolds again in a copy of the repository)
# skips itself when SKIP_NEW_FEATURE_SCRIPT_TESTS is set, and so does the long-session soak,
# which the new feature is not in.
if SKIP_NEW_FEATURE_SCRIPT_TESTS=1 "$root/Scripts/test.sh" "${packages[@]}" >"$log" 2>&1; then
  tail -n $((${#packages[@]} + 2)) "$log"
  rm -f "$log"
  finished=true
  echo
  echo "Packages/$name is ready: its tests pass."
  printf '  %-28s %s\n' "Scripts/run.sh $name" "runs it alone"
  $as_tab && printf '  %-28s %s\n' "Scripts/run.sh" "shows it as the tab \"$feature_title\""
  printf '  %-28s %s\n' "Scripts/test.sh $name" "tests it again"
  exit 0
fi
grep -E "error:|✘|failed" "$log" | head -40 >&2
echo "error: Packages/$name did not build or pass its tests; the whole log is in $log" >&2
exit 1
