#!/usr/bin/env bash
# Checks that every feature reducer has the one shape README's "Adding a feature package"
# names: X.swift holds reducer X with its State, Action and body; XView.swift beside it holds
# its view (Scripts/lib/feature_shape.py). Exit status 0 when every reducer has it.
set -uo pipefail
# shellcheck source=../lib/python_check.sh
source "$(dirname "$0")/../lib/python_check.sh"
python_check feature_shape.py \
  "reducers out of the feature shape (X.swift: State, Action, body; XView.swift beside it):" \
  "the {count} feature reducers each hold State, Action and body in X.swift, with XView.swift beside"
