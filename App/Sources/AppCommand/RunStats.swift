import Effects
import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// What `--stats` prints when a run ends: how many stores are alive, how many members their
/// views' reads keep tracked, how often Core's per-type caches fell back to the runtime, and
/// the process's peak memory, to find leaks and slow paths over a long session.
///
/// ```swift
/// RunStats.now().line
/// // "stats: 1 live stores, 12 tracked members, 0 cache fallbacks, peak memory 14.2 MiB"
/// ```
public struct RunStats: Equatable, Sendable {
  /// The stores alive (``StoreDiagnostics/liveStoreCount``), the app's root store included.
  public var liveStores: Int
  /// The members tracked for views (``StoreDiagnostics/trackedMemberCount``): one per place
  /// the screen on show reads.
  public var trackedMembers: Int
  /// ``StoreDiagnostics/cacheFallbackCount``: 0 unless a navigation type is answered by the
  /// runtime on every send.
  public var cacheFallbacks: Int
  /// The most memory the process has had resident at once, in bytes; `nil` when the system
  /// does not say.
  public var peakMemoryBytes: Int?

  /// Creates figures to print.
  public init(liveStores: Int, trackedMembers: Int, cacheFallbacks: Int, peakMemoryBytes: Int?) {
    self.liveStores = liveStores
    self.trackedMembers = trackedMembers
    self.cacheFallbacks = cacheFallbacks
    self.peakMemoryBytes = peakMemoryBytes
  }

  /// The figures of this process now.
  public static func now() -> RunStats {
    RunStats(
      liveStores: StoreDiagnostics.liveStoreCount,
      trackedMembers: StoreDiagnostics.trackedMemberCount,
      cacheFallbacks: StoreDiagnostics.cacheFallbackCount,
      peakMemoryBytes: peakResidentBytes())
  }

  /// The line `--stats` prints, such as "stats: 3 live stores, 12 tracked members, 0 cache
  /// fallbacks, peak memory 14.2 MiB".
  public var line: String {
    let stores =
      "\(liveStores) live stores, \(trackedMembers) tracked members, "
      + "\(cacheFallbacks) cache fallbacks"
    guard let peakMemoryBytes else { return "stats: \(stores), peak memory unknown" }
    let mebibytes = Double(peakMemoryBytes) / 1_048_576
    return "stats: \(stores), peak memory \(String(format: "%.1f", mebibytes)) MiB"
  }

  /// The peak resident set size in the text of `/proc/self/status` (its `VmHWM` line, in
  /// kB), in bytes; `nil` when the line is missing or malformed.
  public static func peakResidentBytes(procStatus: String) -> Int? {
    for line in procStatus.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let fields = line.dropFirst("VmHWM:".count).split(whereSeparator: \.isWhitespace)
      guard fields.count == 2, fields[1] == "kB", let kilobytes = Int(fields[0]) else {
        return nil
      }
      return kilobytes * 1024
    }
    return nil
  }

  /// This process's peak resident set size: `VmHWM` on Linux, `ru_maxrss` elsewhere.
  private static func peakResidentBytes() -> Int? {
    #if os(Linux)
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
      else { return nil }
      return peakResidentBytes(procStatus: status)
    #else
      var usage = rusage()
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss)  // NB: bytes on Darwin (kilobytes on Linux, not used here).
    #endif
  }
}
