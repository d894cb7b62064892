/// Takes a value and does nothing with it, out of the optimizer's sight, so the work that
/// produced the value cannot be deleted as unused.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// Takes `value` in-out and does nothing with it, out of the optimizer's sight: the caller
/// must assume it was read and changed, so a loop that mutates it cannot be folded into one
/// step.
@inline(never)
@_optimize(none)
func escape<T>(_ value: inout T) {}
