/// The error a throwing endpoint made with `unimplemented(_:)` throws when it is called.
///
/// You rarely create or catch it yourself: the issue reported alongside it already fails the
/// test. It is thrown so that the code calling the endpoint stops where it would have needed a
/// real answer, instead of going on with a made-up value.
///
/// ```swift
/// let fact: @Sendable (Int) async throws -> String = unimplemented("NumberFactClient.fact")
/// do { _ = try await fact(1) } catch let failure as UnimplementedFailure {
///   print(failure.description)  // "NumberFactClient.fact"
/// }
/// ```
public struct UnimplementedFailure: Error, Equatable, Sendable {
  /// What was called: the description given to `unimplemented`, such as
  /// `"NumberFactClient.fact"`. Empty when none was given.
  public var description: String

  public init(description: String) {
    self.description = description
  }
}

// MARK: - Throwing endpoints

/// An async throwing endpoint for a test value: calling it reports an issue and throws
/// ``UnimplementedFailure``.
///
/// Use it for every endpoint of a client's `testValue`, so that a test fails when it
/// exercises an endpoint it did not override. The issue names `description` and points at
/// the line that built the endpoint:
///
/// ```swift
/// struct NumberFactClient: Sendable {
///   var fact: @Sendable (Int) async throws -> String = unimplemented("NumberFactClient.fact")
/// }
/// ```
///
/// Calling `fact` then reports:
///
/// ```
/// Unimplemented: NumberFactClient.fact was called.
/// Override it in the test with withDependencies or in the TestStore's dependencies.
/// ```
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  return { (_: repeat each Argument) async throws -> Result in
    reportIssue(
      unimplementedMessage(description), fileID: fileID, filePath: filePath, line: line,
      column: column)
    throw UnimplementedFailure(description: description)
  }
}

/// A synchronous throwing endpoint for a test value: calling it reports an issue and throws
/// ``UnimplementedFailure``.
///
/// The synchronous twin of the async throwing builder; Swift picks it for endpoints such as
/// `var parse: @Sendable (String) throws -> Int`.
///
/// ```swift
/// var parse: @Sendable (String) throws -> Int = unimplemented("Parser.parse")
/// ```
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  return { (_: repeat each Argument) throws -> Result in
    reportIssue(
      unimplementedMessage(description), fileID: fileID, filePath: filePath, line: line,
      column: column)
    throw UnimplementedFailure(description: description)
  }
}

// MARK: - Non-throwing endpoints with a placeholder

/// A non-throwing endpoint for a test value: calling it reports an issue and returns
/// `placeholder`.
///
/// An endpoint that cannot throw still has to return something; `placeholder` is that value.
/// It is evaluated on every call.
///
/// ```swift
/// var now: @Sendable () -> Date = unimplemented(
///   "DateGenerator", placeholder: Date(timeIntervalSince1970: 0)
/// )
/// ```
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (_: repeat each Argument) -> Result in
    reportIssue(
      unimplementedMessage(description), fileID: fileID, filePath: filePath, line: line,
      column: column)
    return placeholder()
  }
}

/// An async non-throwing endpoint for a test value: calling it reports an issue and returns
/// `placeholder`.
///
/// ```swift
/// var count: @Sendable () async -> Int = unimplemented("Database.count", placeholder: 0)
/// ```
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  return { (_: repeat each Argument) async -> Result in
    reportIssue(
      unimplementedMessage(description), fileID: fileID, filePath: filePath, line: line,
      column: column)
    return placeholder()
  }
}

// MARK: - Non-throwing endpoints returning Void

// NB: The two builders below are disfavored. Without that, an endpoint such as
// `@Sendable (Int, String) async throws -> Void` is ambiguous: the throwing builder matches it
// exactly, and these match it too (a non-throwing, synchronous closure converts to an async
// throwing one) while being less generic, which the type checker also prefers. Disfavoring them
// means they are only chosen when no throwing builder fits, that is, exactly for non-throwing
// `Void` endpoints, where they are the only candidates.

/// A non-throwing endpoint returning nothing, for a test value: calling it reports an issue.
///
/// No placeholder is needed because there is nothing to return.
///
/// ```swift
/// var log: @Sendable (String) -> Void = unimplemented("Logger.log")
/// ```
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ description: String = "",
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Void {
  return { (_: repeat each Argument) in
    reportIssue(
      unimplementedMessage(description), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

/// An async non-throwing endpoint returning nothing, for a test value: calling it reports an
/// issue.
///
/// ```swift
/// var track: @Sendable (String) async -> Void = unimplemented("Analytics.track")
/// ```
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ description: String = "",
  fileID: String = #fileID,
  filePath: String = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Void {
  return { (_: repeat each Argument) async in
    reportIssue(
      unimplementedMessage(description), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

/// The issue reported when an unimplemented endpoint named `description` is called.
func unimplementedMessage(_ description: String) -> String {
  let head =
    description.isEmpty
    ? "Unimplemented endpoint was called." : "Unimplemented: \(description) was called."
  return head
    + "\nOverride it in the test with withDependencies or in the TestStore's dependencies."
}
