import AppCommand
import Effects
import EffectsLive
import Foundation
import Root
import SessionRecording
import TerminalUI

/// Builds the app's store from the command line and runs it with the shared terminal runner.
@MainActor
enum AppLaunch {
  /// Runs the app as `options` say and returns the exit status.
  ///
  /// Saved data goes to `--data-dir` or the standard data folder, which is created first (a
  /// folder that cannot be used ends the run with status 1 before anything is drawn); changes
  /// still waiting for their write are written before returning. With `--stats`, the
  /// figures of ``RunStats`` go to standard error last, while the root store is still alive.
  static func run(_ options: LaunchOptions) async -> Int32 {
    if let path = options.replayPath {
      return await Replay.run(path: path, stepping: options.steps)
    }
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
    let dataDirectory =
      options.dataDirectory.map {
        DataDirectory(url: URL(fileURLWithPath: $0, isDirectory: true))
      } ?? DataDirectory.liveValue
    do {
      try dataDirectory.prepare()
    } catch {
      FileHandle.standardError.write(
        Data("error: \(error); choose another folder with --data-dir DIR\n".utf8))
      return 1
    }
    var recording: SessionLog?
    if let path = options.recordPath {
      do {
        recording = try SessionLog(path: path, files: dataDirectory.contents())
      } catch {
        FileHandle.standardError.write(Data("error: --record: \(error)\n".utf8))
        return 1
      }
    }
    let fileStorage = FileStorage.fileSystem
    let store = Store(initialState: Root.State()) {
      if actionLog != nil || recording != nil {
        Root()._printChanges {
          actionLog?.write(Data("\($0)\n".utf8))
          recording?.action($0)
        }
      } else {
        Root()
      }
    } withDependencies: {
      $0.dataDirectory = dataDirectory
      $0.defaultFileStorage = fileStorage
      let authentication = AuthenticationClient.live(
        accountsFile: DemoAccount.bundledAccountsURL, delay: options.loginDelay)
      let numberFact = options.isLive ? .http() : NumberFactClient.liveValue
      if let recording {
        $0.authentication = recording.recording(authentication)
        $0.numberFact = recording.recording(numberFact)
        $0.calculation = recording.recording(CalculationClient.liveValue)
      } else {
        $0.authentication = authentication
        $0.numberFact = numberFact
      }
    }
    if let credentials = options.credentials {
      store.send(.login(.set(\.username, credentials.username)))
      store.send(.login(.set(\.password, credentials.password)))
      store.send(.login(.loginButtonTapped))
    }
    let recorder = recording.map(SessionRecorder.init(log:))
    let status = await TerminalProgram.run(store: store, view: RootView.screen, recorder: recorder)
    recorder?.finish()
    fileStorage.flushPendingWrites()
    if options.printsStats {
      // NB: Read while the root store is certainly alive, so that it is always counted.
      withExtendedLifetime(store) {
        FileHandle.standardError.write(Data("\(RunStats.now().line)\n".utf8))
      }
    }
    return status
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
