#!/usr/bin/env bash
# Checks that README's module graph matches the manifests and that no package depends on one
# the module rules forbid (Scripts/graph.sh --check says which). Exit status 0 when both hold.
exec "$(dirname "$0")/../graph.sh" --check
