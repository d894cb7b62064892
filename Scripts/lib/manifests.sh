# Sourced by the scripts that read manifests (graph.sh, checks/declared-imports.sh, and
# new-feature.sh through graph.sh). `swift package dump-package` costs about 0.35 s a
# package, so a run that read every manifest paid it for every package, and scaffolding a
# feature, which runs the graph check, grew quadratically with the number of packages.
# `dump_manifest` keeps each manifest's JSON in .build-manifests/ at the repository root,
# named by a hash of the manifest's text and the toolchain's version: a manifest that has not
# changed since any earlier run is not read again.

# The toolchain's version, hashed into every cache entry (computed once per run).
_manifest_toolchain=""

# Writes the JSON of the manifest in package folder $2 (under repository root $1) to file
# $3; on failure, its error output to file $4 and status 1.
dump_manifest() {
  local root="$1" package="$2" output="$3" errors="$4" key cache
  [ -n "$_manifest_toolchain" ] || _manifest_toolchain="$(swift --version 2>&1 | head -n 1)"
  key="$( { echo "$_manifest_toolchain"; cat "$package/Package.swift"; } | sha256sum | cut -c1-32)"
  cache="$root/.build-manifests/$key.json"
  if [ -s "$cache" ]; then
    cp "$cache" "$output"
    return 0
  fi
  swift package dump-package --package-path "$package" >"$output" 2>"$errors" || return 1
  mkdir -p "$root/.build-manifests"
  # Written under a temporary name, then renamed: a run stopped half-way leaves no bad entry.
  cp "$output" "$cache.$$" && mv "$cache.$$" "$cache"
}
