/// The first `count` elements of `stream` (fewer if it finishes first), or `nil` if
/// `seconds` pass before that, so a test that goes wrong fails instead of hanging. Stops
/// iterating afterwards, which ends the stream.
func firstElements<Element: Sendable>(
  _ count: Int,
  of stream: AsyncStream<Element>,
  timeout seconds: Int = 5
) async -> [Element]? {
  await withTaskGroup(of: [Element]?.self) { group in
    group.addTask {
      var elements: [Element] = []
      for await element in stream {
        elements.append(element)
        if elements.count == count { break }
      }
      return elements
    }
    group.addTask {
      try? await Task.sleep(for: .seconds(seconds))
      return nil
    }
    let first = await group.next() ?? nil
    group.cancelAll()
    return first
  }
}
