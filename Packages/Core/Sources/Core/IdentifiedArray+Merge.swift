extension IdentifiedArray where Element: Equatable & Identifiable, ID == Element.ID {
  /// A three-way merge of two programs' changes to one list: `theirs`, with the elements
  /// `ours` added since `base` appended (unless `theirs` has them), the elements `ours`
  /// removed since `base` removed, and the elements `ours` changed since `base` replaced
  /// (where `theirs` still has them).
  ///
  /// It is what `.fileStorage(url, merge:)` needs for a list that two running copies of a
  /// program change at once, such as saved facts:
  ///
  /// ```swift
  /// @Shared(.fileStorage(url, merge: IdentifiedArrayOf<Fact>.merged))
  /// var facts: IdentifiedArrayOf<Fact> = []
  /// ```
  public static func merged(base: Self?, ours: Self, theirs: Self) -> Self {
    let base = base ?? Self()
    var result = theirs
    for element in base where ours[id: element.id] == nil {
      _ = result.remove(id: element.id)
    }
    for element in ours {
      switch base[id: element.id] {
      case nil:
        if result[id: element.id] == nil { _ = result.append(element) }
      case let before? where before != element && result[id: element.id] != nil:
        result[id: element.id] = element
      default:
        break
      }
    }
    return result
  }
}
