extension Character {
  /// For one grapheme cluster: 0, 1 or 2.
  ///
  /// - 0 for controls (`"\n"`, `"\t"`, `"\r\n"`) and for a cluster made only of zero-width
  ///   scalars: combining marks (`"\u{301}"` on its own), zero-width joiners, variation
  ///   selectors and other format characters.
  /// - 2 when the cluster's first scalar is East Asian Wide or Fullwidth (CJK, Hangul,
  ///   fullwidth forms; see `EastAsianWidth`), has emoji presentation (`"😀"`, a flag, the
  ///   first person of a family emoji), or is an emoji made to look like one by U+FE0F
  ///   (`"❤️"`, a keycap `"1️⃣"`).
  /// - 1 otherwise: the marks and joiners that follow the first scalar add nothing.
  public var terminalWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.properties.generalCategory == .control { return 0 }
    if scalars.allSatisfy(\.isZeroWidth) { return 0 }
    if EastAsianWidth.isWide(first) || first.properties.isEmojiPresentation { return 2 }
    if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
    return 1
  }
}

extension Unicode.Scalar {
  /// Variation selectors are nonspacing marks; format characters (Cf) include zero-width
  /// joiners, soft hyphens and directional marks.
  fileprivate var isZeroWidth: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }
}
