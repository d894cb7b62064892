# Sourced by the scripts that work on every package (test.sh, build.sh). Finds the packages
# (Packages/*, App, Tests), orders them so each comes after the local packages it depends on,
# and checks names given on the command line.
#
# After `load_packages ROOT`:
#   dir_of[NAME]  the package's folder, relative to ROOT
#   ordered       every package name, in dependency order
# `select_packages NAME...` narrows `ordered` to those names (keeping the order), or prints
# the valid names to standard error and exits 2 for an unknown one.

declare -A dir_of=()
declare -A _deps_of=()
ordered=()

load_packages() {
  local root="$1" manifest dir name file dep
  local all=()
  for manifest in "$root"/Packages/*/Package.swift "$root"/App/Package.swift "$root"/Tests/Package.swift; do
    [ -f "$manifest" ] || continue
    dir="$(dirname "${manifest#"$root"/}")"
    name="$(basename "$dir")"
    dir_of[$name]="$dir"
    all+=("$name")
  done
  # The local packages each manifest names with `.package(path: "...")`, read by one grep
  # over every manifest (a grep per package cost seconds in an app of hundreds).
  _deps_of=()
  while IFS=: read -r file dep; do
    name="${file%/Package.swift}"
    name="${name##*/}"
    dep="${dep%\"}"
    dep="${dep%/}"
    dep="${dep##*/}"
    _deps_of[$name]+=" $dep"
  done < <(grep -oHE '\.package\(\s*path:\s*"[^"]+"' \
    "$root"/Packages/*/Package.swift "$root"/App/Package.swift "$root"/Tests/Package.swift 2>/dev/null)
  declare -gA _visit_state=()
  ordered=()
  for name in "${all[@]}"; do _visit "$root" "$name"; done
}

# Depth-first: a package is appended after everything it depends on.
_visit() {
  local root="$1" name="$2" dep
  case "${_visit_state[$name]:-}" in
    done) return ;;
    visiting) echo "error: dependency cycle through $name" >&2; exit 1 ;;
  esac
  _visit_state[$name]=visiting
  for dep in ${_deps_of[$name]:-}; do
    [ -n "${dir_of[$dep]:-}" ] && _visit "$root" "$dep"
  done
  _visit_state[$name]=done
  ordered+=("$name")
}

select_packages() {
  [ $# -eq 0 ] && return
  local want name
  for want in "$@"; do
    if [ -z "${dir_of[$want]:-}" ]; then
      echo "error: no package named '$want' (have: ${ordered[*]})" >&2
      exit 2
    fi
  done
  local filtered=()
  for name in "${ordered[@]}"; do
    for want in "$@"; do [ "$name" = "$want" ] && filtered+=("$name") && break; done
  done
  ordered=("${filtered[@]}")
}
