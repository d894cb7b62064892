import Foundation

/// A value guarded by a lock, for state shared across threads and tasks.
///
/// Use it for small pieces of shared mutable state (caches, registries, recorded calls in a
/// test). Keep the closures passed to ``withValue(_:)`` short: they run while the lock is held.
///
/// Core uses this rather than `Synchronization.Mutex`: on Linux, a contended `Mutex` hands
/// the lock over through a futex that ThreadSanitizer does not see, so it reports races
/// between accesses the lock in fact keeps apart. An `NSLock` is a pthread mutex, which it
/// does see (`Scripts/checks/no-mutex.sh` keeps `Mutex` out).
///
/// ```swift
/// let calls = LockIsolated<[Int]>([])
/// calls.withValue { $0.append(42) }
/// ```
public final class LockIsolated<Value: Sendable>: @unchecked Sendable {
  // NB: The lock first, so that code not specialized for `Value` finds it at an offset known
  // when it is compiled.
  private let lock = NSLock()
  // Safe because every read and write of `_value` happens while `lock` is held, and the
  // value itself is `Sendable`, so a copy handed out may cross isolation domains. The lock
  // keeps accesses apart, so Swift's dynamic exclusivity check (it cost as much as taking
  // and releasing the lock) could only catch a `withValue` inside another on the same
  // value, which deadlocks on the lock before it could overlap. Checked by
  // `LockIsolatedTests.changesFromManyThreadsAtOnceAreAllKept`.
  @exclusivity(unchecked) private var _value: Value

  public init(_ value: Value) {
    self._value = value
  }

  /// Runs `body` with exclusive access to the value and returns what it returns.
  @discardableResult
  public func withValue<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&_value)
  }

  public func setValue(_ newValue: Value) {
    withValue { $0 = newValue }
  }

  public var value: Value {
    withValue { $0 }
  }
}
