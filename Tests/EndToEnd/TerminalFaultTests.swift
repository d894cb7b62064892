import Foundation
import Testing

/// The app in a real pseudo-terminal (through util-linux's `script`): resized to 10x3 and to
/// 200x60 it keeps drawing, and killed by SIGTERM, SIGINT or SIGHUP it puts the terminal back
/// (cursor shown, alternate screen left, raw mode off) before it dies of the signal.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct TerminalFaultTests {
  let app: URL

  init() async throws {
    app = try await AppProcess.executable("App", package: "App")
  }

  /// Runs the app on the pseudo-terminal, resizes it twice, sends `signal`, then prints the
  /// app's exit status and the terminal's settings.
  func runKilled(by signal: String) async throws -> String {
    // NB: A background job of a non-interactive shell starts with SIGINT and SIGQUIT
    // ignored (and the app rightly leaves an ignored signal ignored): the subshell puts them
    // back to their defaults first, as a terminal's foreground job has them. Rather than give
    // the app a fixed second to start (a loaded machine can take longer), the shell waits, for
    // at most 10 s, until the terminal is in raw mode, which the app enters just before it
    // listens for resizes and draws; then the same half second as after each resize.
    let session = """
      (trap - INT QUIT; exec \(app.path) < /dev/tty) & pid=$!
      for i in $(seq 100); do stty -a | grep -q -- -icanon && break; sleep 0.1; done
      sleep 0.5
      stty rows 3 cols 10; kill -WINCH $pid; sleep 0.5
      stty rows 60 cols 200; kill -WINCH $pid; sleep 0.5
      kill -\(signal) $pid; wait $pid; echo "status=$?"
      stty -a
      """
    let result = try await AppProcess.run(
      URL(fileURLWithPath: "/usr/bin/script"), ["-qfec", "bash -c '\(session)'", "/dev/null"],
      input: "")
    return result.output
  }

  @Test(arguments: [("TERM", 143), ("INT", 130), ("HUP", 129)])
  func aSignalPutsTheTerminalBack(signal: String, status: Int) async throws {
    let output = try await runKilled(by: signal)
    let leave = "\u{1B}[?25h\u{1B}[?1049l"
    let afterApp = try #require(output.range(of: "status=")).lowerBound
    let appOutput = output[..<afterApp]
    #expect(appOutput.contains(leave), "the cursor is shown and the alternate screen left")
    #expect(output.contains("status=\(status)"), "the app died of SIG\(signal), not a crash")
    let settings = output[afterApp...]
    #expect(settings.contains(" icanon") && settings.contains(" echo "), "raw mode is off")
    #expect(!settings.contains("-icanon") && !settings.contains("-echo "))
  }

  @Test func tinyAndHugeWindowsStillDraw() async throws {
    let output = try await runKilled(by: "TERM")
    let clears = output.components(separatedBy: "\u{1B}[2J").count - 1
    #expect(clears >= 3, "a full redraw at launch and after each resize (\(clears))")
    #expect(output.contains("\u{1B}[60;1H"), "the key line is drawn on row 60 of the big window")
  }
}
