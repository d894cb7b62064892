import Foundation

/// The machine the figures were taken on, for the line under the table.
struct Machine {
  /// Active processor cores, from `ProcessInfo`.
  let cores: Int
  /// The CPU model: the first "model name" of `/proc/cpuinfo`, or "unknown CPU".
  let cpu: String
  /// The 1-minute load average from `/proc/loadavg`, when there is one: above zero, other
  /// work competed for the cores and the figures are noisier.
  let loadAverage: Double?

  /// This machine, now: take it before the benchmarks run, which load a core themselves.
  static var current: Machine {
    Machine(
      cores: ProcessInfo.processInfo.activeProcessorCount, cpu: cpuModel() ?? "unknown CPU",
      loadAverage: loadAverage()
    )
  }

  private static func loadAverage() -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    return text.split(separator: " ").first.flatMap { Double($0) }
  }

  private static func cpuModel() -> String? {
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    for line in info.split(separator: "\n") where line.hasPrefix("model name") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  /// `2 cores, Intel(R) Xeon(R) Processor, load average 0.12 before the run`.
  var description: String {
    "\(cores) \(cores == 1 ? "core" : "cores"), \(cpu)"
      + (loadAverage.map { String(format: ", load average %.2f before the run", $0) } ?? "")
  }
}
