import Effects
import Foundation

/// The entry point: parses the command line, runs the selected scenarios on the main actor,
/// and prints the table or JSON.
@main
@MainActor
enum BenchmarkCommand {
  static func main() async {
    let arguments: Arguments
    do {
      arguments = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      fail(error.message)
    }
    if arguments.help {
      print(Arguments.usage)
      return
    }
    let scenarios = Scenario.all.filter(arguments.selects)
    if arguments.list {
      for scenario in scenarios {
        print("\(scenario.name): \(scenario.summary)")
        if let baseline = scenario.baseline { print("  baseline: \(baseline.summary)") }
      }
      return
    }
    guard !scenarios.isEmpty else {
      fail(
        "no scenario matches \(arguments.filters.map { "'\($0)'" }.joined(separator: ", ")); --list shows them"
      )
    }

    if let operations = arguments.operations {
      for scenario in scenarios {
        let workload = arguments.baselines ? scenario.baseline?.make() : scenario.make()
        _ = await workload?.time(operations)
      }
      return
    }

    let machine = Machine.current
    let benchmark = Benchmark(runs: arguments.runs, runDuration: arguments.runDuration)
    var results: [ScenarioResult] = []
    for scenario in scenarios {
      results.append(await benchmark.run(scenario, progress: progress))
    }
    let report = Report(results: results, machine: machine, benchmark: benchmark)
    print(arguments.json ? report.json : report.text)
    // Each fallback puts a runtime look-up (up to a Mirror) in some scenario's sends.
    progress("cache fallbacks: \(StoreDiagnostics.cacheFallbackCount)")
  }

  /// Writes a line to standard error, keeping standard output for the figures.
  static func progress(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Reports a bad command line with the usage, and exits with status 2.
  static func fail(_ message: String) -> Never {
    progress("error: \(message)\n\n\(Arguments.usage)")
    exit(2)
  }
}
