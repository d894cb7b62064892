import Foundation

/// The file system that ``FileStorageKey`` reads and writes: the real disk, or an in-memory
/// one for tests and previews.
///
/// It is the `\.defaultFileStorage` dependency: the program uses ``fileSystem``, every test a
/// fresh ``inMemory(_:clock:)`` file system, so tests never touch the real disk. To check what a
/// feature wrote, or to seed a file, give the test a file system of its own:
///
/// ```swift
/// let files = InMemoryFileSystem()
/// files.setData(Data("[1, 2]".utf8), at: url)  // as if another process wrote it
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.defaultFileStorage = .inMemory(files)
/// }
/// ```
public struct FileStorage: Sendable {
  /// The file's contents, or `nil` when there is no file.
  public var load: @Sendable (_ url: URL) throws -> Data?
  /// Replaces the file's contents atomically: readers see the old or the new contents, never
  /// a part.
  public var save: @Sendable (_ data: Data, _ url: URL) throws -> Void
  /// Moves a file (a file that could not be decoded is moved aside).
  public var moveItem: @Sendable (_ source: URL, _ destination: URL) throws -> Void
  public var fileExists: @Sendable (_ url: URL) -> Bool
  /// Calls `onChange` when something other than this program may have changed the file,
  /// until the subscription is cancelled.
  public var subscribe:
    @Sendable (_ url: URL, _ onChange: @escaping @Sendable () -> Void) -> SharedSubscription
  /// The clock that times coalesced writes.
  public var clock: any Clock<Duration>
  /// The current date, for naming files moved aside.
  public var now: @Sendable () -> Date
  /// How long a file's writes are coalesced (see ``FileStorageKey``).
  public var writeInterval: Duration
  /// Runs `body` while no other program that uses this convention reads, merges and writes
  /// `url` (an advisory lock on the real disk); a merging write (`.fileStorage(url, merge:)`)
  /// runs under it.
  public var withExclusiveAccess: @Sendable (_ url: URL, _ body: () throws -> Void) throws -> Void
  /// Tells the keys watching `url` that its contents changed (after a merged write, so that
  /// every holder loads the merged value); the real disk's polling notices by itself.
  var notifyChanged: @Sendable (_ url: URL) -> Void = { _ in }

  /// The writes waiting for their window to close, per file.
  let writes = FileWrites()

  public init(
    load: @escaping @Sendable (_ url: URL) throws -> Data?,
    save: @escaping @Sendable (_ data: Data, _ url: URL) throws -> Void,
    moveItem: @escaping @Sendable (_ source: URL, _ destination: URL) throws -> Void,
    fileExists: @escaping @Sendable (_ url: URL) -> Bool,
    subscribe:
      @escaping @Sendable (_ url: URL, _ onChange: @escaping @Sendable () -> Void) ->
      SharedSubscription,
    clock: any Clock<Duration>,
    now: @escaping @Sendable () -> Date,
    writeInterval: Duration = .seconds(1),
    withExclusiveAccess:
      @escaping @Sendable (_ url: URL, _ body: () throws -> Void) throws -> Void = {
        _, body in try body()
      }
  ) {
    self.load = load
    self.save = save
    self.moveItem = moveItem
    self.fileExists = fileExists
    self.subscribe = subscribe
    self.clock = clock
    self.now = now
    self.writeInterval = writeInterval
    self.withExclusiveAccess = withExclusiveAccess
  }

  /// Writes every change still waiting for its window to close, now. Call it before the
  /// program exits so the last second of changes is not lost.
  public func flushPendingWrites() {
    writes.flushAll(to: self)
  }
}

extension FileStorage {
  /// The real disk.
  ///
  /// Writes go to a temporary file beside the destination, which is then renamed over it
  /// (`rename(2)` is atomic on one file system), creating the directory first when needed.
  ///
  /// Changes made by other processes are found by polling each subscribed file's size,
  /// modification date and inode every `pollInterval` (1 second by default). Polling rather
  /// than inotify: it is one portable code path for Linux and macOS (inotify is Linux-only and
  /// needs C interop; Dispatch's file sources are not available on Linux), it follows the file
  /// across atomic renames (which replace the inode an inotify watch is attached to), and one
  /// `stat` per file per second costs nothing measurable for the few files a program shares.
  public static let fileSystem = fileSystem(pollInterval: .seconds(1))

