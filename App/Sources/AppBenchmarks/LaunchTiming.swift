import Foundation

/// How long the app takes from launch to its first frame.
enum LaunchTiming {
  /// The data folder every measured run is given (`--data-dir`), so the benchmarks never
  /// read or write the person's own saved facts. ``removeDataDirectory()`` deletes it.
  static let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "AppBenchmarks-\(ProcessInfo.processInfo.processIdentifier)")

  /// Deletes ``dataDirectory``.
  static func removeDataDirectory() {
    try? FileManager.default.removeItem(at: dataDirectory)
  }

  /// Starts `app` `runs` times with an empty key script on standard input and returns the
  /// median milliseconds until its first frame arrives on standard output.
  static func medianMilliseconds(app: String, runs: Int) -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: app)
      process.arguments = ["--data-dir", dataDirectory.path]
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      let start = ContinuousClock.now
      do { try process.run() } catch { return .nan }
      _ = output.fileHandleForReading.availableData  // blocks until the first frame's bytes
      let elapsed = start.duration(to: .now)
      try? input.fileHandleForWriting.close()
      _ = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      samples.append(
        Double(elapsed.components.seconds) * 1000
          + Double(elapsed.components.attoseconds) / 1e15)
    }
    return samples.sorted()[samples.count / 2]
  }

  /// Runs `app` once with `script` on standard input (output discarded) and returns the
  /// seconds until it exits.
  static func secondsToRun(app: String, script: String) -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: app)
    process.arguments = ["--data-dir", dataDirectory.path]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    do { try process.run() } catch { return .nan }
    input.fileHandleForWriting.write(Data(script.utf8))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    let elapsed = start.duration(to: .now)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}
