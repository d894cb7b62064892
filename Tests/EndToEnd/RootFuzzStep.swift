import Effects
import Foundation
import Root

/// One step of a fuzz run: what the fuzzer does between two checks of the invariants.
///
/// A step holds concrete actions (stack ids included), so a list of steps replays the same
/// run in a fresh store, and a shorter list is still a valid run: that is how a failure is
/// shrunk.
enum FuzzStep: Sendable, CustomStringConvertible {
  /// One action; then the effects it started run until nothing moves.
  case send(Root.Action)
  /// Several actions back to back, with no effect running in between; then the effects run.
  /// This is how a response comes to arrive after the screen that asked for it is gone.
  case burst([Root.Action])
  /// The test clock moves forward: A1's timer ticks, slow facts answer.
  case advance(seconds: Int)
  /// How the number fact client answers from now on.
  case facts(FactMode)

  /// The step as a line of a reproducer, with module names left out of the actions.
  var description: String {
    switch self {
    case let .send(action): "send(\(Self.describe(action)))"
    case let .burst(actions): "burst([\(actions.map(Self.describe).joined(separator: ", "))])"
    case let .advance(seconds): "advance(seconds: \(seconds))"
    case let .facts(mode): "facts(.\(mode))"
    }
  }

  /// `action` as Swift-like source: `String(describing:)` with qualified type names (such as
  /// `TabBar.TabBar.Action.` or `Swift.Result<Swift.String, any Swift.Error>.`) shortened to
  /// the leading dot of the case.
  static func describe(_ action: Root.Action) -> String {
    var text = String(describing: action)
    let binding =
      /binding\([A-Za-z.]*BindingAction<[^>]*>\(keyPath: (\\[A-Za-z0-9_.]+), value: (.*?), apply: \(Function\), valueIsEqual: \(Function\)\)\)/
    text.replace(binding) { "set(\($0.output.1), \($0.output.2))" }
    let qualified = /(?:[A-Z][A-Za-z0-9_]*(?:<[^()]*?>)?\.)+(?=[a-z_])/
    text.replace(qualified) { _ in "." }
    // A stack element id describes itself as `#3`; its literal is `3`.
    text.replace(/id: #(\d+)/) { "id: \($0.output.1)" }
    return text.hasPrefix(".") ? text : "." + text
  }
}

/// How the number fact client answers, which the fuzzer changes as it goes.
enum FactMode: Sendable, Equatable, CustomStringConvertible {
  /// At once, with a fact.
  case answers
  /// At once, with an error.
  case fails
  /// After sleeping `seconds` on the test clock; a cancelled request stops sleeping.
  case slow(seconds: Int)
  /// After `seconds` on the test clock, even when the request was cancelled meanwhile: its
  /// answer reaches the effect's `send` after the effect was cancelled.
  case stubborn(seconds: Int)

  /// The longest any request takes, in seconds: after the clock moved this far, nothing may
  /// still be loading.
  static let longestDelay = 3

  /// `answers`, `fails`, `slow(seconds: 2)`, …
  var description: String {
    switch self {
    case .answers: "answers"
    case .fails: "fails"
    case let .slow(seconds): "slow(seconds: \(seconds))"
    case let .stubborn(seconds): "stubborn(seconds: \(seconds))"
    }
  }
}

/// The number fact client of a fuzz run: answers as its ``mode`` says, and counts what it did.
final class FuzzFacts: Sendable {
  /// What happened so far.
  struct Counts: Sendable, Equatable {
    /// Requests started.
    var requests = 0
    /// Requests answered (with a fact or an error), cancelled or not.
    var answers = 0
    /// Answers given to a request whose effect had been cancelled meanwhile (stubborn mode):
    /// the store must drop them.
    var answersAfterCancellation = 0
  }

  private let clock: TestClock<Duration>
  private let state = LockIsolated((mode: FactMode.answers, counts: Counts()))

  /// A client that sleeps on `clock` when slow.
  init(clock: TestClock<Duration>) {
    self.clock = clock
  }

  /// How requests are answered from now on.
  var mode: FactMode {
    get { state.value.mode }
    set { state.withValue { $0.mode = newValue } }
  }

  /// What happened so far.
  var counts: Counts { state.value.counts }

  /// The fact the client gives for `number`.
  static func fact(_ number: Int) -> String { "\(number) is a number the fuzzer likes." }

  /// The dependency value.
  var client: NumberFactClient {
    NumberFactClient { [self] number in try await self.answer(number) }
  }

  private func answer(_ number: Int) async throws -> String {
    let mode = state.withValue { state -> FactMode in
      state.counts.requests += 1
      return state.mode
    }
    defer {
      let late = Task.isCancelled
      state.withValue {
        $0.counts.answers += 1
        if late { $0.counts.answersAfterCancellation += 1 }
      }
    }
    switch mode {
    case .answers:
      return Self.fact(number)
    case .fails:
      throw NumberFactError.offline
    case let .slow(seconds):
      try await clock.sleep(for: .seconds(seconds))
      return Self.fact(number)
    case let .stubborn(seconds):
      // An unstructured task does not inherit the caller's cancellation: the request answers
      // when the clock says so, whatever happened to the effect that made it.
      let clock = self.clock
      await Task { try? await clock.sleep(for: .seconds(seconds)) }.value
      return Self.fact(number)
    }
  }
}
