extension SharedReaderKey {
  /// This key with the value a reference starts from when the key holds none, as
  /// swift-sharing 2's: a type-safe key that needs no default where it is used.
  ///
  /// ```swift
  /// extension SharedKey where Self == InMemoryKey<Int>.Default {
  ///   static var count: Self { Self[.inMemory("count"), default: 0] }
  /// }
  ///
  /// @Shared(.count) var count
  /// ```
  ///
  /// `@Shared(.count)` and `@Shared(.inMemory("count"))` are the same reference.
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key with a default value; spelled `Key.Default` (see ``SharedReaderKey/Default``).
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  /// The base key's value.
  public typealias Value = Base.Value

  /// The key that holds the value.
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// The base key's identity: a reference made with the default is the key's own.
  public var id: Base.ID { base.id }

  /// `key`, starting from `value` when it holds none.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    base.load(context: context, continuation: continuation)
  }

  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension Shared {
  /// A reference to the value `key` holds, or to its default when it holds none. (Given a
  /// default where it is used, `@Shared(.count) var count = 1`, the key's is not used.)
  public init<Base: SharedKey<Value>>(_ key: _SharedKeyDefault<Base>) {
    self.init(wrappedValue: key.defaultValue(), key)
  }
}

extension SharedReader {
  /// A reader of the value `key` holds, or of its default when it holds none.
  public init<Base: SharedReaderKey<Value>>(_ key: _SharedKeyDefault<Base>) {
    self.init(wrappedValue: key.defaultValue(), key)
  }
}
