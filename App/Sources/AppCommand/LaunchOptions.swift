import Effects

/// What the app was asked to do on its command line.
///
/// ```swift
/// let options = try LaunchOptions.parse(["--live", "--user", "ada", "--password", "lovelace"])
/// let elsewhere = try LaunchOptions.parse(["--data-dir", "/tmp/app-data"])
/// let soak = try LaunchOptions.parse(["--stats", "--login-delay", "0"])
/// ```
public struct LaunchOptions: Equatable, Sendable {
  /// What to do instead of, or before, running the app.
  public enum Mode: Equatable, Sendable {
    /// Run the app.
    case run
    /// Print the usage and exit 0.
    case help
    /// Print the version and exit 0.
    case version
  }

  /// What to do.
  public var mode: Mode = .run
  /// Ask numbersapi.com for facts instead of the offline catalogue.
  public var isLive = false
  /// Where to write every action and the state change it caused, if anywhere.
  public var actionLogPath: String?
  /// The username and password to log in with at launch, if given.
  public var credentials: Credentials?
  /// The folder for saved facts and the last username, from `--data-dir`; `nil` for the
  /// standard one (`$XDG_DATA_HOME/modular-tca`).
  public var dataDirectory: String?
  /// How long a login waits before it is answered, from `--login-delay MS`; by default
  /// ``AuthenticationClient/loginDelay`` (500 ms).
  public var loginDelay: Duration = AuthenticationClient.loginDelay
  /// Print the counts of live stores and tracked members, and the peak memory, to standard
  /// error when the run ends, from `--stats`.
  public var printsStats = false
  /// `--record FILE`: write the session to FILE as it runs, to replay it later.
  public var recordPath: String?
  /// `--replay FILE`: replay the recording in FILE instead of running, comparing every frame.
  public var replayPath: String?
  /// `--step`, with `--replay`: step through the recording instead of checking it.
  public var steps = false

  /// A username and a password given on the command line.
  public struct Credentials: Equatable, Sendable {
    /// The username, as typed into the form.
    public var username: String
    /// The password, as typed into the form.
    public var password: String

    /// Creates credentials.
    public init(username: String, password: String) {
      self.username = username
      self.password = password
    }
  }

  /// Options for a plain offline run.
  public init() {}

  /// Reads `arguments` (without the program's name).
  ///
  /// Accepts `--name value` and `--name=value`. `--help` and `--version` win over
  /// everything after them.
  ///
  /// - Throws: ``UsageError`` for an unknown option, a missing value, a stray argument, a
  ///   `--login-delay` that is not a whole number of milliseconds, or `--user` without
  ///   `--password` (or the other way round).
  public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions()
    var username: String?
    var password: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw UsageError("option '\(name)' needs a value")
        }
        return next
      }
      if inlineValue != nil,
        ![
          "--log-actions", "--user", "--password", "--data-dir", "--login-delay", "--record",
          "--replay",
        ].contains(name)
      {
        throw UsageError("option '\(name)' takes no value")
      }
      switch name {
      case "-h", "--help": options.mode = .help; return options
      case "--version": options.mode = .version; return options
      case "--live": options.isLive = true
      case "--log-actions": options.actionLogPath = try value()
      case "--data-dir":
        let path = try value()
        guard !path.isEmpty else { throw UsageError("option '--data-dir' needs a folder") }
        options.dataDirectory = path
      case "--login-delay": options.loginDelay = try milliseconds(value(), for: name)
      case "--stats": options.printsStats = true
      case "--record": options.recordPath = try value()
      case "--replay": options.replayPath = try value()
      case "--step": options.steps = true
      case "--user": username = try value()
      case "--password": password = try value()
      default:
        if name.hasPrefix("-") { throw UsageError("unknown option '\(name)'") }
        throw UsageError("unexpected argument '\(argument)'")
      }
    }
    if options.steps, options.replayPath == nil {
      throw UsageError("option '--step' needs '--replay FILE'")
    }
    if options.replayPath != nil,
      options.recordPath != nil || options.isLive || options.actionLogPath != nil
        || options.dataDirectory != nil || username != nil || options.printsStats
    {
      throw UsageError(
        "option '--replay' takes only '--step': a replay runs on what the recording holds")
    }
    if options.recordPath != nil, username != nil || password != nil {
      throw UsageError(
        "option '--record' records what is typed: log in by typing, not with '--user'")
    }
    switch (username, password) {
    case let (username?, password?):
      options.credentials = Credentials(username: username, password: password)
    case (_?, nil): throw UsageError("option '--user' needs '--password' too")
    case (nil, _?): throw UsageError("option '--password' needs '--user' too")
    case (nil, nil): break
    }
    return options
  }

  /// `text` as a duration in whole milliseconds, 0 or more.
  private static func milliseconds(_ text: String, for name: String) throws(UsageError)
    -> Duration
  {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }), let count = Int(text)
    else {
      throw UsageError("option '\(name)' needs a whole number of milliseconds, not '\(text)'")
    }
    return .milliseconds(count)
  }

  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}

/// A command line the app cannot run with; ``description`` says what is wrong.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, such as "unknown option '--colour'".
  public var description: String

  /// Creates an error with its message.
  public init(_ description: String) { self.description = description }
}
