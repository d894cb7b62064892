/// Waits until `condition` holds, failing the running test (XCTest or Swift Testing) instead
/// of hanging once `timeout` of real time has passed.
///
/// Use it where a test must act only once other work has reached a point: an effect started
/// or registered its cancel id, a task sleeps on a clock, a file was written. Yielding a fixed
/// number of times is not enough: on a loaded machine the other work's thread may not run at
/// all meanwhile. Keep plain yields for checking that something did *not* happen.
///
/// ```swift
/// store.send(.startButtonTapped)
/// await waitUntil { clock.sleeperCount == 1 }
/// await clock.advance(by: .seconds(1))
/// ```
public func waitUntil(
  _ timeout: Duration = .seconds(10),
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column,
  _ condition: () -> Bool
) async {
  guard await !waitUntil(timeout: timeout, isolation: isolation, condition) else { return }
  // NB: Straight to the test framework: a test may have installed reporters of its own.
  TestFrameworkReporter().reportIssue(
    "Still waiting after \(timeout)",
    at: SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column))
}

/// Yields until `condition` holds or `timeout` of real time has passed; whether it held.
///
/// Effects in a test store run on the main thread, so each yield lets every ready effect job
/// run; `condition` usually holds after a few yields, and the timeout only matters when it
/// never will.
func waitUntil(
  timeout: Duration, isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while !condition() {
    if clock.now >= deadline { return false }
    await Task.yield()
    if !condition() {
      // Let timers and I/O on other threads make progress without spinning a core.
      try? await Task.sleep(for: .microseconds(50))
    }
  }
  return true
}
