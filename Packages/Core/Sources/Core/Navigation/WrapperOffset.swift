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
/// The offset is used only when the layout proves it:
/// - the parent state is a struct, and the wrapper lies in it through stored properties of
///   structs only (no enum payload, no class, no existential), found with the standard
///   library's field reflection (`_forEachField`), so it is at the same offset in every value;
/// - exactly one such place holds a wrapper whose two words are those the key path read, with
///   storage (so the match is the storage object's own address, not two empty wrappers).
///
/// What it cannot prove, it relies on: the key path's setter stores the wrapper where its
/// getter read it, as the projection `$child` of `@PresentationState var child` does. A
/// computed property that reads one stored wrapper and writes something else would not see
/// its setter run.
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
    guard wrapper.storage != nil else { return undecided }
    typealias Words = (UInt, UInt)
    guard MemoryLayout<PresentationState<Child>>.size == MemoryLayout<Words>.size,
      !(Root.self is AnyObject.Type), !isEnumType(Root.self)
    else { return keyPath }
    let words = unsafeBitCast(wrapper, to: Words.self)
    let matches = storedOffsets(of: PresentationState<Child>.self, in: Root.self).filter {
      offset in
      withUnsafeBytes(of: state) { bytes in
        bytes.load(fromByteOffset: offset, as: UInt.self) == words.0
          && bytes.load(fromByteOffset: offset + MemoryLayout<UInt>.size, as: UInt.self)
            == words.1
      }
    }
    return matches.count == 1 ? matches[0] : keyPath
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
