#!/usr/bin/env bash
# Checks that Core's stops name their cause in a release build, where most programs run:
# `precondition` and `preconditionFailure` print nothing under -O, so Core stops with
# `fatalError`. Builds Benchmarks' ReleaseCanaries in release mode (sharing the build of
# Scripts/instructions.sh) and runs each canary, a misuse that must stop the program with its
# message: a reducer reading its own store names the reducer. Also runs the canary that checks
# what the optimizer could break, two action routes keeping two stores (Core names a route by
# its embedding function's code). Also fails when a source in Packages/ or App/ uses
# `precondition` or `preconditionFailure` with a message.
# Exit status 0 when every canary stopped with its message and no source uses them; 1 otherwise.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root" || exit 1
status=0

hits="$(grep -rnE '\bprecondition(Failure)?\(' --include='*.swift' Packages/*/Sources App/Sources \
  --exclude-dir='.build*' || true)"
if [ -n "$hits" ]; then
  echo "FAIL: precondition or preconditionFailure prints nothing in a release build (use fatalError):"
  echo "$hits"
  status=1
fi

swift build -c release --package-path Benchmarks --product ReleaseCanaries >/dev/null 2>&1 \
  || swift build -c release --package-path Benchmarks --product ReleaseCanaries || exit 1
binary="$(swift build -c release --package-path Benchmarks --show-bin-path)/ReleaseCanaries"

expect_stop() {
  local canary="$1" message="$2" output code
  output="$("$binary" "$canary" 2>&1)"
  code=$?
  if [ "$code" -eq 0 ] || [[ "$output" != *"$message"* ]]; then
    echo "FAIL: release canary '$canary' (exit $code) did not stop with: $message"
    echo "$output" | head -n 5
    status=1
  else
    echo "ok: $canary stops with: $message"
  fi
}
expect_stop read-own-store '"ReadsItsOwnStore" read its store'"'"'s state while it was running'
expect_stop duplicate-ids 'IdentifiedArray(uniqueElements:): '
expect_stop changed-id 'IdentifiedArray: element id 2 does not match id 1'
expect_stop removed-from-empty 'IdentifiedArray.removeFirst(): the array is empty'

output="$("$binary" two-routes 2>&1)"
if [ $? -ne 0 ] || [[ "$output" != "two routes, two stores" ]]; then
  echo "FAIL: release canary 'two-routes': $(echo "$output" | head -n 3)"
  status=1
else
  echo "ok: two-routes keeps a store per route in a release build"
fi
exit $status
