import Foundation

/// The built app (or a preview) run as a person runs it from a pipe: arguments, a key script
/// on standard input, and what it printed and returned.
struct AppProcess {
  /// What a run printed and how it ended.
  struct Result {
    let output: String
    let errors: String
    let status: Int32
    /// The frames printed after each script line, by header (`start`, `3: enter`). Split once:
    /// a long session prints 14,000, and a test reads them more than once.
    let frames: [(header: String, text: String)]

    init(output: String, errors: String, status: Int32) {
      self.output = output
      self.errors = errors
      self.status = status
      frames = output.components(separatedBy: "--- ").dropFirst().map { chunk in
        let header = chunk.prefix { $0 != "\n" }
        let text = chunk.dropFirst(header.count + 1)
        return (String(header.dropLast(" ---".count)), String(text))
      }
    }

    /// The last frame's text.
    var lastFrame: String { frames.last?.text ?? "" }

    /// The text of the frame at `index` (0 is `start`; -1 the last, -2 the one before), or
    /// an error showing the whole run when the app printed fewer frames (it ended early or
    /// crashed): a failing test, never an index out of range that stops every test.
    func frame(_ index: Int) throws -> String {
      let frames = self.frames
      let position = index < 0 ? frames.count + index : index
      guard frames.indices.contains(position) else {
        throw MissingFrame(
          description: """
            no frame \(index) among \(frames.count) (exit status \(status)); standard error:
            \(errors)
            standard output:
            \(output)
            """)
      }
      return frames[position].text
    }
  }

  /// A frame a test asked for that the run did not print.
  struct MissingFrame: Error, CustomStringConvertible {
    var description: String
  }

  /// The executable: `name` in the build folder these tests run from (`Scripts/test.sh`
  /// builds every package into one), or else built now from `package`.
  static func executable(_ name: String, package: String) async throws -> URL {
    let testBundle = Bundle.main.bundleURL
    for folder in [testBundle, testBundle.deletingLastPathComponent()] {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let packagePath = repository.appendingPathComponent(package).path
    try await swiftBuild(["--package-path", packagePath, "--product", name])
    let bin = try await swiftBuild(["--package-path", packagePath, "--show-bin-path"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return URL(fileURLWithPath: bin).appendingPathComponent(name)
  }

  /// Runs `swift build` with `arguments` and returns its standard output; a build that fails
  /// throws the last 40 lines of its output then its errors, so the test names the build's
  /// own error, not a binary that does not exist.
  @discardableResult
  private static func swiftBuild(_ arguments: [String]) async throws -> String {
    let result = try await run(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build"] + arguments, input: "")
    guard result.status == 0 else {
      let lines = (result.output + "\n" + result.errors).split(separator: "\n")
      throw BuildFailure(
        description: """
          swift build \(arguments.joined(separator: " ")) failed (exit status \(result.status)); \
          its last 40 lines:
          \(lines.suffix(40).joined(separator: "\n"))
          """)
    }
    return result.output
  }

  /// A `swift build` that a test needed and that failed.
  struct BuildFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `executable` with `arguments`, feeding it `input`, and waits for it to end.
  ///
  /// Unless `environment` names `XDG_DATA_HOME`, the run gets an empty data home of its own,
  /// deleted afterwards: an app under test never reads or writes the saved facts of the
  /// person running the tests. A test that relaunches on the same data passes `--data-dir`.
  ///
  /// The waiting happens on a thread of its own: a test that blocked a thread of the shared
  /// pool (or the main thread, where a live TestStore runs every job) would hold up every
  /// other test of the run.
  static func run(
    _ executable: URL, _ arguments: [String], input: String,
    environment: [String: String] = [:], directory: URL? = nil
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Swift.Result {
            try runBlocking(
              executable, arguments, input: input, environment: environment,
              directory: directory)
          })
      }.start()
    }
  }

  private static func runBlocking(
    _ executable: URL, _ arguments: [String], input: String,
    environment: [String: String], directory: URL?
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    // NB: Without the test runner's variables, or the app would pick test dependencies
    // (see DependencyContext.isRunningTests).
    var processEnvironment = ProcessInfo.processInfo.environment.filter {
      !$0.key.hasPrefix("XCTest")
    }
    let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent(
      "AppProcess-data-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dataHome) }
    processEnvironment["XDG_DATA_HOME"] = dataHome.path
    processEnvironment.merge(environment) { $1 }
    process.environment = processEnvironment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    // NB: An app that exits before reading its input (`--help`, a refused option) closes the
    // pipe: writing then must fail with EPIPE, not kill the test runner with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self), status: process.terminationStatus)
  }
}
