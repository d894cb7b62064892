# The shape of a repository check written in Python: Scripts/lib/SCRIPT ROOT prints one line
# per problem, then "#count N". Sourced by the scripts in Scripts/checks/.

# Runs Scripts/lib/$1 on the repository and reports as every check does: "FAIL: $2" and the
# problems (status 1), or "ok: $3" with "{count}" replaced by N (status 0).
python_check() {
  local script="$1" heading="$2" ok="$3" root report status count problems
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  command -v python3 >/dev/null || { echo "FAIL: python3 is needed"; return 1; }
  report="$(python3 "$root/Scripts/lib/$script" "$root")"
  status=$?
  count="$(sed -n 's/^#count //p' <<<"$report")"
  problems="$(grep -v '^#count ' <<<"$report" | sed '/^$/d')"
  if [ -n "$problems" ]; then
    echo "FAIL: $heading"
    echo "$problems"
    return 1
  fi
  [ $status -eq 0 ] || { echo "FAIL: Scripts/lib/$script failed"; return 1; }
  echo "ok: ${ok//\{count\}/$count}"
}
