import Foundation

extension SharedReaderKey {
  /// A key for a value kept in a JSON file, so that it survives the program's end.
  ///
  /// ```swift
  /// @Shared(.fileStorage(dataDirectory.appendingPathComponent("facts.json")))
  /// var facts: IdentifiedArrayOf<Fact> = []
  /// ```
  ///
  /// See ``FileStorageKey`` for how writes are coalesced, how outside changes are picked up
  /// and what happens to a file that cannot be decoded.
  ///
  /// - Parameter url: The file. Its directory is created on the first write.
  public static func fileStorage<Value: Codable & Sendable>(_ url: URL) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url)
  }

  /// A key for a value kept in a JSON file that several programs may change at once: before
  /// a write, a change another program made since this one last read or wrote the file is
  /// merged in with `merge`, instead of being overwritten, and every holder then sees the
  /// merged value.
  ///
  /// ```swift
  /// @Shared(.fileStorage(url, merge: IdentifiedArrayOf<Fact>.merged))
  /// var facts: IdentifiedArrayOf<Fact> = []
  /// ```
  ///
  /// The read, merge and write happen under an advisory lock (`flock(2)` on `.NAME.lock`
  /// beside the file), so two programs merging into one file take turns.
  ///
  /// - Parameters:
  ///   - url: The file. Its directory is created on the first write.
  ///   - merge: `(base, ours, theirs) -> merged`: the value this program last read or wrote
  ///     (`nil` when there was no file), the value it is writing, and the file's value now.
  public static func fileStorage<Value: Codable & Sendable>(
    _ url: URL, merge: @escaping @Sendable (_ base: Value?, _ ours: Value, _ theirs: Value) -> Value
  ) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, merge: merge)
  }
}

/// A ``SharedKey`` for a `Codable` value kept as JSON in a file. Create it with
/// `.fileStorage(url)`.
///
/// - **Where**: in ``DependencyValues/defaultFileStorage``: the real disk in the program, a
///   fresh in-memory file system in every test.
/// - **Loading**: a missing file means the declaration's default. A file that cannot be
///   decoded is never overwritten: it is moved aside to `NAME.corrupt-<timestamp>` (UTC,
///   `20261123T130748Z`), the move is reported once with `reportIssue`, the reference starts
///   from its default, and `$value.loadError` says what happened and where the file went.
/// - **Writing**: coalesced per file. The first change after a quiet spell is written at once;
///   further changes within the next second are written together when it ends (1,000 changes
///   in a burst make at most two writes). Every write replaces the file atomically (a temporary file
///   renamed over it). `try await $value.save()` writes at once;
///   `defaultFileStorage.flushPendingWrites()` writes everything pending before the program
///   exits. A failed write shows on `$value.saveError`.
/// - **Outside changes**: another process's change to the file is loaded into every holder
///   (see ``FileStorage/fileSystem`` for how it is noticed), unless a change of this program's
///   is still waiting to be written, which then wins. A change that cannot be decoded is read
///   again 0.2 s later (it may have been caught halfway through a write in place) before it is
///   treated as a file that cannot be decoded.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey, CustomStringConvertible {
  private let url: URL
  private let storage: FileStorage
  private let merge: (@Sendable (_ base: Value?, _ ours: Value, _ theirs: Value) -> Value)?

  /// A key for the file at `url` in the file storage of the dependencies in force; with
  /// `merge`, another program's change to the file is merged with, not overwritten (see
  /// ``SharedReaderKey/fileStorage(_:merge:)``).
  public init(
    url: URL,
    merge: (@Sendable (_ base: Value?, _ ours: Value, _ theirs: Value) -> Value)? = nil
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url.standardizedFileURL
    self.storage = storage
    self.merge = merge
  }

  /// The file and its file system: holders of the same file share one reference.
  public var id: FileStorageKeyID {
    FileStorageKeyID(url: url, storage: ObjectIdentifier(storage.writes))
  }

  /// `.fileStorage("/path/to/file.json")`, as failure messages show it.
  public var description: String {
    ".fileStorage(\(customDump(url.path)))"
  }

  /// Loads and decodes the file; moves aside a file that cannot be decoded.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    do {
      guard let data = try storage.load(url) else {
        _ = storage.writes.recordRead(nil, at: url)
        continuation.resumeReturningInitialValue()
        return
      }
      _ = storage.writes.recordRead(data, at: url)
      continuation.resume(with: decode(data))
    } catch {
      continuation.resume(throwing: FileStorageError.unreadable(url: url, reason: "\(error)"))
    }
  }

  /// Loads the file again whenever the file storage says it may have changed outside.
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    storage.subscribe(url) { [url, storage] in
      guard !storage.writes.hasPending(url) else { return }
      do {
        var data = try storage.load(url)
        // NB: A program that writes in place (not by renaming a finished file) can be caught
        // halfway. Contents that cannot be decoded are read again a moment later, and set
        // aside only if they still cannot be.
        if let partial = data, (try? JSONDecoder().decode(Value.self, from: partial)) == nil {
          Thread.sleep(forTimeInterval: Self.settleInterval)
          data = try storage.load(url)
        }
        guard storage.writes.recordRead(data, at: url) else { return }
        if let data {
          subscriber.yield(with: decode(data))
        } else {
          subscriber.yieldReturningInitialValue()
        }
      } catch {
        subscriber.yield(throwing: FileStorageError.unreadable(url: url, reason: "\(error)"))
      }
    }
  }

  /// How long an outside change that cannot be decoded is given to finish before it is read
  /// again.
  private static var settleInterval: TimeInterval { 0.2 }

  /// Queues the value to be written (see the coalescing rules above).
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.writes.enqueue(
      { try Self.encode(value) },
      merge: dataMerge(writing: value),
      to: url, in: storage, immediately: context == .userInitiated, continuation: continuation
    )
  }

  /// The key's `merge` on the file's contents, for a write of `value`; `nil` without one.
  /// Contents that cannot be decoded are not merged with: they are overwritten, as a file
  /// without a merge is.
  private func dataMerge(writing value: Value) -> FileWrites.Merge? {
    guard let merge else { return nil }
    return { base, _, theirs in
      guard let theirs = try? JSONDecoder().decode(Value.self, from: theirs) else {
        return try Self.encode(value)
      }
      let base: Value? = base.flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
      return try Self.encode(merge(base, value, theirs))
    }
  }

  private static func encode(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(value)
  }

  /// The decoded value; or, for contents that cannot be decoded, the file moved aside, the
  /// move reported, and the error.
  private func decode(_ data: Data) -> Result<Value?, any Error> {
    do {
      return .success(try JSONDecoder().decode(Value.self, from: data))
    } catch {
      return .failure(quarantine(reason: describeDecodingError(error)))
    }
  }

  private func quarantine(reason: String) -> FileStorageError {
    let stamp = corruptTimestamp(storage.now())
    var destination = url.deletingLastPathComponent().appendingPathComponent(
      "\(url.lastPathComponent).corrupt-\(stamp)")
    var attempt = 1
    while storage.fileExists(destination), attempt < 100 {
      attempt += 1
      destination = url.deletingLastPathComponent().appendingPathComponent(
        "\(url.lastPathComponent).corrupt-\(stamp)-\(attempt)")
    }
    let error: FileStorageError
    do {
      try storage.moveItem(url, destination)
      _ = storage.writes.recordRead(nil, at: url)
      error = .undecodable(url: url, movedTo: destination, reason: reason)
    } catch let moveError {
      error = .undecodableNotMoved(url: url, reason: reason, moveError: "\(moveError)")
      storage.writes.block(url, with: error)
    }
    reportIssue(error.description)
    return error
  }
}

