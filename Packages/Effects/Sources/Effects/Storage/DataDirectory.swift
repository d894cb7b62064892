import Foundation

/// The live value follows the XDG base directory rules (see ``standard(environment:)``); the
/// app's `--data-dir DIR` replaces it. Tests and previews get a made-up folder: their file
/// storage (`\.defaultFileStorage`) is in memory, so nothing reaches the disk.
public struct DataDirectory: Equatable, Sendable, CustomStringConvertible {
  public static let folderName = "modular-tca"

  public var url: URL

  public init(url: URL) {
    self.url = url.standardizedFileURL
  }

  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name, isDirectory: false)
  }

  public var description: String { url.path }

  /// `$XDG_DATA_HOME/modular-tca` when `XDG_DATA_HOME` is an absolute path, otherwise
  /// `$HOME/.local/share/modular-tca` (the home folder from the user database when `HOME` is
  /// unset or empty).
  public static func standard(environment: [String: String]) -> DataDirectory {
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return DataDirectory(
        url: URL(fileURLWithPath: dataHome, isDirectory: true)
          .appendingPathComponent(folderName, isDirectory: true))
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return DataDirectory(
      url: URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/share/\(folderName)", isDirectory: true))
  }

  /// Creates the folder and its parents if needed; throws when the path is a file or the
  /// folder is not writable or cannot be created.
  public func prepare() throws(DataDirectoryError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw DataDirectoryError(path: url.path, reason: "it is a file")
      }
      guard FileManager.default.isWritableFile(atPath: url.path) else {
        throw DataDirectoryError(path: url.path, reason: "it is not writable")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw DataDirectoryError(path: url.path, reason: Self.reason(error))
    }
  }

  private static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue)).lowercased()
    }
    return error.localizedDescription
  }
}

public struct DataDirectoryError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  /// Such as "permission denied".
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot use the data directory \(path): \(reason)" }
}

extension DataDirectory: TestDependencyKey {
  /// Under test `\.defaultFileStorage` is an in-memory file system, so keys built on this
  /// folder read and write memory. Seed a test's files at `DataDirectory.testValue.file(name)`.
  public static var testValue: DataDirectory {
    DataDirectory(url: URL(fileURLWithPath: "/test-data", isDirectory: true))
  }

  public static var previewValue: DataDirectory { testValue }
}

extension DependencyValues {
  public var dataDirectory: DataDirectory {
    get { self[DataDirectory.self] }
    set { self[DataDirectory.self] = newValue }
  }
}
