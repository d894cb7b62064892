/// The command line of `CoreBenchmarks`.
struct Arguments {
  /// Print JSON instead of the table.
  var json = false
  /// Run only scenarios whose name contains one of these, ignoring case; all when empty.
  var filters: [String] = []
  /// Runs per figure.
  var runs = 5
  /// A smoke run: short runs, figures only rough.
  var quick = false
  /// Print the scenario names and exit.
  var list = false
  /// Print usage and exit.
  var help = false
  /// Run each selected workload exactly this many times, untimed, and print nothing: for
  /// counting instructions under valgrind (`Scripts/instructions.sh`).
  var operations: Int?
  /// With ``operations``: run the baselines instead of the scenarios.
  var baselines = false

  /// How long one run lasts.
  var runDuration: Duration { quick ? .milliseconds(20) : .milliseconds(200) }

  /// The usage text for `--help` and for a bad argument.
  static let usage = """
    Usage: CoreBenchmarks [--json] [--filter SUBSTRING]... [--runs N] [--quick] [--list]

    Times Core's hot paths and prints, for each scenario, nanoseconds per operation: the
    median of several runs, with the fastest and slowest run. Each run repeats the operation
    enough times to last about 0.2 s, timed with ContinuousClock. Each send scenario is also
    timed against its baseline, the same reducer called directly on inout state with no
    store, and the table shows the ratio. Allocations per operation (malloc calls, all
    threads) are counted on glibc and shown as n/a elsewhere. The table ends with the
    performance targets, met or missed. Progress goes to standard error, figures to standard
    output.

    Options:
      --json              print a JSON array of figures instead of the table
      --filter SUBSTRING  run only the scenarios whose name contains SUBSTRING, ignoring
                          case; give it more than once to run several groups
      --runs N            runs per figure (default 5; at least 5 unless --quick)
      --quick             smoke run: runs of about 20 ms, 1 per figure unless --runs says
                          otherwise; the figures are rough
      --list              print the scenarios and their baselines, and exit
      --help              print this help and exit

    For counting instructions (Scripts/instructions.sh runs them under callgrind):
      --operations N      run each selected scenario's operation exactly N times, untimed,
                          and print nothing; --filter then names a scenario exactly
      --baselines         with --operations, run the selected scenarios' baselines instead

    Build in release mode; Scripts/bench.sh builds and runs it.
    Exit status: 0 on success, 2 for a bad argument.
    """

  /// A command line that cannot be run, and why.
  struct UsageError: Error {
    let message: String
  }

  /// Parses `arguments`, the command line without the program name.
  static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
    var parsed = Arguments()
    var runs: Int?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      // `--option=value` is the same as `--option value`.
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else {
          throw UsageError(message: "\(name) needs a value")
        }
        return next
      }
      switch name {
      case "--json": parsed.json = true
      case "--quick": parsed.quick = true
      case "--list": parsed.list = true
      case "--baselines": parsed.baselines = true
      case "--operations":
        let text = try value()
        guard let count = Int(text), count >= 1 else {
          throw UsageError(
            message: "--operations needs a whole number of at least 1, not '\(text)'")
        }
        parsed.operations = count
      case "-h", "--help": parsed.help = true
      case "--filter":
        let filter = try value()
        guard !filter.isEmpty else {
          throw UsageError(message: "--filter needs a non-empty substring")
        }
        parsed.filters.append(filter)
      case "--runs":
        let text = try value()
        guard let count = Int(text), count >= 1 else {
          throw UsageError(message: "--runs needs a whole number of at least 1, not '\(text)'")
        }
        runs = count
      default:
        throw UsageError(message: "unknown argument '\(argument)'")
      }
      if inlineValue != nil, !["--filter", "--runs", "--operations"].contains(name) {
        throw UsageError(message: "\(name) takes no value")
      }
    }
    if parsed.baselines, parsed.operations == nil {
      throw UsageError(message: "--baselines needs --operations")
    }
    if let runs {
      guard parsed.quick || runs >= 5 else {
        throw UsageError(
          message:
            "--runs must be at least 5 (a median of fewer runs is noise); use --quick for a smoke run"
        )
      }
      parsed.runs = runs
    } else if parsed.quick {
      parsed.runs = 1
    }
    return parsed
  }

  /// Whether `scenario` is selected by ``filters``: by a substring of its name, or with
  /// ``operations`` by its whole name, so that `ForEach.Send(10)` is one scenario.
  func selects(_ scenario: Scenario) -> Bool {
    let name = scenario.name.lowercased()
    return filters.isEmpty
      || filters.contains {
        operations == nil ? name.contains($0.lowercased()) : name == $0.lowercased()
      }
  }
}