  /// The real disk, polled for outside changes every `pollInterval`.
  public static func fileSystem(pollInterval: Duration) -> FileStorage {
    FileStorage(
      load: { url in
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
      },
      save: { data, url in try writeAtomically(data, to: url) },
      moveItem: { source, destination in
        try FileManager.default.moveItem(at: source, to: destination)
      },
      fileExists: { url in FileManager.default.fileExists(atPath: url.path) },
      subscribe: { url, onChange in poll(url, every: pollInterval, onChange: onChange) },
      clock: ContinuousClock(),
      now: { Date() },
      withExclusiveAccess: { url, body in try withFileLock(beside: url, body) }
    )
  }

  /// A file system in memory, `files`, whose coalesced writes are timed by `clock`.
  ///
  /// With the default `ImmediateClock`, a coalesced write happens as soon as the task that
  /// waits for it runs; a test that counts writes passes a `TestClock`.
  public static func inMemory(
    _ files: InMemoryFileSystem = InMemoryFileSystem(),
    clock: any Clock<Duration> = ImmediateClock()
  ) -> FileStorage {
    var storage = FileStorage(
      load: { url in files.data(at: url) },
      save: { data, url in files.save(data, at: url) },
      moveItem: { source, destination in try files.moveItem(at: source, to: destination) },
      fileExists: { url in files.data(at: url) != nil },
      subscribe: { url, onChange in files.observe(url, onChange) },
      clock: clock,
      now: { Date(timeIntervalSinceReferenceDate: 0) },
      withExclusiveAccess: { _, body in try files.withExclusiveAccess(body) }
    )
    storage.notifyChanged = { url in files.notifyObservers(of: url) }
    return storage
  }
}

extension FileStorage: DependencyKey {
  /// The real disk.
  public static var liveValue: FileStorage { .fileSystem }
  /// A fresh in-memory file system for every test.
  public static var testValue: FileStorage { .inMemory() }
  /// A fresh in-memory file system for every preview.
  public static var previewValue: FileStorage { .inMemory() }
}

extension DependencyValues {
  /// The file system `.fileStorage` keys use: the real disk in the program, a fresh in-memory
  /// one in every test and preview (as `defaultFileStorage` is in swift-sharing).
  public var defaultFileStorage: FileStorage {
    get { self[FileStorage.self] }
    set { self[FileStorage.self] = newValue }
  }
}

/// Writes `data` to a temporary file in `url`'s directory, then renames it over `url`.
private func writeAtomically(_ data: Data, to url: URL) throws {
  let directory = url.deletingLastPathComponent()
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let temporary = directory.appendingPathComponent(
    ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
  try data.write(to: temporary)
  guard rename(temporary.path, url.path) == 0 else {
    let code = errno
    try? FileManager.default.removeItem(at: temporary)
    throw CocoaError(
      .fileWriteUnknown,
      userInfo: [
        NSFilePathErrorKey: url.path,
        NSLocalizedDescriptionKey: "Could not rename the written file over \(url.path): "
          + String(cString: strerror(code)),
      ])
  }
}

/// Runs `body` holding an exclusive `flock(2)` on `.NAME.lock` beside `url` (created if
/// needed), so that programs merging their writes to `url` take turns.
private func withFileLock(beside url: URL, _ body: () throws -> Void) throws {
  let directory = url.deletingLastPathComponent()
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let lockPath = directory.appendingPathComponent(".\(url.lastPathComponent).lock").path
  let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
  guard descriptor >= 0 else {
    throw CocoaError(
      .fileWriteUnknown,
      userInfo: [
        NSFilePathErrorKey: lockPath,
        NSLocalizedDescriptionKey: "Could not open the lock file \(lockPath): "
          + String(cString: strerror(errno)),
      ])
  }
  defer { close(descriptor) }
  while flock(descriptor, LOCK_EX) != 0 {
    guard errno == EINTR else { break }
  }
  defer { flock(descriptor, LOCK_UN) }
  try body()
}

/// Calls `onChange` whenever `url`'s size, modification date or inode changes, checking
/// every `interval` on a background queue.
private func poll(
  _ url: URL, every interval: Duration, onChange: @escaping @Sendable () -> Void
) -> SharedSubscription {
  struct Signature: Equatable, Sendable {
    var size: Int?
    var modified: Date?
    var inode: Int?
  }
  @Sendable func signature() -> Signature? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      return nil
    }
    return Signature(
      size: (attributes[.size] as? NSNumber)?.intValue,
      modified: attributes[.modificationDate] as? Date,
      inode: (attributes[.systemFileNumber] as? NSNumber)?.intValue
    )
  }
  let last = LockIsolated(signature())
  let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
  let milliseconds = max(
    1,
    Int(interval.components.seconds * 1000)
      + Int(interval.components.attoseconds / 1_000_000_000_000_000))
  timer.schedule(
    deadline: .now() + .milliseconds(milliseconds), repeating: .milliseconds(milliseconds))
  timer.setEventHandler {
    let current = signature()
    let changed = last.withValue { last in
      defer { last = current }
      return last != current
    }
    if changed { onChange() }
  }
  timer.resume()
  let source = TimerBox(timer)
  return SharedSubscription { source.timer.cancel() }
}

