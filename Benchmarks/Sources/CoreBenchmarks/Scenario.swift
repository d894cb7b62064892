/// One figure of the suite: a named operation, and for a send the plain-function baseline
/// it is compared with.
struct Scenario {
  /// The name printed in the table and matched by `--filter`, such as `Store.Send`.
  let name: String
  /// What one operation does.
  let summary: String
  /// Builds the stores and state, then returns the loop to time.
  let make: @MainActor () -> Workload
  /// The same work without a store, for send scenarios.
  let baseline: Baseline?

  init(
    name: String, summary: String, baseline: Baseline? = nil,
    make: @escaping @MainActor () -> Workload
  ) {
    self.name = name
    self.summary = summary
    self.baseline = baseline
    self.make = make
  }

  /// Every scenario, in the order they run and print.
  @MainActor
  static var all: [Scenario] {
    store + nestedStore + wideStore + destination + presentation + stack + forEach + form
      + effects + shared + observation
  }
}

/// What a send scenario is compared with: the same composed reducer called directly as a
/// function on `inout` state, with no store.
struct Baseline {
  /// What one baseline operation does.
  let summary: String
  /// Builds the state, then returns the loop to time.
  let make: @MainActor () -> Workload
}
