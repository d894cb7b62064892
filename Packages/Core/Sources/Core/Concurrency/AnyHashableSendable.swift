/// A type-erased hashable value that is `Sendable`, unlike `AnyHashable`: for ids and keys
/// passed between tasks.
///
/// ```swift
/// let id = AnyHashableSendable(42)
/// id == AnyHashableSendable(42)  // true
/// id.base as? Int                // 42
/// ```
public struct AnyHashableSendable: Hashable, @unchecked Sendable {
  // Safe because the only initialiser takes a `Sendable` value, and `AnyHashable` is an
  // immutable box around it.
  private let value: AnyHashable

  public init(_ base: some Hashable & Sendable) {
    value = AnyHashable(base)
  }

  public var base: any Hashable & Sendable {
    // The box only ever holds a value that was `Hashable & Sendable` when it went in.
    value.base as! any Hashable & Sendable
  }
}

extension AnyHashableSendable: CustomStringConvertible, CustomDumpStringConvertible {
  public var description: String { "\(value.base)" }

  public var customDumpDescription: String { customDump(value.base) }
}
