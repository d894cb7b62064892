import Foundation

/// The coalesced writes of one ``FileStorage``, per file, and what this program last read or
/// wrote there (so that its own writes are not mistaken for another process's).
///
/// The first change to a file after a quiet spell is written at once; changes during the
/// next ``FileStorage/writeInterval`` (1 second) are written together when it ends, and the
/// window stays open while changes keep coming. A burst of 1,000 changes makes at most two
/// writes.
final class FileWrites: Sendable {
  private struct Slot {
    /// Encodes the latest unwritten value.
    var pending: (@Sendable () throws -> Data)?
    /// Merges the pending value with another program's change to the file (see
    /// ``FileWrites/Merge``), when the key can.
    var merge: Merge?
    /// The saves waiting for the pending value to be written.
    var continuations: [SaveContinuation] = []
    /// Whether a window is open: a task writes what arrives until it closes.
    var isWindowOpen = false
    /// The contents this program last read from or wrote to the file.
    var lastKnown: Data?
    /// Why writes are refused: a file that could not be decoded could not be moved aside.
    var blockedBy: FileStorageError?
  }

  /// Combines this program's value with the file another program changed since this one last
  /// read or wrote it: `(base, ours, theirs) -> merged`, all encoded. `base` is `nil` when the
  /// file did not exist.
  typealias Merge = @Sendable (_ base: Data?, _ ours: Data, _ theirs: Data) throws -> Data

  private let slots = LockIsolated<[URL: Slot]>([:])
  /// Held while a value is taken and written, so writes to a file happen in order.
  // NB: A plain lock, not a `LockIsolated<Void>`: ThreadSanitizer reported the empty value's
  // `inout` access as a race between two holders of the lock (seen once in CI).
  private let writing = NSLock()

  /// Queues a save of the value `encode` encodes; writes it at once when `immediately` or no
  /// window is open, otherwise when the window closes. With `merge`, a file another program
  /// changed since this one last read or wrote it is merged with, not overwritten.
  func enqueue(
    _ encode: @escaping @Sendable () throws -> Data,
    merge: Merge? = nil,
    to url: URL,
    in storage: FileStorage,
    immediately: Bool,
    continuation: SaveContinuation
  ) {
    let opensWindow = slots.withValue { slots in
      slots[url, default: Slot()].pending = encode
      slots[url, default: Slot()].merge = merge
      slots[url, default: Slot()].continuations.append(continuation)
      guard !immediately, slots[url]?.isWindowOpen == false else { return false }
      slots[url]?.isWindowOpen = true
      return true
    }
    if immediately {
      writePending(url, in: storage)
    } else if opensWindow {
      Task { [self] in
        writePending(url, in: storage)
        while true {
          try? await storage.clock.sleep(for: storage.writeInterval)
          let hasPending = slots.withValue { slots in
            guard slots[url]?.pending != nil else {
              slots[url]?.isWindowOpen = false
              return false
            }
            return true
          }
          guard hasPending else { return }
          writePending(url, in: storage)
        }
      }
    }
  }

  /// Writes every pending value now, after any write already under way has finished (a
  /// program that exits right after this call must not cut a write short).
  func flushAll(to storage: FileStorage) {
    let finished = whileWriting {
      let urls = slots.withValue { slots in slots.filter { $0.value.pending != nil }.map(\.key) }
      return urls.compactMap { url in writePendingLocked(url, in: storage) }
    }
    finished.forEach { $0.resume() }
  }

  func hasPending(_ url: URL) -> Bool {
    slots.withValue { $0[url]?.pending != nil }
  }

  /// Records contents read from `url`; returns whether they differ from what this program
  /// last read or wrote there.
  func recordRead(_ data: Data?, at url: URL) -> Bool {
    slots.withValue { slots in
      defer { slots[url, default: Slot()].lastKnown = data }
      return slots[url]?.lastKnown != data
    }
  }

  /// Refuses writes to `url` from now on, with `error`.
  func block(_ url: URL, with error: FileStorageError) {
    slots.withValue { $0[url, default: Slot()].blockedBy = error }
  }

  /// A write that is done, and the saves waiting for it.
  private struct FinishedWrite {
    let continuations: [SaveContinuation]
    let result: Result<Void, any Error>

    /// Tells the saves how the write went.
    ///
    /// Never while `writing` is held: a save resumed here takes its shared value's lock, and
    /// a change to that value holds its lock while it queues the next save, which may wait
    /// for `writing` (a lock-order inversion that deadlocked a test run).
    func resume() {
      for continuation in continuations { continuation.resume(with: result) }
    }
  }

  private func writePending(_ url: URL, in storage: FileStorage) {
    whileWriting { writePendingLocked(url, in: storage) }?.resume()
  }

  private func whileWriting<T>(_ body: () -> T) -> T {
    writing.lock()
    defer { writing.unlock() }
    return body()
  }

  /// Takes the pending value of `url` and writes it; `nil` when nothing was pending.
  private func writePendingLocked(_ url: URL, in storage: FileStorage) -> FinishedWrite? {
    let (encode, merge, continuations, blockedBy, lastKnown) = slots.withValue { slots in
      let slot = slots[url] ?? Slot()
      slots[url]?.pending = nil
      slots[url]?.continuations = []
      return (slot.pending, slot.merge, slot.continuations, slot.blockedBy, slot.lastKnown)
    }
    guard let encode else { return nil }
    let result: Result<Void, any Error>
    if let blockedBy {
      result = .failure(blockedBy)
    } else {
      result = Result {
        let ours = try encode()
        guard let merge else {
          return try write(ours, over: lastKnown, to: url, in: storage)
        }
        try storage.withExclusiveAccess(url) {
          try writeMerging(ours, base: lastKnown, merge: merge, to: url, in: storage)
        }
      }
    }
    return FinishedWrite(continuations: continuations, result: result)
  }

  /// Writes `data` unless it is what this program last read or wrote (`lastKnown`), and
  /// records it.
  private func write(_ data: Data, over lastKnown: Data?, to url: URL, in storage: FileStorage)
    throws
  {
    guard data != lastKnown else { return }
    try storage.save(data, url)
    slots.withValue { $0[url]?.lastKnown = data }
  }

  /// Writes `ours`, merged first with the file's contents when another program changed it
  /// since `base` (what this program last read or wrote); a merged value is then loaded into
  /// every holder, as another program's change is.
  private func writeMerging(
    _ ours: Data, base: Data?, merge: Merge, to url: URL, in storage: FileStorage
  ) throws {
    guard let theirs = try storage.load(url), theirs != base, theirs != ours else {
      return try write(ours, over: base, to: url, in: storage)
    }
    let merged = try merge(base, ours, theirs)
    if merged != theirs { try storage.save(merged, url) }
    // NB: Recorded as `ours`, so the reload below sees the merged contents as new.
    slots.withValue { $0[url]?.lastKnown = ours }
    let notify = storage.notifyChanged
    DispatchQueue.global().async { notify(url) }
  }
}
