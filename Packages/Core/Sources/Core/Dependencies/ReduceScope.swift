import Foundation

/// Dependencies installed for the synchronous run of a reducer, read before the task-local
/// ones.
///
/// A store reduces on one thread, synchronously, so it can hand its reducer its dependencies
/// through a thread-local slot instead of a task-local push: two `pthread_setspecific` calls
/// per send instead of allocating and unlinking a task-local binding. Everything the reducer
/// does synchronously, including creating `.run` effects (which capture
/// `DependencyValues.current`), sees them. Outside a reduce the slot is empty and
/// `DependencyValues.current` is the task-local value.
enum ReduceScope {
  /// An immutable box of dependencies, so the slot can hold one pointer.
  final class Box: Sendable {
    let values: DependencyValues
    /// `values` with `isPresented` set, for the presented children a store reduces, so that
    /// reducing one allocates no box; `nil` unless the box was made with `withPresentedTwin`.
    let presentedTwin: Box?

    /// A box of `values`; a store passes `withPresentedTwin: true` for the box it reduces with.
    init(_ values: DependencyValues, withPresentedTwin: Bool = false) {
      self.values = values
      guard withPresentedTwin, !values.isPresented else {
        presentedTwin = nil
        return
      }
      var presented = values
      presented.isPresented = true
      presentedTwin = Box(presented)
    }
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed (\(status)): cannot run reducers")
    return key
  }()

  /// The dependencies of the reduce running on this thread, if one is.
  @inline(__always)
  static var current: Box? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Runs `body` with `box` as this thread's reduce dependencies, then restores the previous
  /// ones. `box` must outlive the call; the caller keeps it.
  @inline(__always)
  static func with<R>(_ box: Box, _ body: () throws -> R) rethrows -> R {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(box).toOpaque())
    defer { pthread_setspecific(key, previous) }
    return try body()
  }
}
