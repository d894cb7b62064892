import Effects
import Foundation

/// The app's `--help` text and version.
public enum Usage {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// The demo accounts `--help` lists: username, password, display name. A test logs in
  /// with each through the live client, so this list cannot drift from the shipped accounts.
  public static let demoAccounts: [(username: String, password: String, name: String)] = [
    ("ada", "lovelace", "Ada Lovelace"),
    ("grace", "hopper", "Grace Hopper"),
    ("alan", "turing", "Alan Turing"),
  ]

  /// The full `--help` text, naming the data folder the app would use in `environment`
  /// (the standard one, `$XDG_DATA_HOME/modular-tca` or `~/.local/share/modular-tca`).
  ///
  /// - Parameter environment: Read for `XDG_DATA_HOME` and `HOME`.
  public static func text(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    let dataDirectory = DataDirectory.standard(environment: environment)
    let folder = DataDirectory.folderName
    let accounts = demoAccounts.map {
      "  \($0.username.padding(toLength: 8, withPad: " ", startingAt: 0))"
        + "\($0.password.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.name)"
    }
    return """
      Usage: App [--live] [--data-dir DIR] [--log-actions FILE] [--user NAME --password PW]
                 [--login-delay MS] [--stats] [--record FILE]
             App --replay FILE [--step]
             App --help | --version

      A modular composable-architecture app in the terminal: log in, then use the tabs.
      Offline by default: facts come from a catalogue shipped with the app.

      Options:
        --live               ask numbersapi.com for facts; a request gives up after 5 s,
                             and offline the screen shows the network error with a retry
        --data-dir DIR       keep saved facts and the last username in DIR (created if
                             missing) instead of the standard folder below
        --log-actions FILE   append every action and the state change it caused to FILE
        --user NAME          log in as NAME at launch (needs --password)
        --password PW        the password for --user
        --login-delay MS     make each login wait MS milliseconds before it is answered
                             (default 500, so the form shows its progress; 0 for none)
        --stats              when the run ends, print to standard error one line:
                             "stats: N live stores, M tracked members, F cache
                             fallbacks, peak memory X.X MiB", where N counts the stores
                             alive then (the app's root store included), M the members
                             the screen's reads keep tracked, F the times Core asked the
                             runtime what its per-type tables keep (0 unless two types
                             collide), and the peak is the most memory resident at once
                             (VmHWM on Linux, ru_maxrss elsewhere)
        --record FILE        write the session to FILE as it runs: each key with its time
                             and the frame on screen then, every answer of the fact, login
                             and calculator clients, every action with its state change,
                             and the data files at the start. Characters typed into the
                             password field are written as '•'. Not with --user.
        --replay FILE        run the recorded session again, with the recorded keys and
                             answers on a virtual clock, and compare every frame with the
                             recording: exit 0 when all match, 1 at the first that differs
                             (its step and the two frames' difference), 2 for a file that
                             is not a recording of this app version (with the line at fault)
        --step               with --replay: step through the recording instead: left,
                             right move through the steps, Home, End jump, up, down
                             scroll a long step, q quits
        -h, --help           show this help and exit
        --version            show the version and exit

      Demo accounts (username, password, name):
      \(accounts.joined(separator: "\n"))

      Data:
        Each user's saved facts and the last username are kept between runs as JSON
        files (saved-facts/USER.json, last-username.json) in the data folder, here
          \(dataDirectory.url.path)
        ($XDG_DATA_HOME/\(folder), or ~/.local/share/\(folder) without XDG_DATA_HOME;
        --data-dir DIR uses DIR instead). To start afresh, quit the app and delete the
        folder. A file that cannot be read is moved aside to NAME.corrupt-TIME, shown on
        screen, and the app starts without it.

      Keys:
        Tab, Shift-Tab, up, down   move focus        Enter   activate
        Esc                        go back / close   q       quit (outside a text field)
        left, right, 1-9           switch tabs (outside a text field and a row of choices)
        In a row of choices (the calculator's operators): left, right   choose
        Ctrl-C                     quit              Ctrl-Z  suspend (fg resumes)
        In a text field: Home / Ctrl-A, End / Ctrl-E   start, end of the line
                         Ctrl-U, Ctrl-K                delete to the start, to the end
                         Ctrl-W                        delete the previous word

      When standard input is not a terminal, the app reads one key per line (tab,
      shift-tab, enter, esc, up, down, left, right, home, end, page-up, page-down,
      backspace, delete, space, ctrl-a, ctrl-e, ctrl-u, ctrl-k, ctrl-w, ctrl-c, ctrl-z,
      a single character such as q or 2, text:WORDS, wait), prints each frame as plain
      text after each line, and exits at the end of input.

      Exit status: 0 on quit, 1 on a runtime error, 2 on a bad command line.
      """
  }
}
