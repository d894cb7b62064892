import Foundation
import Testing

/// The built app driven from a pipe, as `App --help` describes: one key per line, a frame
/// after each. These are the app's end-to-end tests: real executable, real demo accounts,
/// the offline fact catalogue.
@Suite struct AppExecutableTests {
  let app: URL

  init() async throws {
    app = try await AppProcess.executable("App", package: "App")
  }

  /// Logs in as Ada: the script lines that reach the tab bar.
  static let logInAsAda = ["text:ada", "tab", "text:lovelace", "enter", "wait"]

  func run(_ script: [String], arguments: [String] = []) async throws -> AppProcess.Result {
    try await AppProcess.run(app, arguments, input: script.joined(separator: "\n") + "\n")
  }

  @Test func anEmptyPasswordIsNamedBeforeAnyRequest() async throws {
    let result = try await run(["text:ada", "enter", "enter"])
    #expect(result.status == 0)
    #expect(result.lastFrame.contains("The password field is empty. Enter your password."))
    #expect(!result.output.contains("Logging in"), "no request was made")
  }

  @Test func aWrongPasswordShowsTheClientsMessageAndKeepsTheUsername() async throws {
    let result = try await run(["text:ada", "tab", "text:nope", "enter", "wait"])
    #expect(result.lastFrame.contains("The password is wrong."))
    #expect(result.lastFrame.contains("ada"))
  }

  @Test func aDemoAccountReachesTheTabBarAndB1ShowsTheUser() async throws {
    let result = try await run(Self.logInAsAda + ["right", "wait"])
    #expect(try result.frame(5).contains("[1 Counter]"), "the tab bar, on the first tab")
    #expect(result.lastFrame.contains("Signed in as Ada Lovelace"))
    #expect(result.lastFrame.contains("3 is"), "B1 loaded the fact for 3")
  }

  @Test func a1PushesA2ThenASecondA2AndEscGoesBack() async throws {
    let calculate6Times7 = [
      "tab", "text:6", "tab", "text:7", "tab", "right", "right", "tab", "enter", "wait",
    ]
    let result = try await run(
      Self.logInAsAda + ["shift-tab", "enter", "wait"] + calculate6Times7
        + ["tab", "enter", "wait", "esc", "esc"])
    let frames = result.frames
    let afterCalculation = try #require(
      frames.first { $0.header.hasSuffix(": wait") && $0.text.contains("Result: 42") })
    #expect(afterCalculation.text.contains("A2 · 2 (1 deep)"))
    #expect(frames.contains { $0.text.contains("A2 · 42 (2 deep)") && $0.text.contains("42 is") })
    #expect(try result.frame(-2).contains("A2 · 2 (1 deep)"), "Esc pops the second A2")
    #expect(result.lastFrame.contains("Count: 1"), "Esc again is back at A1")
  }

  @Test func divisionByZeroShowsTheCalculatorsMessage() async throws {
    let result = try await run(
      Self.logInAsAda + [
        // From the right number, Tab enters the operators at "+", right moves to "÷".
        "shift-tab", "enter", "wait", "tab", "text:84", "tab", "text:0", "tab", "right", "right",
        "right", "tab", "enter", "wait",
      ])
    #expect(result.lastFrame.contains("Cannot divide by zero. Enter a right number other than 0."))
  }

  @Test func aFactSavedInB2IsCountedInB1() async throws {
    let result = try await run(
      Self.logInAsAda + ["right", "wait", "enter", "wait", "tab", "enter", "esc"])
    #expect(result.lastFrame.contains("Saved facts: 1"))
    #expect(result.lastFrame.contains("Last saved: 4 is"))
  }

  @Test func aConfirmedLogoutReturnsToLoginWithTheUsernameKept() async throws {
    let result = try await run(Self.logInAsAda + ["l", "left", "enter"])
    let dialog = try result.frame(-3)
    #expect(dialog.contains("Log out?"))
    #expect(dialog.contains("[ Cancel ]"), "focus starts on Cancel, so a stray Enter is harmless")
    #expect(result.lastFrame.contains("Log in"))
    #expect(result.lastFrame.contains("Username  ada"))
    #expect(result.lastFrame.contains("Password ["), "the cursor waits in the password field")
  }

  @Test func helpPrintsTheUsageAndExitsZero() async throws {
    let result = try await run([], arguments: ["--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Usage: App"))
    #expect(result.output.contains("lovelace"), "the demo accounts are listed")
  }

  @Test func aBadFlagPrintsTheErrorAndAHintAndExitsTwo() async throws {
    let result = try await run([], arguments: ["--colour"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == "error: unknown option '--colour'\nTry 'App --help' for more.\n")
  }

  @Test func anUnknownKeyNameIsReportedWithItsLineAndSkipped() async throws {
    let result = try await run(["text:ada", "jump", "tab"])
    #expect(result.status == 0)
    #expect(result.errors.contains("line 2: unknown key \"jump\""))
    #expect(result.frames.last?.header == "3: tab")
  }

  @Test func aPreviewRunsPipedToo() async throws {
    let preview = try await AppProcess.executable("FeatureB2Preview", package: "Packages/FeatureB2")
    let result = try await AppProcess.run(preview, [], input: "wait\ntab\nenter\n")
    #expect(result.status == 0)
    #expect(result.lastFrame.contains("B2 · Saved facts"))
    #expect(result.lastFrame.contains("Saved facts (1)"))
  }
}
