import Core
import Testing

extension SharedKey where Self == InMemoryKey<Int>.Default {
  /// A type-safe key as swift-sharing 2 writes one.
  fileprivate static var launches: Self { Self[.inMemory("launches"), default: 3] }
}

extension SharedKey where Self == InMemoryKey<String?>.Default {
  fileprivate static var nickname: Self { Self[.inMemory("nickname"), default: "Ada"] }
}

/// `Key.Default`: a key that carries the value a reference starts from.
@Suite struct SharedKeyDefaultTests {
  @Test func aKeyWithADefaultNeedsNoneWhereItIsUsed() {
    @Shared(.launches) var launches
    #expect(launches == 3)
    $launches.withLock { $0 += 1 }
    @SharedReader(.launches) var reader
    #expect(reader == 4, "one reference")
  }

  @Test func itIsTheSameReferenceAsItsKeyAlone() {
    @Shared(.launches) var launches
    @Shared(.inMemory("launches")) var plain = 100
    #expect(plain == 3, "the reference made with the key's default")
    $plain.withLock { $0 = 7 }
    #expect(launches == 7)
  }

  @Test func anOptionalValuesKeyStartsFromItsOwnDefault() {
    @Shared(.nickname) var nickname
    #expect(nickname == "Ada", "not nil: the optional key's initializer is disfavored")
    @SharedReader(.nickname) var reader
    #expect(reader == "Ada")
  }

  @Test func genericCodeGivenTheKeyFindsTheSameReference() {
    func reference<Key: SharedKey<Int>>(_ key: Key) -> Shared<Int> {
      Shared(wrappedValue: 50, key)
    }
    @Shared(.launches) var launches
    let viaGenericCode = reference(InMemoryKey<Int>.Default.launches)
    $launches.withLock { $0 = 9 }
    #expect(viaGenericCode.wrappedValue == 9, "one reference, not a second loaded from storage")
  }

  @Test func aDefaultWrittenWhereItIsUsedWinsOverTheKeys() {
    @Shared(.launches) var launches = 10
    #expect(launches == 10)
  }
}
