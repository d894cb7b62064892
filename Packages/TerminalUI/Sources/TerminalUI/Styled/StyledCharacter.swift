/// One character and its style: the unit that truncation and wrapping work on.
struct StyledCharacter: Equatable {
  var character: Character
  var style: Style

  var width: Int { character.terminalWidth }
}

extension Line {
  /// The line's characters, each with the style of its span.
  var styledCharacters: [StyledCharacter] {
    spans.flatMap { span in span.text.map { StyledCharacter(character: $0, style: span.style) } }
  }

  /// A line of `characters`, regrouped into spans.
  init(styledCharacters characters: some Sequence<StyledCharacter>) {
    self.init([])
    for styled in characters { append(Span(String(styled.character), style: styled.style)) }
  }
}
