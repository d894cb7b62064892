/// The values of the shared references a ``TestStore`` tracks, on both sides of an
/// assertion, by root: as last asserted, and as the store left them.
struct SharedSides {
  let tracked: [ObjectIdentifier: SharedChangeTracker.Entry]
  /// Every tracked reference's value as last asserted.
  let asserted: [ObjectIdentifier: Any]
  /// Every tracked reference's value right after the action being asserted.
  let actual: [ObjectIdentifier: Any]

  /// Fills in the references missing from `asserted` and `actual` with the value they had
  /// before their first tracked change: a reference changed only by a later action still had
  /// it then.
  init(
    tracked: [ObjectIdentifier: SharedChangeTracker.Entry],
    asserted: [ObjectIdentifier: Any],
    actual: [ObjectIdentifier: Any]
  ) {
    self.tracked = tracked
    self.asserted = tracked.reduce(into: [:]) { $0[$1.key] = asserted[$1.key] ?? $1.value.initial }
    self.actual = tracked.reduce(into: [:]) { $0[$1.key] = actual[$1.key] ?? $1.value.initial }
  }
}

/// One shared reference whose expected and actual values differ.
struct SharedMismatch {
  let name: String
  let wasAsserted: Bool
  let diff: String
}

extension TestStore {
  /// How `expected` differs from `actual`, reading shared values on the expected side for
  /// the first and on the actual side for the second.
  func sharedDiff<T>(_ expected: T, _ actual: T, in assertion: SharedAssertion) -> String? {
    let old = assertion.run(.expected) { dumpNode(expected) }
    let new = assertion.run(.actual) { dumpNode(actual) }
    return diff(old, new)
  }

  /// The tracked references, and those the assertion closure wrote, whose expected value
  /// differs from their actual one, in a stable order.
  func sharedMismatches(in assertion: SharedAssertion, shared: SharedSides) -> [SharedMismatch] {
    var roots = shared.tracked.mapValues(\.root)
    for (id, root) in assertion.written { roots[id] = root }
    return roots.values
      .compactMap { root -> SharedMismatch? in
        let expected = assertion.rootValue(of: root, side: .expected)
        let actual = assertion.rootValue(of: root, side: .actual)
        guard let difference = diff(dumpNode(expected), dumpNode(actual)) else { return nil }
        return SharedMismatch(
          name: root.name,
          wasAsserted: assertion.written[ObjectIdentifier(root)] != nil,
          diff: difference
        )
      }
      .sorted { $0.name < $1.name }
  }

  /// A line naming the shared values that differ, to follow a state diff; empty when none
  /// does.
  func describeSharedMismatches(in assertion: SharedAssertion, shared: SharedSides) -> String {
    let mismatches = sharedMismatches(in: assertion, shared: shared)
    guard !mismatches.isEmpty else { return "" }
    let names = mismatches.map {
      "\($0.name) (\($0.wasAsserted ? "asserted differently" : "changed, not asserted"))"
    }
    return "\n\nShared values that differ: " + names.joined(separator: ", ")
  }

  /// Fails once per shared value whose expected and actual values differ (those the state
  /// comparison cannot see: references the state does not hold); returns whether it failed.
  func failSharedMismatches(
    in assertion: SharedAssertion, shared: SharedSides, at location: SourceLocation
  ) -> Bool {
    let mismatches = sharedMismatches(in: assertion, shared: shared)
    for mismatch in mismatches {
      fail(sharedMismatchMessage(mismatch), at: location)
    }
    return !mismatches.isEmpty
  }

  func sharedMismatchMessage(_ mismatch: SharedMismatch) -> String {
    let headline =
      mismatch.wasAsserted
      ? "The shared value \(mismatch.name) does not match expectation: …"
      : "The shared value \(mismatch.name) changed, but the change was not asserted: …"
    return """
      \(headline)

      \(indent(mismatch.diff))

      (Expected: -, Actual: +)

      Assert it in the closure of the "send" or "receive" that changed it, through a reference \
      to it: "$0.$value.withLock { … }" when the state holds it, or a "@Shared" of the same key \
      declared in the test.
      """
  }

  /// The end-of-test check of shared values: a change made after the last assertion (by an
  /// effect) must have been asserted too, with `store.assert { … }`.
  func reportUnassertedSharedChanges() {
    assertedShared.merge(sharedTracker.takeOutsideChanges()) { $1 }
    let current = sharedTracker.currentValues()
    let shared = SharedSides(
      tracked: sharedTracker.tracked, asserted: assertedShared, actual: current)
    let assertion = SharedAssertion(expected: shared.asserted, actual: shared.actual)
    for mismatch in sharedMismatches(in: assertion, shared: shared) {
      fail(
        """
        The shared value \(mismatch.name) changed after the last assertion, and the change was \
        not asserted by the end of the test: …

        \(indent(mismatch.diff))

        (Expected: -, Actual: +)

        Assert it with "store.assert { … }", or in the closure of a later "receive".
        """,
        at: location
      )
    }
  }
}
