extension Result where Failure == any Error {
  /// The result of async work that throws: `.success` with what it returned, or `.failure`
  /// with what it threw.
  ///
  /// An effect calls a client this way and sends one response action for both outcomes:
  ///
  /// ```swift
  /// return .run { [username, password] send in
  ///   await send(.loginResponse(Result { try await authentication.login(username, password) }))
  /// }
  /// ```
  public init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}

extension Result {
  /// The value, if this is a success: a case path, so a test receives
  /// `\.loginResponse?.success`.
  public var success: Success? {
    if case let .success(value) = self { value } else { nil }
  }

  /// The error, if this is a failure: a case path, so a test receives
  /// `\.loginResponse?.failure`.
  public var failure: Failure? {
    if case let .failure(error) = self { error } else { nil }
  }
}
