import Effects

/// Decodes `bytes` in one call, then flushes.
func decodedKeys(_ bytes: [UInt8]) -> [KeyEvent] {
  var decoder = KeyDecoder()
  return decoder.decode(bytes) + decoder.flush()
}

/// Decodes the UTF-8 of `text` in one call, then flushes.
func decodedKeys(_ text: String) -> [KeyEvent] {
  decodedKeys(Array(text.utf8))
}

/// Decodes `bytes` cut into pieces at `splits` (ascending offsets), then flushes.
func decodedKeys(_ bytes: [UInt8], splitAt splits: [Int]) -> [KeyEvent] {
  var decoder = KeyDecoder()
  var events: [KeyEvent] = []
  var start = 0
  for split in splits + [bytes.count] {
    events += decoder.decode(Array(bytes[start..<split]))
    start = split
  }
  return events + decoder.flush()
}
