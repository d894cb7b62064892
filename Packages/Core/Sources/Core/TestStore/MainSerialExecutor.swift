/// Runs `operation` with every job meant for the global concurrent executor run on the main
/// actor instead, one at a time, in the order they were queued: effects, the clients they
/// call and the clocks they sleep on never run in parallel with `operation` or each other,
/// so what it sees depends on its own steps (and yields), not on the machine's load. As
/// swift-concurrency-extras' function of the same name; a ``TestStore`` does this for the
/// whole of its life, and `App --replay` for a replay.
///
/// Reports an issue when the Swift runtime lacks the hooks it needs (see
/// ``MainSerialExecutor``), and then runs `operation` with jobs in parallel.
@MainActor
public func withMainSerialExecutor<Result>(
  fileID: String = #fileID, filePath: String = #filePath, line: UInt = #line,
  column: UInt = #column, operation: @MainActor () async throws -> Result
) async rethrows -> Result {
  MainSerialExecutor.retain(fileID: fileID, filePath: filePath, line: line, column: column)
  defer { MainSerialExecutor.release() }
  return try await operation()
}

/// swift-concurrency-extras' switch, which TCA's tests set in a suite's `init()`: while it is
/// `true`, every job meant for the global concurrent executor runs on the main actor, one at a
/// time, as inside ``withMainSerialExecutor(fileID:filePath:line:column:operation:)``,
/// whatever else asks for it. A ``TestStore`` already does this for the whole of its life, so
/// a port can keep the line or delete it.
@MainActor
public var uncheckedUseMainSerialExecutor: Bool {
  get { MainSerialExecutor.isSwitchedOn }
  set {
    guard newValue != MainSerialExecutor.isSwitchedOn else { return }
    MainSerialExecutor.isSwitchedOn = newValue
    if newValue {
      MainSerialExecutor.retain(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    } else {
      MainSerialExecutor.release()
    }
  }
}

/// Runs every job meant for the global concurrent executor on the main actor instead, one
/// at a time, while at least one `TestStore` (or ``withMainSerialExecutor(fileID:filePath:line:column:operation:)``)
/// is alive.
///
/// Effects, the dependencies they call and the clocks they sleep on then never run in
/// parallel with the test or with each other: each job is queued behind the main actor's
/// other work, in order. When a test yields, every job that is ready runs, in the same
/// order on every run. This is what makes `TestStore` tests deterministic rather than
/// lucky.
///
/// It works through the Swift runtime's `swift_task_enqueueGlobal_hook`, looked up at run
/// time. Where the hook or the main executor's entry point is missing, jobs would run on the
/// global executor, in parallel and in no fixed order: every `TestStore` created then
/// reports an issue that names what is missing, so its test fails instead of passing by luck.
@MainActor
enum MainSerialExecutor {
  /// How many test stores are alive, `withMainSerialExecutor` calls under way, and `1` while
  /// ``uncheckedUseMainSerialExecutor`` is on.
  private(set) static var users = 0
  /// Whether ``uncheckedUseMainSerialExecutor`` is on.
  static var isSwitchedOn = false

  /// Starts redirecting global jobs to the main actor, if no one already did; reports an
  /// issue when the runtime cannot do it.
  static func retain(fileID: String, filePath: String, line: UInt, column: UInt) {
    users += 1
    if users == 1 { RuntimeHooks.setEnqueueGlobalHook(enabled: true) }
    if let missing = missingHooksMessage(RuntimeHooks.missingSymbols) {
      reportIssue(missing, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// What a `TestStore` reports when `missing` names runtime symbols it needs, or `nil`.
  nonisolated static func missingHooksMessage(_ missing: [String]) -> String? {
    guard !missing.isEmpty else { return nil }
    return """
      Effects cannot run one at a time on the main actor: the Swift runtime \
      has no \(missing.joined(separator: " and ")). Effects would run in parallel and in no \
      fixed order, so the test's result would be luck.
      """
  }

  /// Stops redirecting once the last user is gone.
  static func release() {
    users -= 1
    if users == 0 { RuntimeHooks.setEnqueueGlobalHook(enabled: false) }
  }
}

/// The Swift concurrency runtime's hook for global jobs, and its main-executor entry point.
private enum RuntimeHooks {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void
  typealias EnqueueMainExecutor = @convention(thin) (UnownedJob) -> Void

  // Safe because the pointer is only read and written on the main actor (by
  // MainSerialExecutor), and the runtime reads the hook with its own synchronisation.
  nonisolated(unsafe) static let hook: UnsafeMutablePointer<Hook?>? =
    loadedSymbol("swift_task_enqueueGlobal_hook")?.assumingMemoryBound(to: Hook?.self)

  static let enqueueMainExecutor: EnqueueMainExecutor? =
    loadedSymbol("swift_task_enqueueMainExecutor").map {
      unsafeBitCast($0, to: EnqueueMainExecutor.self)
    }

  /// The symbols this needs that the runtime does not have.
  static var missingSymbols: [String] {
    (hook == nil ? ["swift_task_enqueueGlobal_hook"] : [])
      + (enqueueMainExecutor == nil ? ["swift_task_enqueueMainExecutor"] : [])
  }

  /// The hook that was installed before ours (another tool's), put back when ours goes.
  @MainActor private static var previous: Hook?

  @MainActor static func setEnqueueGlobalHook(enabled: Bool) {
    guard let hook, enqueueMainExecutor != nil else { return }
    if enabled {
      previous = hook.pointee
      // A job for the global executor goes to the main executor instead.
      hook.pointee = { job, original in
        if let enqueueMainExecutor = RuntimeHooks.enqueueMainExecutor {
          enqueueMainExecutor(job)
        } else {
          original(job)
        }
      }
    } else {
      hook.pointee = previous
      previous = nil
    }
  }
}
