import Foundation
import Testing

/// `Scripts/new-feature.sh` in a temporary copy of the repository's committed tree: refused
/// names write nothing; a new package, and a new tab, build, pass their tests and show up in
/// the app.
///
/// The copy is the committed tree, not the working tree, so a feature someone has just
/// scaffolded (and not yet committed) neither breaks the copy nor clashes with it; the names
/// scaffolded here are picked unused in the copy, and the new tab is found by its title, so
/// features added earlier and committed do not matter either. Uncommitted changes to the
/// script or its templates are not seen: commit them first.
///
/// Slow (it builds a fresh copy of every package), so `Scripts/test.sh` runs it once; when
/// `new-feature.sh` checks what it scaffolded (here, or in a user's repository), it sets
/// `SKIP_NEW_FEATURE_SCRIPT_TESTS` and this suite skips itself.
@Suite(
  .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["SKIP_NEW_FEATURE_SCRIPT_TESTS"] == nil))
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

    let notes = try copy.unusedName("Notes")
    let alone = try await copy.script("new-feature.sh", [notes])
    #expect(alone.status == 0, "\(alone.output)\n\(alone.errors)")
    #expect(alone.output.contains("Packages/\(notes) is ready: its tests pass."))
    let preview = try await AppProcess.run(
      try await copy.binary("\(notes)Preview"), [], input: "tab\ntab\nenter\nwait\n")
    #expect(preview.lastFrame.contains("Number: 0"))
    #expect(preview.lastFrame.contains("0 is"), "the preview loaded a fact")

    let settings = try copy.unusedName("Settings")
    let tab = try await copy.script("new-feature.sh", [settings, "--tab", settings])
    #expect(tab.status == 0, "\(tab.output)\n\(tab.errors)")
    #expect(tab.output.contains("TabBar "), "TabBar was tested too")
    let app = try await copy.binary("App")
    let loggedIn = try await AppProcess.run(
      app, [], input: "text:ada\ntab\ntext:lovelace\nenter\nwait\n")
    let number = try #require(
      TabStripReading.number(of: settings, in: loggedIn.lastFrame),
      "the tab bar shows the new tab: \(loggedIn.lastFrame)")
    let selected = try await AppProcess.run(
      app, [], input: "text:ada\ntab\ntext:lovelace\nenter\nwait\n\(number)\nwait\n")
    #expect(
      selected.lastFrame.contains("[\(number) \(settings)]"),
      "the new tab is selected: \(selected.lastFrame)")
    #expect(selected.lastFrame.contains("Number: 0"))

    // README's module graph was redrawn with both packages in it.
    let graph = try await copy.script("checks/graph.sh", [])
    #expect(graph.status == 0, "\(graph.output)\n\(graph.errors)")
    // The scaffold writes a feature that follows the rules feature-shape.sh checks.
    let shape = try await copy.script("checks/feature-shape.sh", [])
    #expect(shape.status == 0, "\(shape.output)\n\(shape.errors)")
    #expect(shape.output.contains(" feature reducers follow docs/adding-a-feature.md's rules"))
  }
}

/// Reads the tab strip of a frame as a person does: `[1 Counter]  2 Profile  3 Settings`.
enum TabStripReading {
  /// The number key that selects the tab called `title`, or nil when the strip does not show it.
  static func number(of title: String, in frame: String) -> Int? {
    for line in frame.split(separator: "\n") {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" })
      for (index, word) in words.enumerated().dropFirst() where word == title {
        if let number = Int(words[index - 1]), (1...9).contains(number) { return number }
      }
    }
    return nil
  }
}

/// A copy of the repository's sources in a temporary folder, made once per test run.
struct RepositoryCopy {
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
    // NB: `HEAD:<prefix>` is the repository's folder at the last commit, even when the
    // repository sits inside a larger git checkout. Without git, the folder as it is.
    let committed = """
      if prefix="$(git rev-parse --show-prefix 2>/dev/null)" && git rev-parse -q --verify HEAD >/dev/null; then
        git archive --format=tar "HEAD:$prefix"
      else
        tar --exclude='.build*' --exclude='.git' -cf - .
      fi | tar -xf - -C '\(root.path)'
      """
    let copy = try await AppProcess.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", committed], input: "", directory: repository)
    guard copy.status == 0 else { throw CopyError(message: copy.errors) }
    made = RepositoryCopy(root: root)
    return made!
  }

  /// Runs a script of the copy's `Scripts/`.
  func script(_ name: String, _ arguments: [String]) async throws -> AppProcess.Result {
    try await AppProcess.run(
      root.appendingPathComponent("Scripts/\(name)"), arguments, input: "", directory: root)
  }

  /// `base`, or `base2`, `base3`, ... : the first that names no package, target or tab of the
  /// copy, so the scaffold is not refused because the committed tree already has it.
  func unusedName(_ base: String) throws -> String {
    let manifests = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Packages").path
    ).map { root.appendingPathComponent("Packages/\($0)/Package.swift") }
    let names = try (manifests + [root.appendingPathComponent("App/Package.swift")])
      .filter { FileManager.default.fileExists(atPath: $0.path) }
      .map { try String(contentsOf: $0, encoding: .utf8) }.joined()
    let tabs = try String(
      contentsOf: root.appendingPathComponent("Packages/TabBar/Sources/TabBar/Tab.swift"),
      encoding: .utf8)
    for candidate in [base] + (2...99).map({ "\(base)\($0)" }) {
      let lower = candidate.prefix(1).lowercased() + candidate.dropFirst()
      let taken =
        FileManager.default.fileExists(
          atPath: root.appendingPathComponent("Packages/\(candidate)").path)
        || names.contains("name: \"\(candidate)")
        || tabs.contains("case \(lower)\n")
      if !taken { return candidate }
    }
    throw CopyError(message: "no unused name from \(base) to \(base)99")
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
