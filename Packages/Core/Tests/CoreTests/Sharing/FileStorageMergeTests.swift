import Core
import Foundation
import Testing

/// Two running copies of a program changing one file: `.fileStorage(url, merge:)` merges
/// another copy's change instead of overwriting it, and `IdentifiedArray.merged` is the merge
/// for lists.
@Suite struct FileStorageMergeTests {
  struct Fact: Codable, Equatable, Identifiable, Sendable {
    let id: Int
    var text: String
  }

  let url = URL(fileURLWithPath: "/data/app/facts.json")

  private func decoded(_ data: Data?) -> IdentifiedArrayOf<Fact>? {
    data.flatMap { try? JSONDecoder().decode(IdentifiedArrayOf<Fact>.self, from: $0) }
  }

  // MARK: IdentifiedArray.merged

  @Test func bothSidesAdditionsAreKept() {
    let base: IdentifiedArrayOf<Fact> = [Fact(id: 1, text: "a")]
    let merged = IdentifiedArrayOf<Fact>.merged(
      base: base, ours: [Fact(id: 1, text: "a"), Fact(id: 2, text: "ours")],
      theirs: [Fact(id: 1, text: "a"), Fact(id: 3, text: "theirs")])
    #expect(merged.ids == [1, 3, 2])
  }

  @Test func ourRemovalsAndChangesApplyToTheirList() {
    let base: IdentifiedArrayOf<Fact> = [Fact(id: 1, text: "a"), Fact(id: 2, text: "b")]
    let ours: IdentifiedArrayOf<Fact> = [Fact(id: 2, text: "b, edited")]
    let theirs: IdentifiedArrayOf<Fact> = [
      Fact(id: 1, text: "a"), Fact(id: 2, text: "b"), Fact(id: 4, text: "d"),
    ]
    let merged = IdentifiedArrayOf<Fact>.merged(base: base, ours: ours, theirs: theirs)
    #expect(merged == [Fact(id: 2, text: "b, edited"), Fact(id: 4, text: "d")])
  }

  @Test func whatTheyRemovedStaysRemovedUnlessWeAddedIt() {
    let base: IdentifiedArrayOf<Fact> = [Fact(id: 1, text: "a")]
    let merged = IdentifiedArrayOf<Fact>.merged(
      base: base, ours: [Fact(id: 1, text: "a"), Fact(id: 2, text: "b")], theirs: [])
    #expect(merged == [Fact(id: 2, text: "b")])
    #expect(
      IdentifiedArrayOf<Fact>.merged(base: nil, ours: [Fact(id: 1, text: "a")], theirs: [])
        == [Fact(id: 1, text: "a")])
  }

  // MARK: Merging writes

  /// Two storages on one in-memory file system play two processes: B has not seen A's
  /// change when it writes its own.
  @Test func aWriteMergesAnotherProgramsChangeAndEveryHolderSeesTheResult() async {
    let files = InMemoryFileSystem()
    let (a, b) = mergingHolders(of: url, in: .inMemory(files), and: .inMemory(files))

    a.withLock { _ = $0.append(Fact(id: 1, text: "from A")) }
    await waitUntil { files.saveCount(at: url) >= 1 }
    b.withLock { _ = $0.append(Fact(id: 2, text: "from B")) }
    await waitUntil { files.saveCount(at: url) >= 2 }

    #expect(decoded(files.data(at: url))?.ids == [1, 2], "A's fact is not overwritten")
    await waitUntil { b.wrappedValue.count >= 2 }
    #expect(b.wrappedValue.ids == [1, 2], "B holds the merged list")
  }

  @Test func withoutAMergeTheLastWriteWins() async {
    let files = InMemoryFileSystem()
    let a = withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      Shared<IdentifiedArrayOf<Fact>>(wrappedValue: [], .fileStorage(url))
    }
    let b = withDependencies {
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      Shared<IdentifiedArrayOf<Fact>>(wrappedValue: [], .fileStorage(url))
    }

    a.withLock { _ = $0.append(Fact(id: 1, text: "from A")) }
    await waitUntil { files.saveCount(at: url) >= 1 }
    b.withLock { _ = $0.append(Fact(id: 2, text: "from B")) }
    await waitUntil { files.saveCount(at: url) >= 2 }

    #expect(decoded(files.data(at: url))?.ids == [2])
  }

  @Test func onTheDiskTwoProgramsMergeUnderALockFile() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("core-file-merge-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("facts.json")
    // NB: Polling once an hour: neither program notices the other's write by itself.
    let (a, b) = mergingHolders(
      of: url, in: .fileSystem(pollInterval: .seconds(3_600)),
      and: .fileSystem(pollInterval: .seconds(3_600)))

    a.withLock { _ = $0.append(Fact(id: 1, text: "from A")) }
    try await a.save()
    b.withLock { _ = $0.append(Fact(id: 2, text: "from B")) }
    try await b.save()

    #expect(decoded(try Data(contentsOf: url))?.ids == [1, 2])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == [".facts.json.lock", "facts.json"])
  }

  /// Program A's and program B's reference to the merging key of `url`, each in its own file
  /// storage (so each has its own writes and its own idea of what it last read).
  private func mergingHolders(
    of url: URL, in programA: FileStorage, and programB: FileStorage
  ) -> (Shared<IdentifiedArrayOf<Fact>>, Shared<IdentifiedArrayOf<Fact>>) {
    func holder(_ storage: FileStorage) -> Shared<IdentifiedArrayOf<Fact>> {
      withDependencies {
        $0.defaultFileStorage = storage
      } operation: {
        Shared(
          wrappedValue: [], FileStorageKey(url: url, merge: IdentifiedArrayOf<Fact>.merged))
      }
    }
    return (holder(programA), holder(programB))
  }
}
