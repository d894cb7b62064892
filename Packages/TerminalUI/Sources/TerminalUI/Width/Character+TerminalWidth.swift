extension Character {
  /// How many terminal cells this character (one grapheme cluster) takes: 0, 1 or 2.
  ///
  /// - 0 for controls (`"\n"`, `"\t"`, `"\r\n"`) and for a cluster made only of zero-width
  ///   scalars: combining marks (`"\u{301}"` on its own), zero-width joiners, variation
  ///   selectors and other format characters.
  /// - 2 when the cluster's first scalar is East Asian Wide or Fullwidth (CJK, Hangul,
  ///   fullwidth forms; see `EastAsianWidth`), has emoji presentation (`"😀"`, a flag, the
  ///   first person of a family emoji), or is an emoji made to look like one by U+FE0F
  ///   (`"❤️"`, a keycap `"1️⃣"`).
  /// - 1 otherwise: the marks and joiners that follow the first scalar add nothing.
  ///
  /// ```swift
  /// Character("a").terminalWidth         // 1
  /// Character("e\u{301}").terminalWidth  // 1 ("é" as e and a combining accent)
  /// Character("漢").terminalWidth         // 2
  /// Character("🇰🇷").terminalWidth        // 2
  /// Character("\u{200D}").terminalWidth  // 0
  /// ```
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
  /// Whether the scalar takes no cell of its own: a combining mark (Mn, Me), a format
  /// character (Cf: zero-width joiner and non-joiner, soft hyphen, directional marks), or a
  /// variation selector, which is a nonspacing mark.
  fileprivate var isZeroWidth: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }
}
