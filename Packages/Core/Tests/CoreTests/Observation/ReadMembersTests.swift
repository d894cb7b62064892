import Testing

@testable import Core

/// The table a core keeps its tracked reads in (`StoreObservation.ReadMembers`): a read is
/// found under its key path object and kind, only in the generation it was kept in, never
/// under another's word, and the table starts again when it fills.
@MainActor @Suite struct ReadMembersTests {
  private struct Row {
    var values: [Int]
  }

  /// Distinct key path objects: one per index, each made once and kept by the test.
  private let paths: [AnyKeyPath] = (0..<200).map { \Row.values[$0] }
  private let registrarPaths: [KeyPath<StoreObservation, Int>] = (0..<200).map {
    \StoreObservation.[member: $0]
  }

  private func member(_ index: Int, generation: Int = 0) -> StoreObservation.ReadMember {
    StoreObservation.ReadMember(
      keyPath: registrarPaths[index], generation: generation, path: paths[index])
  }

  @Test func aKeptReadIsFoundByItsPathAndKindOnly() {
    let table = StoreObservation.ReadMembers()
    let word = StoreObservation.ReadMembers.word(path: paths[0], kind: .value)
    table.keep(member(0), for: word)
    #expect(table.registrarPath(for: word, in: 0) == registrarPaths[0])
    #expect(
      table.registrarPath(for: StoreObservation.ReadMembers.word(path: paths[0], kind: .ids), in: 0)
        == nil)
    #expect(
      table.registrarPath(
        for: StoreObservation.ReadMembers.word(path: paths[1], kind: .value), in: 0)
        == nil)
    #expect(
      table.registrarPath(for: StoreObservation.ReadMembers.word(path: nil, kind: .value), in: 0)
        == nil)
  }

  @Test func aReadKeptInAnEarlierGenerationIsNotFoundUntilKeptAgain() {
    let table = StoreObservation.ReadMembers()
    let word = StoreObservation.ReadMembers.word(path: nil, kind: .presence)
    table.keep(member(3, generation: 1), for: word)
    #expect(table.registrarPath(for: word, in: 2) == nil)
    table.keep(member(4, generation: 2), for: word)
    #expect(table.registrarPath(for: word, in: 2) == registrarPaths[4])
  }

  @Test func manyReadsAreEachFoundUnderTheirOwnWordOrNotAtAll() {
    let table = StoreObservation.ReadMembers()
    let words = paths.map { StoreObservation.ReadMembers.word(path: $0, kind: .value) }
    #expect(Set(words).count == words.count && !words.contains(0))
    for index in words.indices { table.keep(member(index), for: words[index]) }
    var found = 0
    for index in words.indices {
      guard let keyPath = table.registrarPath(for: words[index], in: 0) else { continue }
      #expect(keyPath == registrarPaths[index], "read \(index) found another's member")
      found += 1
    }
    // Kept since the table last started again (it holds at most 48), the newest among them.
    #expect((1...48).contains(found))
    #expect(table.registrarPath(for: words[199], in: 0) == registrarPaths[199])
  }
}

extension StoreObservation.ReadMembers {
  /// ``keyPath(for:in:)``, taken out of its unretained reference to compare.
  fileprivate func registrarPath(for word: UInt, in generation: Int)
    -> KeyPath<StoreObservation, Int>?
  {
    keyPath(for: word, in: generation)?.takeUnretainedValue()
  }
}
