import CoreThreadLocal

/// Dependencies installed for the synchronous run of a reducer, read before the task-local
/// ones.
///
/// A store reduces on one thread, synchronously, so it can hand its reducer its dependencies
/// through a thread-local slot instead of a task-local push: two stores to a C `__thread`
/// variable per send (`CoreThreadLocal`) instead of allocating and unlinking a task-local
/// binding, and one load wherever the slot is read. Everything the reducer
/// does synchronously, including creating `.run` effects (which capture
/// `DependencyValues.current`), sees them. Outside a reduce the slot is empty and
/// `DependencyValues.current` is the task-local value.
///
/// The slot also carries the store's ``BuiltBodies``, so that the body of a reducer with no
/// stored properties is built once per store. It is read once per such reducer and per
/// action, except a root reducer whose body its store keeps (`RootCore.reduce(root:…)`):
/// `pthread_getspecific` cost about 10 ns a read there (measured when this was made).
@usableFromInline
enum ReduceScope {
  /// An immutable box of dependencies, so the slot can hold one pointer.
  @usableFromInline
  final class Box: Sendable {
    @usableFromInline let values: DependencyValues
    /// `values` with `isPresented` set, for the presented children a store reduces, so that
    /// reducing one allocates no box; `nil` unless the box was made with `withPresentedTwin`.
    @usableFromInline let presentedTwin: Box?
    /// The bodies built by the store that reduces.
    @usableFromInline let bodies: BuiltBodies

    /// A box of `values`, for a reduce whose store keeps `bodies`; a store passes
    /// `withPresentedTwin: true` for the box it reduces with.
    init(_ values: DependencyValues, bodies: BuiltBodies, withPresentedTwin: Bool = false) {
      self.values = values
      self.bodies = bodies
      guard withPresentedTwin, !values.isPresented else {
        presentedTwin = nil
        return
      }
      var presented = values
      presented.isPresented = true
      presentedTwin = Box(presented, bodies: bodies)
    }
  }

  /// The dependencies of the reduce running on this thread, if one is.
  @inline(__always)
  static var current: Box? {
    guard let pointer = core_reduce_context_get() else { return nil }
    return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// The box a presented child of the reduce running on this thread reduces with: the one
  /// installed when its dependencies are presented already, else its presented twin; `nil`
  /// when there is none (no reduce runs, or a reducer changed the dependencies).
  @inlinable
  @inline(__always)
  static var currentPresented: PresentedBox? {
    guard let pointer = core_reduce_context_get() else { return nil }
    return Unmanaged<Box>.fromOpaque(pointer)._withUnsafeGuaranteedRef { box in
      if box.values.presented { return .installed }
      return box.presentedTwin.map { .twin(Unmanaged.passUnretained($0)) }
    }
  }

  /// Where a presented child finds the box it reduces with.
  @usableFromInline
  enum PresentedBox {
    /// The box installed: its dependencies are presented already.
    case installed
    /// The installed box's presented twin. Unretained: the reduce that installed the box keeps
    /// it, and the box keeps its twin.
    case twin(Unmanaged<Box>)
  }

  /// The bodies built by the store reducing on this thread, if one is; unretained, since the
  /// store keeps them for as long as it reduces.
  @inlinable
  @inline(__always)
  static var currentBodies: Unmanaged<BuiltBodies>? {
    guard let pointer = core_reduce_context_get() else { return nil }
    return Unmanaged<Box>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
      Unmanaged.passUnretained($0.bodies)
    }
  }

  /// Runs `body` with `box` as this thread's reduce dependencies, then restores the previous
  /// ones. `box` must outlive the call; the caller keeps it.
  @inline(__always)
  static func with<R>(_ box: Box, _ body: () throws -> R) rethrows -> R {
    try with(Unmanaged.passUnretained(box), body)
  }

  /// ``with(_:_:)`` for a box the caller keeps retained itself (a root store's).
  @inlinable
  @inline(__always)
  static func with<R>(_ box: Unmanaged<Box>, _ body: () throws -> R) rethrows -> R {
    let previous = core_reduce_context_get()
    core_reduce_context_set(box.toOpaque())
    defer { core_reduce_context_set(previous) }
    return try body()
  }
}
