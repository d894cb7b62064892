// Leaf renderings: values that dump as text rather than as a structure (strings,
// numbers, Foundation value types, key paths, metatypes).

import Foundation

/// The rendering of `value` if it is a known leaf type, else `nil`.
///
/// Optionals must already be unwrapped: dynamic casts look through `Optional`.
func dumpLeafLines(_ value: Any) -> [String]? {
  switch value {
  case let string as String:
    return dumpQuotedLines(string)
  case let substring as Substring:
    return dumpQuotedLines(String(substring))
  case let character as Character:
    return [dumpQuoted(String(character))]
  case let scalar as Unicode.Scalar:
    return [dumpQuoted(String(scalar))]
  case let string as StaticString:
    return dumpQuotedLines(string.description)
  case is Bool, is any BinaryInteger, is any FloatingPoint, is Duration, is ObjectIdentifier:
    return [String(describing: value)]
  case is AnyKeyPath:
    return [String(describing: value)]
  case let type as Any.Type:
    return [dumpTypeName(type) + ".self"]
  case let date as Date:
    return ["Date(\(dumpISO8601(date)))"]
  case let url as URL:
    return ["URL(\(url.absoluteString))"]
  case let uuid as UUID:
    return ["UUID(\(uuid.uuidString))"]
  case let data as Data:
    return ["Data(\(data.count) bytes)"]
  case let decimal as Decimal:
    return [decimal.description]
  case let timeZone as TimeZone:
    return ["TimeZone(\(timeZone.identifier))"]
  case let locale as Locale:
    return ["Locale(\(locale.identifier))"]
  default:
    return nil
  }
}

/// A string as a quoted literal: one line `"…"` when it has no line breaks, otherwise
/// a `"""` block whose content lines sit at the indentation of the closing delimiter.
func dumpQuotedLines(_ string: String) -> [String] {
  guard string.unicodeScalars.contains("\n") else { return [dumpQuoted(string)] }
  var lines: [String] = ["\"\"\""]
  var current = ""
  var quotes = 0
  for scalar in string.unicodeScalars {
    if scalar == "\"" {
      quotes += 1
      // Break up `"""` so the block cannot end early.
      current += quotes == 3 ? "\\\"" : "\""
      if quotes == 3 { quotes = 0 }
      continue
    }
    quotes = 0
    switch scalar {
    case "\n":
      lines.append(current)
      current = ""
    case "\\":
      current += "\\\\"
    case "\t":
      current += "\t"
    default:
      current += dumpEscapedScalar(scalar)
    }
  }
  lines.append(current)
  lines.append("\"\"\"")
  return lines
}

/// A one-line quoted string literal with Swift escapes: `"say \"hi\"\n"`.
func dumpQuoted(_ string: String) -> String {
  var result = "\""
  for scalar in string.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    default: result += dumpEscapedScalar(scalar)
    }
  }
  return result + "\""
}

private func dumpEscapedScalar(_ scalar: Unicode.Scalar) -> String {
  switch scalar {
  case "\0": return "\\0"
  case "\r": return "\\r"
  default:
    if scalar.value < 0x20 || scalar.value == 0x7F {
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
    return String(scalar)
  }
}

/// `2024-01-01T00:00:00.000Z`: UTC, millisecond precision, computed without formatters
/// so the output is identical on every platform.
func dumpISO8601(_ date: Date) -> String {
  let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
  let (days, msOfDay) = dumpFloorDivide(milliseconds, 86_400_000)
  // Civil-from-days (proleptic Gregorian calendar), days counted from 1970-01-01.
  let shifted = days + 719_468
  let (era, _) = dumpFloorDivide(shifted, 146_097)
  let dayOfEra = shifted - era * 146_097
  let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
  let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
  let monthIndex = (5 * dayOfYear + 2) / 153
  let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
  let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  let hour = msOfDay / 3_600_000
  let minute = msOfDay / 60_000 % 60
  let second = msOfDay / 1000 % 60
  let millisecond = msOfDay % 1000
  return "\(dumpPad(year, 4))-\(dumpPad(month, 2))-\(dumpPad(day, 2))"
    + "T\(dumpPad(hour, 2)):\(dumpPad(minute, 2)):\(dumpPad(second, 2)).\(dumpPad(millisecond, 3))Z"
}

private func dumpFloorDivide(_ lhs: Int64, _ rhs: Int64) -> (quotient: Int64, remainder: Int64) {
  var quotient = lhs / rhs
  var remainder = lhs % rhs
  if remainder < 0 {
    quotient -= 1
    remainder += rhs
  }
  return (quotient, remainder)
}

private func dumpPad(_ number: Int64, _ width: Int) -> String {
  let digits = String(abs(number))
  let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
  return number < 0 ? "-" + padded : padded
}
