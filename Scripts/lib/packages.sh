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
ordered=()

load_packages() {
  local root="$1" manifest dir name
  local all=()
  for manifest in "$root"/Packages/*/Package.swift "$root"/App/Package.swift "$root"/Tests/Package.swift; do
    [ -f "$manifest" ] || continue
    dir="$(dirname "${manifest#"$root"/}")"
    name="$(basename "$dir")"
    dir_of[$name]="$dir"
    all+=("$name")
  done
  declare -gA _visit_state=()
  ordered=()
  for name in "${all[@]}"; do _visit "$root" "$name"; done
}

# The local packages a package's manifest names with `.package(path: "...")`.
_local_deps() {
  grep -oE '\.package\(\s*path:\s*"[^"]+"' "$1/${dir_of[$2]}/Package.swift" 2>/dev/null \
    | sed -E 's/.*"([^"]+)"/\1/' | xargs -r -n1 basename
}

# Depth-first: a package is appended after everything it depends on.
_visit() {
  local root="$1" name="$2" dep
  case "${_visit_state[$name]:-}" in
    done) return ;;
    visiting) echo "error: dependency cycle through $name" >&2; exit 1 ;;
  esac
  _visit_state[$name]=visiting
  for dep in $(_local_deps "$root" "$name"); do
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
