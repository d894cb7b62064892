import AppCommand
import TerminalUI
import Testing

/// The command line: every flag, both spellings of a value, and each mistake's message.
@Suite struct LaunchOptionsTests {
  @Test func noArgumentsRunsOffline() throws {
    #expect(try LaunchOptions.parse([]) == LaunchOptions())
  }

  @Test func everyFlagIsRead() throws {
    let options = try LaunchOptions.parse([
      "--live", "--log-actions", "actions.log", "--user", "ada", "--password=lovelace",
      "--data-dir", "/tmp/app data", "--login-delay", "20", "--stats",
    ])
    var expected = LaunchOptions()
    expected.isLive = true
    expected.actionLogPath = "actions.log"
    expected.credentials = .init(username: "ada", password: "lovelace")
    expected.dataDirectory = "/tmp/app data"
    expected.loginDelay = .milliseconds(20)
    expected.printsStats = true
    #expect(options == expected)
    #expect(try LaunchOptions.parse(["--data-dir=data"]).dataDirectory == "data")
  }

  @Test func recordAndReplayAreRead() throws {
    #expect(try LaunchOptions.parse(["--record", "s.jsonl"]).recordPath == "s.jsonl")
    let replay = try LaunchOptions.parse(["--replay=s.jsonl", "--step"])
    #expect(replay.replayPath == "s.jsonl")
    #expect(replay.steps)
  }

  @Test func theLoginDelayIsHalfASecondUnlessGivenAndMayBeZero() throws {
    #expect(try LaunchOptions.parse([]).loginDelay == .milliseconds(500))
    #expect(try LaunchOptions.parse(["--login-delay=0"]).loginDelay == .zero)
    #expect(try LaunchOptions.parse(["--login-delay", "1500"]).loginDelay == .seconds(1.5))
  }

  @Test func helpAndVersionWin() throws {
    #expect(try LaunchOptions.parse(["--help"]).mode == .help)
    #expect(try LaunchOptions.parse(["-h", "--nonsense"]).mode == .help)
    #expect(try LaunchOptions.parse(["--live", "--version"]).mode == .version)
  }

  @Test(arguments: [
    (["--colour"], "unknown option '--colour'"),
    (["-x"], "unknown option '-x'"),
    (["extra"], "unexpected argument 'extra'"),
    (["--log-actions"], "option '--log-actions' needs a value"),
    (["--user", "--password", "pw"], "option '--user' needs a value"),
    (["--user", "ada"], "option '--user' needs '--password' too"),
    (["--password", "pw"], "option '--password' needs '--user' too"),
    (["--live=yes"], "option '--live' takes no value"),
    (["--data-dir"], "option '--data-dir' needs a value"),
    (["--data-dir="], "option '--data-dir' needs a folder"),
    (["--login-delay"], "option '--login-delay' needs a value"),
    (
      ["--login-delay", "-5"],
      "option '--login-delay' needs a whole number of milliseconds, not '-5'"
    ),
    (
      ["--login-delay=0.5"],
      "option '--login-delay' needs a whole number of milliseconds, not '0.5'"
    ),
    (["--login-delay="], "option '--login-delay' needs a whole number of milliseconds, not ''"),
    (
      ["--login-delay", "99999999999999999999"],
      "option '--login-delay' needs a whole number of milliseconds, not '99999999999999999999'"
    ),
    (["--stats=yes"], "option '--stats' takes no value"),
    (["--record"], "option '--record' needs a value"),
    (["--step"], "option '--step' needs '--replay FILE'"),
    (
      ["--replay", "s.jsonl", "--live"],
      "option '--replay' takes only '--step': a replay runs on what the recording holds"
    ),
    (
      ["--record", "s.jsonl", "--user", "ada", "--password", "pw"],
      "option '--record' records what is typed: log in by typing, not with '--user'"
    ),
  ])
  func mistakesAreNamed(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try LaunchOptions.parse(arguments) }
  }

  @Test func theHelpNamesEveryFlagAndKey() {
    for word in [
      "--live", "--log-actions FILE", "--user NAME", "--password PW", "--help", "--version",
      "--data-dir DIR", "--login-delay MS", "--stats", "live stores", "saved-facts/USER.json",
      "last-username.json", "To start afresh",
      "Ctrl-C", "Ctrl-Z", "Esc", "Shift-Tab", "text:WORDS", "wait", "Ctrl-A", "Ctrl-E", "Ctrl-U",
      "Ctrl-K", "Ctrl-W", "--record FILE", "--replay FILE", "--step",
    ] {
      #expect(Usage.text().contains(word), "--help does not mention \(word)")
    }
  }

  @Test func theHelpListsExactlyTheKeysAScriptCanName() throws {
    let help = Usage.text().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let start = try #require(help.firstRange(of: "one key per line (")).upperBound
    let end = try #require(help[start...].firstIndex(of: ")"))
    let listed = Set(help[start..<end].components(separatedBy: ", "))
    let scriptable = Set(ScriptedInput.keyNames.map(\.name)).union([
      "a single character such as q or 2", "text:WORDS", "wait",
    ])
    #expect(listed == scriptable)
    #expect(try ScriptedInput.parse("q") == .key(.character("q")), "a single character")
  }

  @Test func theHelpNamesTheDataFolderOfThisEnvironment() {
    #expect(
      Usage.text(environment: ["XDG_DATA_HOME": "/srv/data", "HOME": "/home/ada"])
        .contains("\n    /srv/data/modular-tca\n"))
    #expect(
      Usage.text(environment: ["HOME": "/home/ada"])
        .contains("\n    /home/ada/.local/share/modular-tca\n"))
  }
}
