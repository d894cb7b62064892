extension NumberFactClient {
  /// Chooses which of a number's facts to tell: given the number and how many facts it has,
  /// returns an index. An index out of range wraps around, so any integer is safe.
  public typealias Pick = @Sendable (_ number: Int, _ factCount: Int) -> Int

  /// A client that tells facts from the catalogue shipped with the app.
  ///
  /// The catalogue is loaded on first use. When it cannot be loaded, every call throws
  /// ``NumberFactError/catalogueUnavailable(_:)``. A number the catalogue lacks gets
  /// ``NumberFactCatalogue/generatedFact(for:)``.
  ///
  /// - Parameter pick: Which fact to tell; by default each number's facts in turn.
  public static func catalogue(pick: @escaping Pick = rotatingPick()) -> NumberFactClient {
    NumberFactClient { number in
      try tell(number, from: NumberFactCatalogue.bundled(), pick: pick)
    }
  }

  /// A client that tells facts from `catalogue`.
  ///
  /// ```swift
  /// let client = NumberFactClient.catalogue(
  ///   NumberFactCatalogue(factsByNumber: [7: ["7 is the number of days in a week."]]),
  ///   pick: { _, _ in 0 }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - catalogue: The facts to tell. A number it lacks gets
  ///     ``NumberFactCatalogue/generatedFact(for:)``.
  ///   - pick: Which fact to tell; by default each number's facts in turn.
  public static func catalogue(
    _ catalogue: NumberFactCatalogue,
    pick: @escaping Pick = rotatingPick()
  ) -> NumberFactClient {
    NumberFactClient { number in
      tell(number, from: catalogue, pick: pick)
    }
  }

  /// A pick that tells each number's facts in catalogue order, starting again after the
  /// last. Every call returns a pick with its own counters, so clients do not share them.
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