/// Carries a polling timer into the subscription that cancels it.
private final class TimerBox: @unchecked Sendable {
  // Safe because the timer is only cancelled, and cancelling a dispatch source is thread-safe.
  let timer: any DispatchSourceTimer

  init(_ timer: any DispatchSourceTimer) {
    self.timer = timer
  }
}

/// A file system in memory: what tests and previews write to instead of the disk.
///
/// Its ``setData(_:at:)`` plays another process: it changes a file and tells the keys that
/// watch it, as polling the disk would.
public final class InMemoryFileSystem: Sendable {
  private struct State {
    var files: [URL: Data] = [:]
    var saveCount: [URL: Int] = [:]
    var observers: [URL: [UUID: @Sendable () -> Void]] = [:]
  }

  private let state = LockIsolated(State())
  private let exclusive = LockIsolated(())

  public init() {}

  public func data(at url: URL) -> Data? {
    state.withValue { $0.files[url.standardizedFileURL] }
  }

  /// How many times the program saved the file at `url` (not counting ``setData(_:at:)``).
  public func saveCount(at url: URL) -> Int {
    state.withValue { $0.saveCount[url.standardizedFileURL, default: 0] }
  }

  public var files: [URL: Data] {
    state.withValue { $0.files }
  }

  /// Changes (or, with `nil`, removes) the file at `url` as another process would, and tells
  /// the keys watching it.
  public func setData(_ data: Data?, at url: URL) {
    let observers = state.withValue { state in
      state.files[url.standardizedFileURL] = data
      return Array(state.observers[url.standardizedFileURL, default: [:]].values)
    }
    for observer in observers { observer() }
  }

  func save(_ data: Data, at url: URL) {
    state.withValue { state in
      state.files[url.standardizedFileURL] = data
      state.saveCount[url.standardizedFileURL, default: 0] += 1
    }
  }

  /// Runs `body` alone among the merging writes of every storage on this file system, as an
  /// advisory lock does between processes on the disk.
  func withExclusiveAccess(_ body: () throws -> Void) throws {
    try exclusive.withValue { _ in try body() }
  }

  /// Calls the observers of `url`, as polling would after a change.
  func notifyObservers(of url: URL) {
    let observers = state.withValue {
      Array($0.observers[url.standardizedFileURL, default: [:]].values)
    }
    for observer in observers { observer() }
  }

  func moveItem(at source: URL, to destination: URL) throws {
    try state.withValue { state in
      guard let data = state.files.removeValue(forKey: source.standardizedFileURL) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: source.path])
      }
      state.files[destination.standardizedFileURL] = data
    }
  }

  func observe(_ url: URL, _ onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    let id = UUID()
    state.withValue { $0.observers[url.standardizedFileURL, default: [:]][id] = onChange }
    return SharedSubscription { [weak self] in
      self?.state.withValue { _ = $0.observers[url.standardizedFileURL]?.removeValue(forKey: id) }
    }
  }
}
