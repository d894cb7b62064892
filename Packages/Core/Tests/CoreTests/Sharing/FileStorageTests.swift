import Core
import Foundation
import Testing

/// `.fileStorage` against the in-memory file system every test gets by default.
@Suite struct FileStorageTests {
  let url = URL(fileURLWithPath: "/data/app/numbers.json")

  private func decoded(_ files: InMemoryFileSystem) -> [Int]? {
    files.data(at: url).flatMap { try? JSONDecoder().decode([Int].self, from: $0) }
  }

  @Test func aMissingFileMeansTheDefault() {
    @Shared(.fileStorage(url)) var numbers: [Int] = [1]
    #expect(numbers == [1])
    #expect($numbers.loadError == nil)
  }

  @Test func anExistingFileIsLoadedAndChangesAreSavedAsJSON() async throws {
    let files = InMemoryFileSystem()
    files.setData(Data("[1,2]".utf8), at: url)
    try await withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      @Shared(.fileStorage(url)) var numbers: [Int] = []
      #expect(numbers == [1, 2])
      $numbers.withLock { $0.append(3) }
      try await $numbers.save()
      #expect(decoded(files) == [1, 2, 3])
      #expect($numbers.saveError == nil)
    }
  }

  @Test func aThousandRapidChangesMakeAHandfulOfWrites() async {
    let files = InMemoryFileSystem()
    let clock = TestClock()
    await withDependencies {
      $0.defaultFileStorage = .inMemory(files, clock: clock)
    } operation: {
      @Shared(.fileStorage(url)) var numbers: [Int] = []
      for number in 1...1_000 { $numbers.withLock { $0.append(number) } }
      for _ in 0..<200 where decoded(files)?.count != 1_000 {
        await clock.advance(by: .seconds(1))
        await Task.yield()
      }
      #expect(decoded(files)?.count == 1_000)
      #expect(files.saveCount(at: url) >= 1)
      #expect(files.saveCount(at: url) <= 3)
    }
  }

  @Test func eachWriteWaitsForTheWindowToClose() async {
    let files = InMemoryFileSystem()
    let clock = TestClock()
    await withDependencies {
      $0.defaultFileStorage = .inMemory(files, clock: clock)
    } operation: {
      @Shared(.fileStorage(url)) var numbers: [Int] = []
      $numbers.withLock { $0 = [1] }
      await waitUntil { files.saveCount(at: url) > 0 }
      #expect(decoded(files) == [1], "The first change after a quiet spell is written at once")
      await waitUntil { clock.sleeperCount > 0 }
      $numbers.withLock { $0 = [2] }
      for _ in 0..<50 { await Task.yield() }
      #expect(decoded(files) == [1], "A change within the window waits for it to close")
      await clock.advance(by: .seconds(1))
      await waitUntil { decoded(files) == [2] }
      #expect(decoded(files) == [2])
    }
  }

  @Test func flushPendingWritesWritesWhatIsWaitingForItsWindow() async {
    let files = InMemoryFileSystem()
    let storage = FileStorage.inMemory(files, clock: TestClock())
    await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var numbers: [Int] = []
      $numbers.withLock { $0 = [1] }
      await waitUntil { files.saveCount(at: url) > 0 }
      $numbers.withLock { $0 = [2] }
      storage.flushPendingWrites()
      #expect(decoded(files) == [2])
    }
  }

  /// A program calls `flushPendingWrites()` and exits: a write already under way (its value
  /// taken, the file not yet in place) must be finished first, or the exit cuts it short and
  /// the change is lost. Here one thread's flush is held inside its write while a second
  /// thread flushes; every blocking wait is on a thread of its own, none on the shared pool.
  @Test func flushPendingWritesWaitsForAWriteUnderWay() async throws {
    let files = InMemoryFileSystem()
    let base = FileStorage.inMemory(files, clock: TestClock())
    let saving = DispatchSemaphore(value: 0)
    let finishSaving = DispatchSemaphore(value: 0)
    let saves = LockIsolated(0)
    let storage = FileStorage(
      load: base.load,
      save: { data, url in
        // The second write (the first flush's) is held up until the test lets it go.
        if saves.withValue({
          $0 += 1; return $0
        }) == 2 {
          saving.signal()
          _ = finishSaving.wait(timeout: .now() + 10)
        }
        try base.save(data, url)
      },
      moveItem: base.moveItem, fileExists: base.fileExists, subscribe: base.subscribe,
      clock: base.clock, now: base.now)
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var numbers: [Int] = []
      $numbers.withLock { $0 = [1] }
      await waitUntil { files.saveCount(at: url) > 0 }
      $numbers.withLock { $0 = [2] }  // waits for the window, which the test clock never ends

      Thread { storage.flushPendingWrites() }.start()
      await withCheckedContinuation { continuation in
        Thread {
          saving.wait()
          continuation.resume()
        }.start()
      }
      let flushed = LockIsolated(false)
      Thread {
        storage.flushPendingWrites()
        flushed.setValue(true)
      }.start()
      try await Task.sleep(for: .milliseconds(100))
      #expect(!flushed.value, "the second flush returned while the first one's write was under way")
      finishSaving.signal()
      for _ in 0..<1_000 where !flushed.value { try await Task.sleep(for: .milliseconds(5)) }
      #expect(flushed.value)
      #expect(decoded(files) == [2])
    }
  }

  @Test func aSaveWaitingForAWriteUnderWayDoesNotDeadlockWithThatWritesSaves() async throws {
    // A shared value holds its lock while it hands the key a save, and takes it again when a
    // save finishes. So: a change's save is being written (the window's write, held up
    // here); meanwhile a `save()` holding the value's lock waits for that write; when the
    // write ends, the change's save must be told after the writer lets go, or it waits for
    // the lock the `save()` holds while the `save()` waits for the writer.
    let files = InMemoryFileSystem()
    let base = FileStorage.inMemory(files, clock: TestClock())
    let saving = DispatchSemaphore(value: 0)
    let finishSaving = DispatchSemaphore(value: 0)
    let saves = LockIsolated(0)
    let storage = FileStorage(
      load: base.load,
      save: { data, url in
        if saves.withValue({
          $0 += 1; return $0
        }) == 1 {
          saving.signal()
          _ = finishSaving.wait(timeout: .now() + 10)
        }
        try base.save(data, url)
      },
      moveItem: base.moveItem, fileExists: base.fileExists, subscribe: base.subscribe,
      clock: base.clock, now: base.now)
    let key = withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      FileStorageKey<[Int]>(url: url)
    }
    let valueLock = NSRecursiveLock()
    let finished = LockIsolated<[String]>([])

    key.save(
      [1], context: .didSet,
      continuation: SaveContinuation { _ in
        valueLock.lock()
        finished.withValue { $0.append("change") }
        valueLock.unlock()
      })
    await withCheckedContinuation { continuation in
      Thread {
        saving.wait()
        continuation.resume()
      }.start()
    }
    Thread {
      valueLock.lock()
      key.save(
        [2], context: .userInitiated,
        continuation: SaveContinuation { _ in
          finished.withValue { $0.append("save") }
        })
      valueLock.unlock()
    }.start()
    try await Task.sleep(for: .milliseconds(100))
    finishSaving.signal()
    for _ in 0..<1_000 where finished.value.count < 2 {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(finished.value.sorted() == ["change", "save"])
    #expect(decoded(files) == [2])
  }

  @Test func aValueSurvivesTheEndOfEveryReferenceToIt() async throws {
    struct Fact: Codable, Equatable, Identifiable, Sendable {
      let id: Int
      var text: String
    }
    let files = InMemoryFileSystem()
    let factsURL = URL(fileURLWithPath: "/data/app/facts.json")
    try await withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      do {
        @Shared(.fileStorage(factsURL)) var facts: IdentifiedArrayOf<Fact> = []
        $facts.withLock { $0.append(Fact(id: 4, text: "4 is a good number.")) }
        try await $facts.save()
      }
      // Every reference is gone, as when the program quits: the next one reads the file.
      @Shared(.fileStorage(factsURL)) var facts: IdentifiedArrayOf<Fact> = []
      #expect(facts[id: 4]?.text == "4 is a good number.")
    }
  }

  @Test func anUndecodableFileIsMovedAsideReportedOnceAndNeverOverwritten() async throws {
    let files = InMemoryFileSystem()
    files.setData(Data("not json".utf8), at: url)
    let issues = CollectingIssueReporter()
    let movedTo = URL(fileURLWithPath: "/data/app/numbers.json.corrupt-20010101T000000Z")
    try await withIssueReporters([issues]) {
      try await withDependencies {
        $0.defaultFileStorage = .inMemory(files)
      } operation: {
        @Shared(.fileStorage(url)) var numbers: [Int] = []
        @Shared(.fileStorage(url)) var sameNumbers: [Int] = []
        #expect(numbers == [])
        #expect(sameNumbers == [])
        let error = try #require($numbers.loadError as? FileStorageError)
        guard case let .undecodable(_, actualMovedTo, reason) = error else {
          Issue.record("Unexpected error \(error)")
          return
        }
        #expect(actualMovedTo == movedTo)
        #expect(reason.hasPrefix("not valid JSON"))
        #expect(files.data(at: movedTo) == Data("not json".utf8))
        #expect(files.data(at: url) == nil)
        #expect(issues.messages == [error.description])

        $numbers.withLock { $0 = [7] }
        try await $numbers.save()
        #expect(decoded(files) == [7])
        #expect(files.data(at: movedTo) == Data("not json".utf8), "The bad file is kept aside")
        #expect(issues.messages.count == 1, "Reported once")
      }
    }
  }

  @Test func anotherProcessesChangeIsPickedUp() {
    let files = InMemoryFileSystem()
    withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      @Shared(.fileStorage(url)) var numbers: [Int] = []
      @SharedReader(.fileStorage(url)) var reader: [Int] = []
      files.setData(Data("[4, 5]".utf8), at: url)
      #expect(numbers == [4, 5])
      #expect(reader == [4, 5])
      files.setData(nil, at: url)
      #expect(numbers == [], "A deleted file means the default again")
    }
  }

  @Test func anUndecodableOutsideChangeKeepsTheValueAndSetsLoadError() async throws {
    let files = InMemoryFileSystem()
    let issues = CollectingIssueReporter()
    try await withIssueReporters([issues]) {
      try await withDependencies {
        $0.defaultFileStorage = .inMemory(files)
      } operation: {
        @Shared(.fileStorage(url)) var numbers: [Int] = []
        files.setData(Data("[1]".utf8), at: url)
        files.setData(Data("[1,".utf8), at: url)
        #expect(numbers == [1])
        #expect($numbers.loadError != nil)
        #expect(issues.messages.count == 1)
        files.setData(Data("[2]".utf8), at: url)
        #expect(numbers == [2])
        #expect($numbers.loadError == nil)
        try await $numbers.load()
        #expect(numbers == [2])
      }
    }
  }

  @Test func loadReadsTheFileAgainAndThrowsWhenItCannot() async throws {
    let files = InMemoryFileSystem()
    var storage = FileStorage.inMemory(files)
    storage.subscribe = { _, _ in SharedSubscription {} }  // nothing tells the key
    let issues = CollectingIssueReporter()
    try await withIssueReporters([issues]) {
      try await withDependencies {
        $0.defaultFileStorage = storage
      } operation: {
        @Shared(.fileStorage(url)) var numbers: [Int] = []
        files.setData(Data("[3]".utf8), at: url)
        #expect(numbers == [])
        try await $numbers.load()
        #expect(numbers == [3])
        #expect(!$numbers.isLoading)
        files.setData(Data("{".utf8), at: url)
        await #expect(throws: FileStorageError.self) { try await $numbers.load() }
        #expect($numbers.loadError != nil)
        #expect(numbers == [3])
      }
    }
  }

  @Test func aFailedWriteShowsAsSaveError() async {
    struct DiskFull: Error {}
    var storage = FileStorage.inMemory()
    storage.save = { _, _ in throw DiskFull() }
    await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var numbers: [Int] = []
      $numbers.withLock { $0 = [1] }
      await #expect(throws: DiskFull.self) { try await $numbers.save() }
      #expect($numbers.saveError is DiskFull)
    }
  }
}

/// The live file system, in a directory of its own under the temporary directory: the one
/// place Core's tests touch the disk, to prove the atomic rename and the polling.
@Suite struct LiveFileSystemTests {
  @Test func writesReplaceTheFileAtomicallyAndOtherProcessesChangesArePickedUp() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("core-file-storage-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("nested/value.json")
    let storage = FileStorage.fileSystem(pollInterval: .milliseconds(20))

    try storage.save(Data("1".utf8), url)
    let firstInode = try inode(url)
    try storage.save(Data("2".utf8), url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "2")
    #expect(try inode(url) != firstInode, "Written to a temporary file, renamed over the old")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        == ["value.json"], "No temporary file is left behind")

    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var value = 0
      #expect(value == 2)
      try Data("345".utf8).write(to: url)  // another process
      let deadline = ContinuousClock.now + .seconds(5)
      while value != 345, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(10))
      }
      #expect(value == 345)
    }
  }

  private func inode(_ url: URL) throws -> Int? {
    (try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?
      .intValue
  }
}
