import Core
import Foundation
import Testing

/// `Shared` and `SharedReader` outside a store: reference semantics, keys, derivation,
/// atomicity.
@Suite struct SharedTests {
  @Test func copiesOfASharedValueAreOneReference() {
    let count = Shared(value: 0)
    let copy = count
    copy.withLock { $0 += 1 }
    #expect(count.wrappedValue == 1)
    #expect(count == copy)
  }

  @Test func everyHolderOfAKeySeesOneValue() {
    @Shared(.inMemory("score")) var score = 0
    @Shared(.inMemory("score")) var sameScore = 100  // the key has a value: the default is unused
    @SharedReader(.inMemory("score")) var reader = 0
    #expect(sameScore == 0)
    $score.withLock { $0 = 7 }
    #expect(sameScore == 7)
    #expect(reader == 7)
  }

  @Test func differentKeysAreDifferentValues() {
    @Shared(.inMemory("a")) var a = 1
    @Shared(.inMemory("b")) var b = 2
    $a.withLock { $0 = 10 }
    #expect(b == 2)
  }

  @Test func aKeyKeepsItsValueWhenEveryHolderIsGone() {
    do {
      @Shared(.inMemory("kept")) var kept = 0
      $kept.withLock { $0 = 3 }
    }
    @Shared(.inMemory("kept")) var kept = 0
    #expect(kept == 3)
  }

  // Two tests that each find the key at its default: in-memory values are fresh per test,
  // whichever runs first.
  @Test func inMemoryValuesAreFreshInEveryTest() {
    @Shared(.inMemory("per-test")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 1 }
  }

  @Test func inMemoryValuesAreFreshInEveryOtherTest() {
    @Shared(.inMemory("per-test")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 2 }
  }

  @Test func aDerivedSharedValueChangesItsParent() {
    @Shared(.inMemory("settings")) var settings = SettingsEditor.Settings()
    let name: Shared<String> = $settings.name
    name.withLock { $0 = "Ada" }
    #expect(settings.name == "Ada")
    $settings.withLock { $0.name = "Grace" }
    #expect(name.wrappedValue == "Grace")
    let volume: SharedReader<Int> = SharedReader($settings).volume
    $settings.withLock { $0.volume = 9 }
    #expect(volume.wrappedValue == 9)
  }

  /// As in swift-sharing: an optional key with a default starts at the default.
  @Test func anOptionalKeyWithADefaultStartsAtTheDefault() {
    @Shared(.inMemory("optional-default")) var value: Int? = 0
    #expect(value == 0)
    @Shared(.inMemory("optional-nil")) var none: Int?
    #expect(none == nil)
  }

  /// As in swift-sharing: a property that cannot be set, reached through a reference, is a
  /// reader that follows the reference.
  @Test func aReadOnlyPropertyThroughAReferenceIsAReader() {
    @Shared(.inMemory("words")) var words = ["a"]
    let count: SharedReader<Int> = $words.count
    #expect(count.wrappedValue == 1)
    $words.withLock { $0.append("b") }
    #expect(count.wrappedValue == 2)
  }

  @Test func withLockMayReadTheValueItChanges() {
    @Shared(.inMemory("reentrant")) var value = 1
    $value.withLock { $0 = value + 1 }
    #expect(value == 2)
  }

  @Test func hundredTasksOfAThousandIncrementsEndAtExactlyHundredThousand() async {
    @Shared(.inMemory("counter")) var counter = 0
    let shared = $counter
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask {
          for _ in 0..<1_000 { shared.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter == 100_000)
  }

  @Test func aSharedValueDumpsAsItsValue() {
    let state = SharedCounter.State()
    #expect(
      customDump(state) == """
        SharedCounter.State(
          count: 0,
          label: ""
        )
        """)
  }

  @Test func sharedValuesAreSendable() async {
    func send<T: Sendable>(_ value: T) -> T { value }
    let shared = send(Shared(value: 1))
    let reader = send(SharedReader(shared))
    await Task.detached { shared.withLock { $0 = 2 } }.value
    #expect(reader.wrappedValue == 2)
  }

  @Test func aReaderOfAConstantNeverChanges() {
    let reader = SharedReader.constant(4)
    #expect(reader.wrappedValue == 4)
    #expect(reader.loadError == nil)
    #expect(!reader.isLoading)
  }
}

/// Deriving a reference to one element of a shared collection, or to a shared optional's value.
@Suite struct SharedUnwrapTests {
  struct Fact: Codable, Equatable, Identifiable, Sendable {
    let id: Int
    var text: String
  }

  @Test func anElementOfASharedArrayIsSharedByID() throws {
    @Shared(.inMemory("facts")) var facts: IdentifiedArrayOf<Fact> = [
      Fact(id: 1, text: "one"), Fact(id: 2, text: "two"),
    ]
    let second = try #require($facts[id: 2])
    #expect(second.id == 2)
    second.withLock { $0.text = "deux" }
    #expect(facts[id: 2]?.text == "deux")
    $facts.withLock { $0[id: 2]?.text = "zwei" }
    #expect(second.wrappedValue.text == "zwei")
    #expect($facts[id: 3] == nil)
    $facts.withLock { $0[id: 2] = nil }
    #expect(second.wrappedValue.text == "zwei", "A removed element reads as it was last seen")
  }

  @Test func aSharedOptionalUnwrapsWhileItHasAValue() {
    let draft = Shared<String?>(value: nil)
    #expect(Shared(draft) == nil)
    draft.withLock { $0 = "hello" }
    let text = Shared(draft)
    text?.withLock { $0 += "!" }
    #expect(draft.wrappedValue == "hello!")
  }
}
