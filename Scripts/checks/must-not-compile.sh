#!/usr/bin/env bash
# Checks that code Core refuses on purpose does not compile. Each file in
# Scripts/checks/must-not-compile/ is type-checked against Core's debug module and must fail
# with the error its first line names (`// expect: <part of the error>`). Its control, the
# snippet with each line that ends in `// refused` replaced by the `// instead: <code>` line
# after it, must type-check: a missing module or a typo in the snippet cannot pass for the
# refusal. Builds Core's module into .build-test (Scripts/test.sh's scratch folder) when it is
# not there. Exit status 0 when every snippet fails as expected and every control compiles.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="$root/.build-test"
if ! out="$(swift build --package-path "$root/Packages/Core" --scratch-path "$scratch" \
  --target Core 2>&1)"; then
  echo "FAIL: Core does not build:"
  echo "$out" | tail -20
  exit 1
fi
debug="$scratch/debug"
flags=(-typecheck -I "$debug/Modules" -Xcc "-fmodule-map-file=$debug/CoreThreadLocal.build/module.modulemap")
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

status=0
count=0
for snippet in "$root"/Scripts/checks/must-not-compile/*.swift; do
  name="$(basename "$snippet")"
  expected="$(sed -n '1s|^// expect: ||p' "$snippet")"
  if [ -z "$expected" ]; then
    echo "FAIL: $name: its first line must be '// expect: <part of the error>'"
    status=1
    continue
  fi
  count=$((count + 1))
  if output="$(swiftc "${flags[@]}" "$snippet" 2>&1)"; then
    echo "FAIL: $name compiles; Core must refuse it."
    status=1
  elif ! grep -qF -- "$expected" <<<"$output"; then
    echo "FAIL: $name does not compile, but not with the expected error ($expected):"
    echo "$output" | grep 'error:' | head -5
    status=1
  fi
  if ! grep -q '// refused$' "$snippet" || ! grep -q '// instead: ' "$snippet"; then
    echo "FAIL: $name needs a line ending in '// refused' and a '// instead: <code>' line"
    status=1
    continue
  fi
  grep -v '// refused$' "$snippet" | sed 's|^\( *\)// instead: |\1|' >"$work/$name"
  if ! output="$(swiftc "${flags[@]}" "$work/$name" 2>&1)"; then
    echo "FAIL: $name's control (its '// instead:' code) does not compile:"
    echo "$output" | grep 'error:' | head -5
    status=1
  fi
done
[ $status -eq 0 ] && echo "ok: Core refuses the $count snippets of Scripts/checks/must-not-compile/"
exit $status
