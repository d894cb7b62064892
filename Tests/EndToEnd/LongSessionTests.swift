import Foundation
import Testing

/// A long session through the built app: logging in and out 1,000 times from a pipe ends with
/// as many live stores as one cycle does, and memory does not grow with the cycles. Runs the
/// app with `--stats` (the figures, on standard error at the end) and `--login-delay 0` (the
/// demo login's 500 ms wait would make this take over 8 minutes).
@Suite struct LongSessionTests {
  let app: URL

  init() async throws {
    app = try await AppProcess.executable("App", package: "App")
  }

  /// Logs in as Ada from the empty form, then logs out through the dialog.
  static let firstCycle = [
    "text:ada", "tab", "text:lovelace", "enter", "wait", "l", "left", "enter",
  ]
  /// Logs in again from the form a logout leaves (the username kept, the password focused),
  /// then logs out.
  static let nextCycle = ["text:lovelace", "enter", "wait", "l", "left", "enter"]

  /// What `--stats` printed.
  struct Stats {
    var liveStores: Int
    var cacheFallbacks: Int
    var peakMebibytes: Double

    /// Reads "stats: N live stores, F cache fallbacks, peak memory X.X MiB" from the end of
    /// `errors`.
    init?(_ errors: String) {
      guard let line = errors.split(separator: "\n").last(where: { $0.hasPrefix("stats: ") })
      else { return nil }
      let words = line.split(separator: " ")
      guard words.count == 11, let stores = Int(words[1]), let fallbacks = Int(words[4]),
        let peak = Double(words[9])
      else { return nil }
      liveStores = stores
      cacheFallbacks = fallbacks
      peakMebibytes = peak
    }
  }

  /// Runs `cycles` login/logout cycles and returns the run and its figures.
  func run(cycles: Int) async throws -> (result: AppProcess.Result, stats: Stats) {
    let script =
      Self.firstCycle + Array(repeating: Self.nextCycle, count: cycles - 1).joined()
    let result = try await AppProcess.run(
      app, ["--stats", "--login-delay", "0"], input: script.joined(separator: "\n") + "\n")
    let stats = try #require(Stats(result.errors), "no stats line in: \(result.errors)")
    return (result, stats)
  }

  @Test func aThousandLoginsAndLogoutsLeaveAsManyStoresAsOne() async throws {
    let clock = ContinuousClock()
    let start = clock.now
    let one = try await run(cycles: 1)
    let thousand = try await run(cycles: 1_000)
    let seconds = (clock.now - start).components.seconds
    print(
      "LongSessionTests: after 1 cycle \(one.stats.liveStores) live stores, peak memory "
        + "\(one.stats.peakMebibytes) MiB; after 1,000 cycles \(thousand.stats.liveStores) "
        + "live stores, peak memory \(thousand.stats.peakMebibytes) MiB; \(seconds) s in all")

    #expect(one.result.status == 0)
    #expect(thousand.result.status == 0)
    let loggedIn = thousand.result.frames.filter {
      $0.header.hasSuffix(": wait") && $0.text.contains("[1 Counter]")
    }
    #expect(loggedIn.count == 1_000, "each cycle reached the tab bar")
    #expect(thousand.result.lastFrame.contains("Log in with a demo account"), "the login screen")
    #expect(thousand.result.lastFrame.contains("Username  ada"))
    #expect(thousand.stats.liveStores == one.stats.liveStores, "a store leaked per cycle")
    #expect(thousand.stats.cacheFallbacks == 0, "a navigation type asked the runtime every send")
    // A leak of 16 KB a cycle or more would pass 1.5 times the peak of one cycle (32 MiB here).
    #expect(
      thousand.stats.peakMebibytes <= one.stats.peakMebibytes * 1.5,
      "memory grew with the cycles")
  }

  @Test func aLoginDelayThatIsNotAWholeNumberIsAUsageError() async throws {
    let result = try await AppProcess.run(app, ["--login-delay", "0.5"], input: "")
    #expect(result.status == 2)
    #expect(
      result.errors.hasPrefix(
        "error: option '--login-delay' needs a whole number of milliseconds, not '0.5'"))
  }
}
