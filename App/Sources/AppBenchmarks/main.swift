import Effects
import Foundation

// Figures for the terminal app (Scripts/bench.sh --app): drawing each screen, one key to its
// frame, the bytes one typed character costs, and the release binary's launch to first frame.
// Usage: AppBenchmarks [--quick] [--app PATH-TO-RELEASE-App]
//        AppBenchmarks --event N --operations COUNT [--rebuild-all]   (for callgrind: runs
//        only the Nth view event COUNT times, printing nothing)
//        AppBenchmarks --list-events   (the view events, one name per line, the 0th first)

let arguments = Array(CommandLine.arguments.dropFirst())
func value(after flag: String) -> Int? {
  arguments.firstIndex(of: flag).flatMap {
    arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil
  }
}
if arguments.contains("--list-events") {
  for event in ViewEvent.all { print(event.name) }
  exit(0)
}
if let index = value(after: "--event"), let operations = value(after: "--operations") {
  withDependencies {
    $0.defaultFileStorage = .inMemory()
    $0.dataDirectory = .testValue
  } operation: {
    let run = ViewEventRun(
      ViewEvent.all[index], keepsParts: !arguments.contains("--rebuild-all"))
    for _ in 0..<operations { run.run() }
  }
  exit(0)
}
let quick = arguments.contains("--quick")
let appPath = arguments.firstIndex(of: "--app").flatMap {
  arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
}

let runs = quick ? 1 : 5
print("Terminal app benchmarks, 80x24, median of \(runs) runs")
// NB: Saved facts and the last username live in memory here, not in the person's data folder.
withDependencies {
  $0.defaultFileStorage = .inMemory()
  $0.dataDirectory = .testValue
} operation: {
  print("")
  print("Drawing a screen (view + layout + frame + escape codes, full redraw):")
  for scenario in ScreenScenarios.all {
    let figure = Timing.nanosecondsPerOperation(runs: runs, quick: quick) { scenario.drawFull() }
    print("  \(scenario.name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(figure)")
  }
  print("")
  print("One key through the store to the bytes written:")
  let typing = KeyScenario()
  print(
    "  type a character at login     "
      + Timing.nanosecondsPerOperation(runs: runs, quick: quick) { typing.typeAndDraw() })
  print("")
  let bytes = KeyScenario().bytesForOneCharacter()
  print("Bytes written when one character is typed into the username: \(bytes) (goal < 100)")
  print("")
  print("Parts of the screen built per event, and time per event to the bytes written;")
  print("kept: the view's parts kept until what they read changes (the app)")
  print("rebuilt: the whole screen built and drawn after every event and send (before):")
  for event in ViewEvent.all {
    let kept = ViewEventRun(event, keepsParts: true)
    let rebuilt = ViewEventRun(event, keepsParts: false)
    let keptParts = kept.partsBuiltPerEvent(events: 100)
    let rebuiltParts = rebuilt.partsBuiltPerEvent(events: 100)
    let keptTime = Timing.nanosecondsPerOperation(runs: runs, quick: quick) { kept.run() }
    let rebuiltTime = Timing.nanosecondsPerOperation(runs: runs, quick: quick) { rebuilt.run() }
    let name = event.name.padding(toLength: 34, withPad: " ", startingAt: 0)
    print(
      "  \(name) kept \(String(format: "%4.1f", keptParts)) parts \(keptTime)"
        + "   rebuilt \(String(format: "%4.1f", rebuiltParts)) parts \(rebuiltTime)")
  }
}
if let appPath {
  print("")
  let launch = LaunchTiming.medianMilliseconds(app: appPath, runs: quick ? 3 : 21)
  print(
    "Launch to first frame of \(appPath) (piped, median of \(quick ? 3 : 21)): "
      + String(format: "%.1f ms", launch) + " (goal < 50 ms)")
  let paste = "text:" + String(repeating: "ab界", count: 33_334) + "\n"
  let pasteSeconds = LaunchTiming.secondsToRun(app: appPath, script: paste)
  print(
    "A 100,000-character paste into the username (piped, whole run): "
      + String(format: "%.2f s", pasteSeconds))
  let keys = quick ? 10_000 : 100_000
  let tabs = String(repeating: "tab\n", count: keys)
  let tabSeconds = LaunchTiming.secondsToRun(app: appPath, script: tabs)
  let tenth = String(repeating: "tab\n", count: keys / 10)
  let tenthSeconds = LaunchTiming.secondsToRun(app: appPath, script: tenth)
  print(
    "A \(keys)-line key script (a frame printed per line): "
      + String(format: "%.1f s, %.0f µs per line", tabSeconds, tabSeconds / Double(keys) * 1e6)
      + String(
        format: "; the first tenth alone: %.0f µs per line", tenthSeconds / Double(keys / 10) * 1e6)
  )
  LaunchTiming.removeDataDirectory()
}
