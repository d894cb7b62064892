import Foundation

/// A shared reference's storage: the value, its key's load and save, and the state of both.
///
/// One root per key and dependency scope (see ``PersistentReferences``); `Shared(value:)`
/// makes a root of its own.
final class SharedRoot<Value>: SharedBox<Value>, AnySharedRoot, @unchecked Sendable {
  // Safe because every `var` below is read and written with `lock` held. The lock is
  // recursive so that a `withLock` body may read the value it is changing (`$count.withLock
  // { $0 = count + 1 }`).
  private let lock = NSRecursiveLock()
  private var loading = false
  private var lastLoadError: (any Error)?
  private var lastSaveError: (any Error)?
  private var subscription: SharedSubscription?
  private let loadFromKey: (@Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void)?
  private let saveToKey: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
  let name: String
  /// How the key's continuations name it when they report a misuse: `The key .inMemory("count")`.
  /// Built once, since every change hands the key a new save continuation.
  private let continuationDescription: String
  /// The test stores' trackers that track this root, told when it changes outside them.
  private var trackers: [WeakTracker] = []
  /// Whether the key is being asked to save, so that a key that echoes the save back through
  /// its subscription is not taken for a change from outside.
  private var isSaving = false
  // NB: Declared last, after the properties of fixed size, so that code not specialized for
  // `Value` reaches those at offsets known when it is compiled. Unchecked, and overlaps on
  // purpose, so that a `withLock` body may read the value it is changing in place (as
  // swift-sharing allows): threads are kept apart by the lock, and a read on the same thread
  // happens between the body's own statements, never inside one in-place mutation. Changing
  // a copy instead would copy a whole collection on every change. So
  // Scripts/checks/exclusivity.sh keeps this one unchecked in its checked run. Checked by
  // `SharedTests.hundredTasksOfAThousandIncrementsEndAtExactlyHundredThousand` (ThreadSanitizer
  // in CI) and `SharedTests.withLockMayReadTheValueItChanges`.
  @exclusivity(unchecked) private var value: Value
  private let initialValue: Value

  /// A root with no key: `Shared(value:)`.
  init(value: Value) {
    self.value = value
    self.initialValue = value
    self.loadFromKey = nil
    self.saveToKey = nil
    self.name = "Shared<\(dumpTypeName(Value.self))>(value:)"
    self.continuationDescription = "The key \(name)"
    super.init(observation: SharedObservation())
  }

  /// A root for `key`: loads the key's value (or uses `initialValue` when it has none) and
  /// subscribes to its changes. A key that is also a ``SharedKey`` saves every change.
  init<Key: SharedReaderKey<Value>>(key: Key, initialValue: Value) where Value: Sendable {
    self.value = initialValue
    self.initialValue = initialValue
    self.loadFromKey = { key.load(context: $0, continuation: $1) }
    if let writable = key as? any SharedKey<Value> {
      self.saveToKey = { writable.save($0, context: $1, continuation: $2) }
    } else {
      self.saveToKey = nil
    }
    self.name = (key as? any CustomStringConvertible)?.description ?? "\(Key.self)(\(key.id))"
    self.continuationDescription = "The key \(name)"
    super.init(observation: SharedObservation())
    let context = LoadContext<Value>.initialValue(initialValue)
    locked { loading = true }
    key.load(
      context: context,
      continuation: LoadContinuation(continuationDescription) { [weak self] result in
        self?.apply(result)
      })
    let subscription = key.subscribe(
      context: context,
      subscriber: SharedSubscriber(
        callback: { [weak self] result in self?.apply(result) },
        onLoading: { [weak self] isLoading in self?.setLoading(isLoading) }
      ))
    locked { self.subscription = subscription }
  }

  deinit {
    subscription?.cancel()
  }

  private func locked<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  // MARK: SharedBox

  override var root: any AnySharedRoot { self }

  override func value(in rootValue: Any) -> Value {
    rootValue as! Value
  }

  override func set(_ newValue: Value, in rootValue: inout Any) {
    rootValue = newValue
  }

