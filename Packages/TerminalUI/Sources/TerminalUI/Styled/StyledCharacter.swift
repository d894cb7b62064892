/// The unit that truncation and wrapping work on.
struct StyledCharacter: Equatable {
  var character: Character
  var style: Style

  var width: Int { character.terminalWidth }
}

extension Line {
  var styledCharacters: [StyledCharacter] {
    spans.flatMap { span in span.text.map { StyledCharacter(character: $0, style: span.style) } }
  }

  init(styledCharacters characters: some Sequence<StyledCharacter>) {
    self.init([])
    for styled in characters { append(Span(String(styled.character), style: styled.style)) }
  }
}
