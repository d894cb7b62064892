import Foundation
import Testing

/// A long session through the built app: 1,000 sessions from a pipe, each logging in, pushing
/// and popping A2 on A1's stack, presenting and dismissing B2 on B1, and logging out, end with
/// as many live stores and tracked members as one session does, and memory does not grow
/// with the sessions. The piped app prints a frame for every key, so every screen is drawn,
/// and read through its stores, each time. Runs the app with `--stats` (the figures, on
/// standard error at the end) and `--login-delay 0` (the demo login's 500 ms wait would make
/// this take over 8 minutes). A feature's scaffold skips it when it checks what it wrote
/// (`SKIP_NEW_FEATURE_SCRIPT_TESTS`): a new feature is not in these sessions, and the soak is
/// the longest test here.
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["SKIP_NEW_FEATURE_SCRIPT_TESTS"] == nil))
struct LongSessionTests {
  let app: URL

  init() async throws {
    app = try await AppProcess.executable("App", package: "App")
  }

  /// After a login, A1 is shown: opens A2 (its focused button), waits for its fact, pops it;
  /// shows B1, opens B2 (B1's one button), waits for its fact, dismisses it; logs out through
  /// the dialog.
  static let session = [
    "enter", "wait", "esc", "2", "wait", "enter", "wait", "esc", "l", "left", "enter",
  ]
  /// Logs in as Ada from the empty form and moves A1's focus to "Open A2", where a pop
  /// leaves it for the sessions after.
  static let first = ["text:ada", "tab", "text:lovelace", "enter", "wait", "shift-tab"]
  /// Logs in again from the form a logout leaves (the username kept, the password focused).
  static let next = ["text:lovelace", "enter", "wait"]

  /// What `--stats` printed.
  struct Stats {
    var liveStores: Int
    var trackedMembers: Int
    var cacheFallbacks: Int
    var peakMebibytes: Double

    /// Reads "stats: N live stores, M tracked members, F cache fallbacks, peak memory X.X MiB"
    /// from the end of `errors`.
    init?(_ errors: String) {
      guard let line = errors.split(separator: "\n").last(where: { $0.hasPrefix("stats: ") })
      else { return nil }
      let words = line.split(separator: " ")
      guard words.count == 14, let stores = Int(words[1]), let members = Int(words[4]),
        let fallbacks = Int(words[7]), let peak = Double(words[12])
      else { return nil }
      liveStores = stores
      trackedMembers = members
      cacheFallbacks = fallbacks
      peakMebibytes = peak
    }
  }

  /// Runs `sessions` sessions and returns the run and its figures.
  func run(sessions: Int) async throws -> (result: AppProcess.Result, stats: Stats) {
    let script =
      Self.first + Self.session
      + Array(repeating: Self.next + Self.session, count: sessions - 1).joined()
    let result = try await AppProcess.run(
      app, ["--stats", "--login-delay", "0"], input: script.joined(separator: "\n") + "\n")
    let stats = try #require(Stats(result.errors), "no stats line in: \(result.errors)")
    return (result, stats)
  }

  @Test func aThousandSessionsLeaveAsManyStoresAndTrackedMembersAsOne() async throws {
    let clock = ContinuousClock()
    let start = clock.now
    let one = try await run(sessions: 1)
    let thousand = try await run(sessions: 1_000)
    let seconds = (clock.now - start).components.seconds
    print(
      "LongSessionTests: after 1 session \(one.stats.liveStores) live stores, "
        + "\(one.stats.trackedMembers) tracked members, peak memory \(one.stats.peakMebibytes) "
        + "MiB; after 1,000 sessions \(thousand.stats.liveStores) live stores, "
        + "\(thousand.stats.trackedMembers) tracked members, peak memory "
        + "\(thousand.stats.peakMebibytes) MiB; \(seconds) s in all")

    #expect(one.result.status == 0)
    #expect(thousand.result.status == 0)
    func shown(_ header: String) -> Int {
      thousand.result.frames.filter { $0.header.hasSuffix(": wait") && $0.text.contains(header) }
        .count
    }
    #expect(shown("A2 · 2 (1 deep)") == 1_000, "each session pushed A2")
    #expect(shown("B2 · Saved facts") == 1_000, "each session presented B2")
    #expect(thousand.result.lastFrame.contains("Log in with a demo account"), "the login screen")
    #expect(thousand.result.lastFrame.contains("Username  ada"))
    #expect(thousand.stats.liveStores == one.stats.liveStores, "stores leaked per session")
    #expect(
      thousand.stats.trackedMembers == one.stats.trackedMembers,
      "tracked members outlived the screens that read them")
    #expect(thousand.stats.cacheFallbacks == 0, "a navigation type asked the runtime every send")
    // A leak of 16 KB a session or more would pass 1.5 times the peak of one (about 36 MiB).
    #expect(
      thousand.stats.peakMebibytes <= one.stats.peakMebibytes * 1.5,
      "memory grew with the sessions")
  }

  @Test func aLoginDelayThatIsNotAWholeNumberIsAUsageError() async throws {
    let result = try await AppProcess.run(app, ["--login-delay", "0.5"], input: "")
    #expect(result.status == 2)
    #expect(
      result.errors.hasPrefix(
        "error: option '--login-delay' needs a whole number of milliseconds, not '0.5'"))
  }
}
