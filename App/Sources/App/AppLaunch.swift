import AppCommand
import Effects
import Foundation
import Root
import TerminalUI

/// Builds the app's store from the command line and runs it with the shared terminal runner.
@MainActor
enum AppLaunch {
  /// Runs the app as `options` say and returns the exit status.
  static func run(_ options: LaunchOptions) async -> Int32 {
    var actionLog: FileHandle?
    if let path = options.actionLogPath {
      do {
        actionLog = try openForAppending(path)
      } catch {
        FileHandle.standardError.write(
          Data("error: cannot write the action log \(path): \(error)\n".utf8))
        return 1
      }
    }
    let store = Store(initialState: Root.State()) {
      if let actionLog {
        Root()._printChanges { actionLog.write(Data("\($0)\n".utf8)) }
      } else {
        Root()
      }
    } withDependencies: {
      if options.isLive { $0.numberFact = .http() }
    }
    if let credentials = options.credentials {
      store.send(.login(.set(\.username, credentials.username)))
      store.send(.login(.set(\.password, credentials.password)))
      store.send(.login(.loginButtonTapped))
    }
    return await TerminalProgram.run(store: store, view: RootView.screen)
  }

  /// Opens `path` for appending, creating it if needed.
  private static func openForAppending(_ path: String) throws -> FileHandle {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw LogFileError("the folder \(folder) does not exist")
    }
    if !FileManager.default.fileExists(atPath: url.path) {
      guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
        throw LogFileError("the file cannot be created in \(folder) (permissions?)")
      }
    }
    let handle = try FileHandle(forWritingTo: url)
    try handle.seekToEnd()
    return handle
  }
}

/// Why the action log cannot be opened, in words.
private struct LogFileError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
