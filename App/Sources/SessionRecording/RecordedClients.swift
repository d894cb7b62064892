import Effects
import Foundation

/// The clients whose answers a recording keeps, wrapped so that each answer is written to the
/// log: the facts, the logins and the calculations. (The clock, the dates and the ids the
/// app shows come to the screen through these answers or through time, which a replay
/// reproduces on its own clock.)
extension SessionLog {
  /// `client` with every answer written to this log.
  public func recording(_ client: NumberFactClient) -> NumberFactClient {
    NumberFactClient { number in
      try await self.record("fact") {
        try await client.fact(number)
      } store: { line, fact in
        line.fact = fact
      }
    }
  }

  /// `client` with every answer written to this log.
  public func recording(_ client: AuthenticationClient) -> AuthenticationClient {
    AuthenticationClient { username, password in
      try await self.record("login") {
        try await client.login(username, password)
      } store: {
        line, response in
        line.login = response
      }
    }
  }

  /// `client` with every answer written to this log.
  public func recording(_ client: CalculationClient) -> CalculationClient {
    CalculationClient { lhs, rhs, op in
      try await self.record("calculate") {
        try await client.calculate(lhs, rhs, op)
      } store: {
        line, result in
        line.result = result
      }
    }
  }

  private func record<Value>(
    _ client: String,
    _ call: () async throws -> Value,
    store: (inout RecordingLine, Value) -> Void
  ) async throws -> Value {
    let number = nextCall(of: client)
    let started = ms
    var line = RecordingLine(kind: .answer)
    line.client = client
    line.call = number
    defer {
      line.ms = ms
      line.afterMs = line.ms! - started
      write(line)
    }
    do {
      let value = try await call()
      store(&line, value)
      return value
    } catch {
      if Task.isCancelled || error is CancellationError {
        line.cancelled = true
      } else if let error = error as? NumberFactError {
        line.factError = error
      } else if let error = error as? AuthenticationError {
        line.loginError = error
      } else if let error = error as? CalculationError {
        line.calculationError = error
      } else {
        line.otherError = error.localizedDescription
      }
      throw error
    }
  }
}

/// The clients of a replay: each call gets the answer recorded for the same call (the n-th
/// call of a client gets its n-th answer) after the time it took then, on the replay's
/// clock. A call cancelled in the recording, or one the recording lacks, waits until it is
/// cancelled.
struct ReplayedClients: Sendable {
  let answers: [String: [Int: RecordingLine]]
  let clock: TestClock<Duration>
  private let calls = LockIsolated<[String: Int]>([:])

  init(answers: [String: [Int: RecordingLine]], clock: TestClock<Duration>) {
    self.answers = answers
    self.clock = clock
  }

  var numberFact: NumberFactClient {
    NumberFactClient { _ in try await answer("fact") { $0.fact } }
  }

  var authentication: AuthenticationClient {
    AuthenticationClient { _, _ in try await answer("login") { $0.login } }
  }

  var calculation: CalculationClient {
    CalculationClient { _, _, _ in try await answer("calculate") { $0.result } }
  }

  private func answer<Value>(
    _ client: String, _ value: (RecordingLine) -> Value?
  ) async throws -> Value {
    let number = calls.withValue { calls in
      defer { calls[client, default: 0] += 1 }
      return calls[client, default: 0]
    }
    guard let line = answers[client]?[number], line.cancelled != true else {
      try await clock.sleep(for: .seconds(365 * 24 * 3600))
      throw CancellationError()
    }
    try await clock.sleep(for: .milliseconds(line.afterMs ?? 0))
    if let value = value(line) { return value }
    if let error = line.factError { throw error }
    if let error = line.loginError { throw error }
    if let error = line.calculationError { throw error }
    throw RecordingFileError(line.otherError ?? "the recorded call has no answer")
  }
}
