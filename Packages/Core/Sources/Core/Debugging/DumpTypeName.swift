// Readable type names for dumps: the reflected name without module prefixes.
//
//   Scratch.Counter.State                          -> Counter.State
//   Swift.Optional<Swift.Int>                      -> Optional<Int>
//   Scratch.Box<Scratch.(unknown context at $1f).Local> -> Box<Local>
//   (a: Swift.Int, b: Swift.String)                -> (a: Int, b: String)
//
// No sugaring is applied: `Optional<Int>` stays `Optional<Int>`, `Array<X>` stays `Array<X>`.

/// The name of `type` as shown in dumps: `String(reflecting:)` with every module
/// prefix and every anonymous `(unknown context at $…)` component removed.
func dumpTypeName(_ type: Any.Type) -> String {
  dumpStripModules(dumpRemoveUnknownContexts(String(reflecting: type)))
}

/// Removes `(unknown context at $…).` components, which the runtime prints for local
/// and private declaration contexts.
func dumpRemoveUnknownContexts(_ name: String) -> String {
  let marker = Array("(unknown context at ")
  let characters = Array(name)
  var result = ""
  var index = 0
  while index < characters.count {
    if characters[index] == "(", characters[index...].starts(with: marker),
      let close = characters[index...].firstIndex(of: ")")
    {
      index = close + 1
      if index < characters.count, characters[index] == "." { index += 1 }
      continue
    }
    result.append(characters[index])
    index += 1
  }
  return result
}

/// Drops the first component of every qualified name (`Module.Type` -> `Type`),
/// including names nested in generic arguments, tuples and function types.
func dumpStripModules(_ name: String) -> String {
  let characters = Array(name)
  var result = ""
  var index = 0
  while index < characters.count {
    let character = characters[index]
    guard dumpIsIdentifierCharacter(character) else {
      result.append(character)
      index += 1
      continue
    }
    var end = index
    while end < characters.count, dumpIsIdentifierCharacter(characters[end]) { end += 1 }
    let startsQualifiedName = index == 0 || characters[index - 1] != "."
    let isModulePrefix =
      startsQualifiedName
      && end + 1 < characters.count
      && characters[end] == "."
      && dumpIsIdentifierCharacter(characters[end + 1])
    if isModulePrefix {
      index = end + 1
    } else {
      result.append(contentsOf: characters[index..<end])
      index = end
    }
  }
  return result
}

private func dumpIsIdentifierCharacter(_ character: Character) -> Bool {
  switch character {
  case ".", "<", ">", ",", "(", ")", "[", "]", ":", " ", "?", "!", "&", "-", "=", "\\":
    return false
  default:
    return !character.isWhitespace
  }
}
