import Effects
import Foundation

/// One line of a session recording, as JSON: the file is one such object per line, so a
/// recording is written as it happens (nothing is lost if the app dies) and a bad line is
/// named by its number.
///
/// `kind` says which fields a line has:
/// - `header` (the first line): `format`, `version`, `app` (the app's version), `masking`.
/// - `file`: `name` and `contents`, a file of the data directory as it was at the start.
/// - `input`: `ms`, `input` (a key-script line such as `tab` or `text:ada`), and `frame`,
///   the frame on screen when it came (absent when keys came together).
/// - `answer`: `ms`, `client` (`fact`, `login` or `calculate`), `call` (the client's calls
///   counted from 0), `afterMs` (how long the call took), and one of `fact`, `login`,
///   `result`, `factError`, `loginError`, `calculationError`, `otherError` or `cancelled`.
/// - `action`: `ms` and `text`, an action the root store received with its state diff.
/// - `end` (the last line): `ms` and `frame`, the last frame on screen.
struct RecordingLine: Codable, Equatable, Sendable {
  enum Kind: String, Codable, Sendable { case header, file, input, answer, action, end }

  struct RecordedFrame: Codable, Equatable, Sendable {
    var text: String
    var rows: Int
    var columns: Int
    var spinner: Int
  }

  var kind: Kind
  var ms: Int?
  // header
  var format: String?
  var version: Int?
  var app: String?
  var masking: String?
  // file
  var name: String?
  var contents: String?
  // input
  var input: String?
  var frame: RecordedFrame?
  // answer
  var client: String?
  var call: Int?
  var afterMs: Int?
  var fact: String?
  var login: LoginResponse?
  var result: Int?
  var factError: NumberFactError?
  var loginError: AuthenticationError?
  var calculationError: CalculationError?
  var otherError: String?
  var cancelled: Bool?
  // action
  var text: String?

  init(kind: Kind, ms: Int? = nil) {
    self.kind = kind
    self.ms = ms
  }
}
