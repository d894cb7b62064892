import Foundation
import Testing

/// What the app keeps between runs, through the built executable: saved facts and the last
/// username in the data folder (`--data-dir`, or `$XDG_DATA_HOME/modular-tca`), a corrupt
/// file set aside with a notice, and a folder that cannot be used refused at launch.
@Suite struct PersistenceTests {
  let app: URL
  let folder: URL

  init() async throws {
    app = try await AppProcess.executable("App", package: "App")
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "PersistenceTests-\(UUID().uuidString)")
  }

  /// Logs in as Ada from an empty form, opens B1, B2, saves B2's fact and goes back to B1.
  static let saveAFactAsAda = [
    "text:ada", "tab", "text:lovelace", "enter", "wait", "right", "wait", "enter", "wait", "tab",
    "enter", "esc",
  ]

  func run(_ script: [String], arguments: [String]? = nil, environment: [String: String] = [:])
    async throws -> AppProcess.Result
  {
    try await AppProcess.run(
      app, arguments ?? ["--data-dir", folder.path],
      input: script.joined(separator: "\n") + "\n", environment: environment)
  }

  func contents(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func aSavedFactAndTheUsernameSurviveQuittingAndRelaunching() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await run(Self.saveAFactAsAda)
    #expect(first.status == 0)
    #expect(first.lastFrame.contains("Saved facts: 1"))
    #expect(try contents("saved-facts/ada.json").contains("\"number\" : 4"))
    #expect(try contents("last-username.json") == "\"ada\"")

    let second = try await run(["text:lovelace", "enter", "wait", "right", "wait"])
    #expect(second.status == 0)
    #expect(second.frames.first?.text.contains("Username  ada") == true, "the last username")
    #expect(second.lastFrame.contains("Signed in as Ada Lovelace"))
    #expect(second.lastFrame.contains("Saved facts: 1"))
    #expect(second.lastFrame.contains("Last saved: 4 is"))
    #expect(second.errors.isEmpty)
  }

  @Test func aCorruptFileIsSetAsideWithANoticeAndTheAppStartsEmpty() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let facts = folder.appendingPathComponent("saved-facts")
    try FileManager.default.createDirectory(at: facts, withIntermediateDirectories: true)
    let corrupt = Data("[{\"number\": 4, \"text\": ".utf8)
    try corrupt.write(to: facts.appendingPathComponent("ada.json"))

    let result = try await run(Array(Self.saveAFactAsAda.prefix(7)))
    #expect(result.status == 0)
    let b1 = result.lastFrame
    #expect(b1.contains("Saved facts: 0"))
    #expect(b1.contains("Saved facts could not be read; the file was kept as"))
    let names = try FileManager.default.contentsOfDirectory(atPath: facts.path)
    let kept = try #require(names.first { $0.hasPrefix("ada.json.corrupt-") })
    #expect(try Data(contentsOf: facts.appendingPathComponent(kept)) == corrupt, "kept as is")
    #expect(!names.contains("ada.json"), "not overwritten by an empty list")
    #expect(result.errors.contains("The data file \(facts.path)/ada.json could not be read"))

    let next = try await run(["text:lovelace", "enter", "wait", "right", "wait"])
    #expect(
      !next.lastFrame.contains("could not be read"), "reported once, in the run that found it")
    #expect(next.lastFrame.contains("Saved facts: 0"))
  }

  @Test func withoutDataDirTheAppUsesXDGDataHome() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await run(
      ["text:ada", "tab", "text:lovelace", "enter", "wait"], arguments: [],
      environment: ["XDG_DATA_HOME": folder.path])
    #expect(result.status == 0)
    #expect(try contents("modular-tca/last-username.json") == "\"ada\"")
  }

  @Test func aDataDirThatIsAFileIsRefusedAtLaunch() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("x".utf8).write(to: folder)
    let result = try await run(["text:ada"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty, "nothing drawn")
    #expect(
      result.errors
        == "error: cannot use the data directory \(folder.path): it is a file; "
        + "choose another folder with --data-dir DIR\n")
  }
}
