import Foundation
import Testing

/// `Scripts/new-feature.sh` in a temporary copy of the repository: refused names write
/// nothing; a new package, and a new tab, build, pass their tests and show up in the app.
///
/// Slow (it builds a fresh copy of every package), so `Scripts/test.sh` runs it once; the
/// copy's own run of these tests, started by the script, skips them.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment[RepositoryCopy.marker] == nil))
struct NewFeatureScriptTests {
  @Test(arguments: [
    ("settings", "is not UpperCamelCase"),
    ("Settings-2", "is not UpperCamelCase"),
    ("Login", "Packages/Login already exists"),
    ("Root", "a package, target or module named 'Root' exists already"),
    ("String", "is a Swift standard library type"),
    ("Self", "is a Swift keyword"),
    ("Date", "is a Foundation type"),
    ("Store", "is a type of Core, Effects or TerminalUI"),
  ])
  func aRefusedNameWritesNothing(name: String, message: String) async throws {
    let copy = try await RepositoryCopy.shared()
    let before = try await copy.listing()
    let result = try await copy.script("new-feature.sh", [name])
    #expect(result.status == 2)
    #expect(result.errors.contains(message), "\(result.errors)")
    #expect(result.errors.contains("Nothing was written."))
    let after = try await copy.listing()
    #expect(after == before)
  }

  @Test func aTabTitleIsRequiredAfterTab() async throws {
    let result = try await RepositoryCopy.shared().script("new-feature.sh", ["Settings", "--tab"])
    #expect(result.status == 2)
    #expect(result.errors.contains("--tab needs a title"))
  }

  @Test func aNewPackageAndANewTabBuildPassAndShowUp() async throws {
    let copy = try await RepositoryCopy.shared()

    let alone = try await copy.script("new-feature.sh", ["Notes"])
    #expect(alone.status == 0, "\(alone.output)\n\(alone.errors)")
    #expect(alone.output.contains("Packages/Notes is ready: its tests pass."))
    let preview = try await AppProcess.run(
      try await copy.binary("NotesPreview"), [], input: "tab\ntab\nenter\nwait\n")
    #expect(preview.lastFrame.contains("Number: 0"))
    #expect(preview.lastFrame.contains("0 is"), "the preview loaded a fact")

    let tab = try await copy.script("new-feature.sh", ["Settings", "--tab", "Settings"])
    #expect(tab.status == 0, "\(tab.output)\n\(tab.errors)")
    #expect(tab.output.contains("TabBar "), "TabBar was tested too")
    let app = try await AppProcess.run(
      try await copy.binary("App"), [],
      input: "text:ada\ntab\ntext:lovelace\nenter\nwait\n3\nwait\n")
    #expect(app.lastFrame.contains("3 Settings]"), "the third tab is selected: \(app.lastFrame)")
    #expect(app.lastFrame.contains("Number: 0"))
  }
}

/// A copy of the repository's sources in a temporary folder, made once per test run.
struct RepositoryCopy {
  /// Set in the copy's environment, so the copy's own end-to-end tests skip this suite.
  static let marker = "NEW_FEATURE_SCRIPT_TESTS_COPY"

  let root: URL

  nonisolated(unsafe) private static var made: RepositoryCopy?  // Safe: the suite is serialized.

  /// The run's copy, made on first use.
  static func shared() async throws -> RepositoryCopy {
    if let made { return made }
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("new-feature-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let copy = try await AppProcess.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "tar --exclude='.build*' --exclude='.git' -cf - . | tar -xf - -C '\(root.path)'"],
      input: "", directory: repository)
    guard copy.status == 0 else { throw CopyError(message: copy.errors) }
    made = RepositoryCopy(root: root)
    return made!
  }

  /// Runs a script of the copy's `Scripts/` with the suite's marker set.
  func script(_ name: String, _ arguments: [String]) async throws -> AppProcess.Result {
    try await AppProcess.run(
      root.appendingPathComponent("Scripts/\(name)"), arguments, input: "",
      environment: [Self.marker: "1"], directory: root)
  }

  /// An executable that the copy's `Scripts/test.sh` built.
  func binary(_ name: String) async throws -> URL {
    let bin = try await AppProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "swift", "build", "--package-path", "Packages/Core", "--scratch-path", ".build-test",
        "--show-bin-path",
      ], input: "", directory: root)
    return URL(fileURLWithPath: bin.output.trimmingCharacters(in: .whitespacesAndNewlines))
      .appendingPathComponent(name)
  }

  /// Every file under `Packages/`, `App/` and `Tests/`, to see that nothing was written.
  func listing() async throws -> [String] {
    let result = try await AppProcess.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "find Packages App Tests Scripts -not -path '*/.build*' | sort"], input: "",
      directory: root)
    return result.output.split(separator: "\n").map(String.init)
  }

  struct CopyError: Error { var message: String }
}