  override var currentValue: Value {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    let result: R
    do {
      lock.lock()
      defer { lock.unlock() }
      let tracker = SharedChangeTracker.isAnyAlive ? SharedChangeTracker.current : nil
      if let tracker, tracker.willChange(self, from: value) {
        trackers.append(WeakTracker(tracker: tracker))
      }
      result = try body(&value)
      if !trackers.isEmpty { tellTrackers(changedOutside: tracker) }
      if let saveToKey {
        isSaving = true
        defer { isSaving = false }
        saveToKey(value, .didSet, saveContinuation())
      }
    }
    SharedChangeBroadcast.post(observation)
    return result
  }

  override func isSame(as other: SharedBox<Value>) -> Bool {
    other === self
  }

  // MARK: AnySharedRoot

  var anyValue: Any { currentValue }

  var isLoading: Bool { locked { loading } }

  var loadError: (any Error)? { locked { lastLoadError } }

  var saveError: (any Error)? { locked { lastSaveError } }

  func load() async throws {
    guard let loadFromKey else { return }
    setLoading(true)
    let result = await withCheckedContinuation { continuation in
      loadFromKey(
        .userInitiated,
        LoadContinuation(continuationDescription) {
          continuation.resume(returning: Loaded(result: $0))
        })
    }.result
    apply(result)
    if case let .failure(error) = result { throw error }
  }

  func save() async throws {
    guard let saveToKey else { return }
    let result = await withCheckedContinuation { continuation in
      locked {
        saveToKey(
          value, .userInitiated,
          SaveContinuation(continuationDescription) { [weak self] result in
            self?.recordSave(result)
            continuation.resume(returning: result)
          })
      }
    }
    try result.get()
  }

  // MARK: Updates from the key

  /// A loaded value, a change made outside, or an error: neither tracked by a test store nor
  /// saved back.
  private func apply(_ result: Result<Value?, any Error>) {
    locked {
      // Any result ends a load, also one the key's subscription yields (as in swift-sharing).
      loading = false
      switch result {
      case let .success(newValue):
        let oldValue = value
        value = newValue ?? initialValue
        lastLoadError = nil
        // A key echoing a save (now, or later with the value it saved) is not a change from
        // outside. Compared by dump only while a test store tracks this root.
        if !trackers.isEmpty, !isSaving, diff(oldValue, value) != nil {
          tellTrackers(changedOutside: nil)
        }
      case let .failure(error):
        lastLoadError = error
      }
    }
    SharedChangeBroadcast.post(observation)
  }

  /// Tells the trackers other than `tracker` (the one in force for this change, if any) that
  /// the value changed outside their store: they take the new value as asserted. Called with
  /// the lock held.
  private func tellTrackers(changedOutside tracker: SharedChangeTracker?) {
    trackers.removeAll { $0.tracker == nil }
    for other in trackers.compactMap(\.tracker) where other !== tracker {
      other.didChangeOutside(self, to: value)
    }
  }

  private func setLoading(_ isLoading: Bool) {
    locked { loading = isLoading }
    SharedChangeBroadcast.post(observation)
  }

  private func saveContinuation() -> SaveContinuation {
    SaveContinuation(continuationDescription) { [weak self] result in self?.recordSave(result) }
  }

  /// Records how a save ended; when that changes whether the reference has an error, tells
  /// the stores, so that a view showing `saveError` or `loadError` is drawn again.
  private func recordSave(_ result: Result<Void, any Error>) {
    let errorsMayHaveChanged = locked {
      let hadErrors = lastSaveError != nil || lastLoadError != nil
      switch result {
      case .success:
        // A value saved is the value now: an earlier failed load no longer matters.
        lastSaveError = nil
        lastLoadError = nil
      case let .failure(error): lastSaveError = error
      }
      return hadErrors || lastSaveError != nil
    }
    if errorsMayHaveChanged { SharedChangeBroadcast.post(observation) }
  }
}

/// A test store's tracker, held weakly by the roots it tracks.
///
/// Outside `SharedRoot` so that it is not generic: every change checks the root's array of
/// them, and an array of a generic type costs two metadata lookups per check.
private struct WeakTracker {
  weak var tracker: SharedChangeTracker?
}

/// A loaded result crossing from the key's thread to the task awaiting `load()`.
private struct Loaded<Value>: @unchecked Sendable {
  // Safe because only roots with a key load, and a key's values are `Sendable`.
  let result: Result<Value?, any Error>
}