/// The identity of a ``FileStorageKey``: its file and its file system.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: ObjectIdentifier
}

/// Why a ``FileStorageKey`` could not load or save its file.
public enum FileStorageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's contents could not be decoded; the file was moved to `movedTo` and the value
  /// started from its default.
  case undecodable(url: URL, movedTo: URL, reason: String)
  /// The file's contents could not be decoded, and moving the file aside failed: the value
  /// started from its default and is not saved, so the file is not overwritten.
  case undecodableNotMoved(url: URL, reason: String, moveError: String)
  case unreadable(url: URL, reason: String)

  /// What happened, and what to do about it.
  public var description: String {
    switch self {
    case let .undecodable(url, movedTo, reason):
      return """
        The data file \(url.path) could not be read (\(reason)). It was moved to \
        \(movedTo.path) and the program starts without it. Fix or delete that file; nothing \
        was lost.
        """
    case let .undecodableNotMoved(url, reason, moveError):
      return """
        The data file \(url.path) could not be read (\(reason)), and it could not be moved \
        aside (\(moveError)). The program starts without it and will not overwrite it: move or \
        fix the file.
        """
    case let .unreadable(url, reason):
      return "The data file \(url.path) could not be read: \(reason)."
    }
  }
}

/// `20261123T130748Z`: the UTC time, in a form that is safe in a file name.
private func corruptTimestamp(_ date: Date) -> String {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
  func two(_ value: Int?) -> String {
    let value = value ?? 0
    return value < 10 ? "0\(value)" : "\(value)"
  }
  return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))T"
    + "\(two(parts.hour))\(two(parts.minute))\(two(parts.second))Z"
}

/// A decoding error in a sentence: where in the file, and what was wrong.
private func describeDecodingError(_ error: any Error) -> String {
  guard let error = error as? DecodingError else { return "\(error)" }
  func path(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    return path.isEmpty ? "" : " at \(path.joined())"
  }
  switch error {
  case let .dataCorrupted(context):
    return "not valid JSON\(path(context)): \(context.debugDescription)"
  case let .keyNotFound(key, context):
    return "missing \"\(key.stringValue)\"\(path(context))"
  case let .typeMismatch(_, context), let .valueNotFound(_, context):
    return "unexpected value\(path(context)): \(context.debugDescription)"
  @unknown default:
    return "\(error)"
  }
}
