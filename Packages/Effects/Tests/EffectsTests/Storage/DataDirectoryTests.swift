import Effects
import Foundation
import Testing

/// Where the app keeps its data: the XDG rules, `file(_:)`, and `prepare()` on the real disk
/// (in a temporary folder).
@Suite struct DataDirectoryTests {
  @Test func xdgDataHomeWinsWhenItIsAnAbsolutePath() {
    let directory = DataDirectory.standard(environment: [
      "XDG_DATA_HOME": "/srv/data", "HOME": "/home/ada",
    ])
    #expect(directory.url.path == "/srv/data/modular-tca")
  }

  @Test(arguments: [
    ["HOME": "/home/ada"],
    ["XDG_DATA_HOME": "", "HOME": "/home/ada"],
    ["XDG_DATA_HOME": "relative/data", "HOME": "/home/ada"],
  ])
  func otherwiseItIsUnderTheHomeFolder(environment: [String: String]) {
    #expect(
      DataDirectory.standard(environment: environment).url.path
        == "/home/ada/.local/share/modular-tca")
  }

  @Test func withoutHomeItUsesTheUsersHomeFolder() {
    #expect(
      DataDirectory.standard(environment: [:]).url.path
        == URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(
          ".local/share/modular-tca"
        ).path)
  }

  @Test func filesAreInsideTheFolder() {
    let directory = DataDirectory(url: URL(fileURLWithPath: "/srv/data/../data/app"))
    #expect(directory.file("saved-facts.json").path == "/srv/data/app/saved-facts.json")
    #expect(directory.description == "/srv/data/app")
  }

  @Test func testsAndPreviewsGetAMadeUpFolder() {
    #expect(DataDirectory.testValue.url.path == "/test-data")
    #expect(DataDirectory.previewValue == DataDirectory.testValue)
    withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.dataDirectory) var dataDirectory
      #expect(dataDirectory == .testValue)
    }
  }

  @Test func prepareCreatesTheFolderAndItsParents() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let directory = DataDirectory(url: root.appendingPathComponent("a/b/modular-tca"))

    try directory.prepare()
    try directory.prepare()

    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: directory.url.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
  }

  @Test func prepareRefusesAFileAndSaysSo() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("data")
    try Data("x".utf8).write(to: file)

    #expect(throws: DataDirectoryError(path: file.path, reason: "it is a file")) {
      try DataDirectory(url: file).prepare()
    }
  }

  @Test func prepareSaysWhyAFolderCannotBeCreated() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("data")
    try Data("x".utf8).write(to: file)
    let inside = DataDirectory(url: file.appendingPathComponent("modular-tca"))

    let error = try #require(throws: DataDirectoryError.self) { try inside.prepare() }
    #expect(error.path == inside.url.path)
    #expect(error.description.hasPrefix("cannot use the data directory \(inside.url.path): "))
    #expect(!error.reason.isEmpty)
  }

  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "DataDirectoryTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
