#!/usr/bin/env bash
# Checks the rules docs/adding-a-feature.md states for every feature reducer X: X.swift holds
# `public struct X: Reducer, Sendable` with its State, Action and body; XView.swift beside it
# holds its view (`screen` or `elements` taking `StoreOf<X>`); the package's tests make a
# TestStore of X and leave exhaustivity on; only FactLoading reads the number-fact client
# (Scripts/lib/feature_shape.py). Exit status 0 when every reducer follows them.
set -uo pipefail
# shellcheck source=../lib/python_check.sh
source "$(dirname "$0")/../lib/python_check.sh"
python_check feature_shape.py \
  "feature reducers that break a rule of docs/adding-a-feature.md:" \
  "the {count} feature reducers follow docs/adding-a-feature.md's rules (shape, Sendable, view, TestStore, FactLoader)"
