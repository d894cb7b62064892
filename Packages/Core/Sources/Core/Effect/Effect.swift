/// Work a reducer asks the store to do after it has changed state: send another action, run
/// asynchronous code that can send actions back, or cancel work in flight.
///
/// A reducer returns `.none` when there is nothing to do. Effects compose with ``merge(_:)-(Effect...)``
/// (run together) and ``concatenate(_:)-(Effect...)`` (one after another), and can be made
/// cancellable with ``cancellable(id:cancelInFlight:)``.
///
/// ```swift
/// case .factButtonTapped:
///   return .run { [count = state.count] send in
///     let fact = try await numberFact.fact(count)
///     await send(.factResponse(fact))
///   }
///   .cancellable(id: CancelID.fact, cancelInFlight: true)
/// ```
///
/// To debounce, sleep on the clock dependency at the start of the effect and make it
/// cancellable with `cancelInFlight: true`: each new action cancels the sleeping effect and
/// starts another, so only the last one survives the wait.
///
/// ```swift
/// return .run { send in
///   try await clock.sleep(for: .milliseconds(300))
///   await send(.search(query))
/// }
/// .cancellable(id: CancelID.search, cancelInFlight: true)
/// ```
public struct Effect<Action> {
  @usableFromInline
  let operation: Operation

  @usableFromInline
  init(_ operation: Operation) {
    self.operation = operation
  }

  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(Run)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: CancelID, cancelInFlight: Bool, Effect)
    case cancel(id: CancelID)
  }

  /// Asynchronous work, with the dependencies that were in force when it was created and the
  /// place in source that created it.
  @usableFromInline
  struct Run: Sendable {
    var priority: TaskPriority?
    var dependencies: DependencyValues
    var site: EffectSite
    /// The feature that returned the effect, from the store's root: where
    /// `withTaskCancellation(id:)` inside it registers.
    var path = NavigationIDPath()
    var body: @Sendable (Send<Action>) async -> Void
  }

  /// Whether this effect does nothing, so a store can skip it.
  @inlinable
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

extension Effect: Sendable where Action: Sendable {}

/// The effect type of a reducer `R`: `EffectOf<Feature>` is `Effect<Feature.Action>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
extension Effect.Operation: Sendable where Action: Sendable {}

extension Effect {
  public static var none: Self { Self(.none) }

  /// An effect that sends `action` to the store right after the current action, before any
  /// asynchronous effect gets to run.
  ///
  /// Prefer sharing logic with a helper function; use `.send` for delegate actions a parent
  /// listens to.
  public static func send(_ action: Action) -> Self {
    Self(.send(action))
  }

  /// An effect that runs `operation` as a Swift concurrency task; it sends actions back with
  /// the ``Send`` handle it is given.
  ///
  /// The operation sees the dependencies in force when the effect was created. If it throws,
  /// `handler` is called with the error; a thrown `CancellationError`, or any error thrown
  /// after the effect was cancelled, is dropped. Without a handler, an error is reported as
  /// an issue naming this call site, except an `UnimplementedFailure`, which its endpoint
  /// already reported.
  ///
  /// The operation must not keep `send` beyond its own run: an action sent after the
  /// operation returned (from an unstructured `Task` it started, say) is dropped and reported
  /// as an issue naming this call site.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let site = EffectSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let body: @Sendable (Send<Action>) async -> Void = { send in
      do {
        try await operation(send)
      } catch is CancellationError {
      } catch  where Task.isCancelled {
      } catch is UnimplementedFailure where handler == nil {
        // Already reported, with the endpoint's name, by the unimplemented endpoint.
      } catch {
        guard let handler else {
          reportIssue(
            """
            An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error: \(error). \
            Handle it in the effect, or pass a "catch" handler that sends an action.
            """,
            fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column
          )
          return
        }
        await handler(error, send)
      }
    }
    return Self(
      .run(Run(priority: priority, dependencies: DependencyValues.current, site: site, body: body)))
  }

  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  public static func merge(_ effects: some Sequence<Self>) -> Self {
    combine(effects, as: Operation.merge)
  }

  @inlinable
  public func merge(with other: Self) -> Self {
    if isNone { return other }
    if other.isNone { return self }
    return Self(.merge([self, other]))
  }

  /// An effect that runs `effects` one after another: each starts when the one before it
  /// has finished.
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// An effect that runs `effects` one after another: each starts when the one before it
  /// has finished.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    combine(effects, as: Operation.concatenate)
  }

  /// `effects` without the `.none`s, combined by `operation` when more than one is left.
  private static func combine(_ effects: some Sequence<Self>, as operation: ([Self]) -> Operation)
    -> Self
  {
    let kept = effects.filter { !$0.isNone }
    switch kept.count {
    case 0: return .none
    case 1: return kept[0]
    default: return Self(operation(kept))
    }
  }

  /// This effect, then `other` once this one has finished.
  public func concatenate(with other: Self) -> Self {
    .concatenate([self, other])
  }
}

/// Where in source an effect was created, to name it in issues about it.
@usableFromInline
struct EffectSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  var location: SourceLocation {
    SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
  }
}
