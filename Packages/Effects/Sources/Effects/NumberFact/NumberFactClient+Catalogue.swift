extension NumberFactClient {
  /// Given the number and how many facts it has, returns an index. An index out of range
  /// wraps around, so any integer is safe.
  public typealias Pick = @Sendable (_ number: Int, _ factCount: Int) -> Int

  /// The catalogue is loaded on first use; when it cannot be loaded, every call throws
  /// ``NumberFactError/catalogueUnavailable(_:)``. A number the catalogue lacks gets
  /// ``NumberFactCatalogue/generatedFact(for:)``, here and in ``catalogue(_:pick:)``.
  public static func catalogue(pick: @escaping Pick = rotatingPick()) -> NumberFactClient {
    NumberFactClient { number in
      try tell(number, from: NumberFactCatalogue.bundled(), pick: pick)
    }
  }

  public static func catalogue(
    _ catalogue: NumberFactCatalogue,
    pick: @escaping Pick = rotatingPick()
  ) -> NumberFactClient {
    NumberFactClient { number in
      tell(number, from: catalogue, pick: pick)
    }
  }

  /// Each number's facts in catalogue order, starting again after the last. Every call
  /// returns a pick with its own counters, so clients do not share them.
  public static func rotatingPick() -> Pick {
    let nextIndex = LockIsolated<[Int: Int]>([:])
    return { number, _ in
      nextIndex.withValue { next in
        defer { next[number, default: 0] &+= 1 }
        return next[number, default: 0]
      }
    }
  }

  private static func tell(_ number: Int, from catalogue: NumberFactCatalogue, pick: Pick) -> String
  {
    let facts = catalogue.facts(for: number)
    guard !facts.isEmpty else { return NumberFactCatalogue.generatedFact(for: number) }
    let index = pick(number, facts.count) % facts.count
    return facts[index < 0 ? index + facts.count : index]
  }
}
