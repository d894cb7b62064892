import Synchronization

/// The program's base dependencies, set by ``prepareDependencies(_:)``: what
/// ``DependencyValues/current`` falls back to outside a reduce and a task's bindings, as when
/// a root store is created.
///
/// Read without a lock: each `prepareDependencies` publishes its values in a new immutable
/// box, and every box published is kept for the life of the process, so a reader that loaded
/// one can copy its values whatever another thread publishes meanwhile. A program prepares its
/// dependencies once, at its entry point, or a few times, so few boxes are kept. Reading them
/// through a lock cost about a sixteenth of creating a root store (measured when this was
/// made).
enum PreparedDependencies {
  private final class Box: Sendable {
    let values: DependencyValues
    init(_ values: DependencyValues) { self.values = values }
  }

  /// The address of the box last published, `0` until the first `prepareDependencies`.
  private static let latest = Atomic<UInt>(0)
  /// Every box published, which keeps them alive; its lock also orders the updates.
  private static let published = LockIsolated<[Box]>([])

  static var values: DependencyValues {
    guard let box = UnsafeRawPointer(bitPattern: latest.load(ordering: .acquiring)) else {
      return DependencyValues()
    }
    return Unmanaged<Box>.fromOpaque(box)._withUnsafeGuaranteedRef { $0.values }
  }

  /// Changes the values with `update` and publishes them, for readers that come after.
  static func update(_ update: (inout DependencyValues) throws -> Void) rethrows {
    try published.withValue { boxes in
      var values = boxes.last?.values ?? DependencyValues()
      try DependencyValues.write(&values, update)
      let box = Box(values)
      boxes.append(box)
      latest.store(
        UInt(bitPattern: Unmanaged.passUnretained(box).toOpaque()), ordering: .releasing)
    }
  }
}
