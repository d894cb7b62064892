import Foundation
@_spi(Reflection) import Swift

/// Where the `PresentationState` that a `\.$child` key path reads is stored in the parent's
/// state, proven from the state's layout, so that a presented child's send reaches the wrapper
/// in place instead of through the key path.
///
/// `\.$child` is a computed key path (the property wrapper's projection): every access runs
/// the key-path runtime, and a change through it copies the wrapper, so the wrapper's storage
/// is shared during the change and is copied (an allocation). Together about 5,000
/// instructions of a `Presentation.Send`.
///
/// The offset is used only when the layout and a probe prove it:
/// - the parent state is a struct, and exactly one wrapper of the type lies in it through
///   stored properties of structs only (no enum payload, no class, no existential), found with
///   the standard library's field reflection (`_forEachField`), so it is at the same offset in
///   every value;
/// - that wrapper holds the two words the key path read, storage included;
/// - on a copy of the state, a wrapper with storage of its own put at that offset is what the
///   key path reads, and on another copy a wrapper set through the key path lands there.
///
/// What it cannot prove, it relies on: the key path reads and writes that place for every
/// value of the state, as the projection `$child` of `@PresentationState var child` does. A
/// computed property that reads the stored wrapper for some values and something else for
/// others, or whose setter does more than store it, would be bypassed.
///
/// Decided once per call site and key path, the first time the wrapper holds a child; until
/// then, and whenever the proof fails, the key path is used. `CORE_PRESENTATION_KEY_PATHS=1`
/// in the environment turns the offsets off (CI runs every package's tests that way too).
@usableFromInline
enum WrapperOffset {
  /// Not decided yet: nothing was presented when the reducer last ran.
  @usableFromInline static let undecided = -2
  /// Through the key path, always.
  @usableFromInline static let keyPath = -1

  /// Whether the offsets are turned off (`CORE_PRESENTATION_KEY_PATHS=1`).
  @usableFromInline static let isTurnedOff: Bool = {
    let value = ProcessInfo.processInfo.environment["CORE_PRESENTATION_KEY_PATHS"] ?? ""
    return !value.isEmpty && value != "0"
  }()

  /// The offset of the wrapper that `path` reads in `state`, ``keyPath`` when the layout does
  /// not prove one, or ``undecided`` while the wrapper holds nothing to recognize it by.
  /// (The proof alone: a call site asks ``isTurnedOff`` first.)
  @usableFromInline
  static func decide<Root, Child>(
    for path: KeyPath<Root, PresentationState<Child>>, in state: Root
  ) -> Int {
    let wrapper = state[keyPath: path]
    guard let presented = wrapper.wrappedValue else { return undecided }
    typealias Words = (UInt, UInt)
    guard MemoryLayout<PresentationState<Child>>.size == MemoryLayout<Words>.size,
      !(Root.self is AnyObject.Type), !isEnumType(Root.self)
    else { return keyPath }
    // NB: One stored wrapper of the type, so a getter cannot choose between two of them.
    let candidates = storedOffsets(of: PresentationState<Child>.self, in: Root.self)
    guard candidates.count == 1, let offset = candidates.first else { return keyPath }
    let words = unsafeBitCast(wrapper, to: Words.self)
    let stored = withUnsafeBytes(of: state) { bytes in
      (
        bytes.load(fromByteOffset: offset, as: UInt.self),
        bytes.load(fromByteOffset: offset + MemoryLayout<UInt>.size, as: UInt.self)
      )
    }
    guard stored == words else { return keyPath }
    // The getter reads that place: on a copy, a wrapper with storage of its own put there is
    // what the key path reads (a wrapper elsewhere that shares the storage is not).
    var probed = state
    let probe = PresentationState<Child>(wrappedValue: presented)
    withUnsafeMutableBytes(of: &probed) { bytes in
      (bytes.baseAddress! + offset).assumingMemoryBound(to: PresentationState<Child>.self)
        .pointee = probe
    }
    guard probed[keyPath: path].storage === probe.storage else { return keyPath }
    // The setter writes that place: a wrapper set through the key path on a copy lands there.
    if let writable = path as? WritableKeyPath<Root, PresentationState<Child>> {
      var written = state
      let probe = PresentationState<Child>(wrappedValue: presented)
      written[keyPath: writable] = probe
      let landed = withUnsafeBytes(of: written) { $0.load(fromByteOffset: offset, as: UInt.self) }
      guard landed == unsafeBitCast(probe, to: Words.self).0 else { return keyPath }
    }
    return offset
  }

  /// The offsets in `root` at which a value of type `target` is stored, reached through
  /// stored properties of structs only; empty when `root` is not a struct.
  static func storedOffsets(of target: Any.Type, in root: Any.Type) -> [Int] {
    var offsets: [Int] = []
    func walk(_ type: Any.Type, base: Int, depth: Int) {
      guard depth < 16 else { return }
      _ = _forEachField(of: type, options: []) { _, offset, field, kind in
        if ObjectIdentifier(field) == ObjectIdentifier(target) {
          offsets.append(base + offset)
        } else if kind == .struct {
          walk(field, base: base + offset, depth: depth + 1)
        }
        return true
      }
    }
    walk(root, base: 0, depth: 0)
    return offsets
  }
}
