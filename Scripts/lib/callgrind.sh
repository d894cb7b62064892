# Sourced by the scripts that count instructions with callgrind (instructions.sh, and
# benchmarks/view-instructions.sh for the terminal app). Callers set `scratch` (a temporary
# folder of their own) and `binary` (an executable in it) before counting.

# Copies FILE... from DIR into $scratch without their debug information: valgrind cannot
# read the DWARF 5 that swiftc writes. Libraries go beside the executable, which finds them
# at $ORIGIN.
strip_for_valgrind() {
  local dir="$1" file
  shift
  for file in "$@"; do
    objcopy --strip-debug "$dir/$file" "$scratch/$file" || return 1
  done
}

# Total instructions of one run of $binary with the given arguments, hashing made
# deterministic so that a dictionary's layout does not move the count.
instructions() {
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$scratch/out" \
    "$binary" "$@" 2>"$scratch/log" >/dev/null \
    || { cat "$scratch/log" >&2; return 1; }
  sed -n 's/^summary: //p' "$scratch/out"
}

# Instructions of one operation: the difference between N and 2N operations (--operations),
# over N, so that start-up is left out. Usage: per_operation N ARGS...
per_operation() {
  local count="$1" one two
  shift
  one="$(instructions --operations "$count" "$@")" || return 1
  two="$(instructions --operations "$((2 * count))" "$@")" || return 1
  echo $(((two - one) / count))
}
