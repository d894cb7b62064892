import Foundation

/// The folder where the app keeps what it saves between runs (saved facts, the last
/// username), read by the features' `.fileStorage` keys through `@Dependency(\.dataDirectory)`.
///
/// ```swift
/// extension SharedReaderKey where Self == FileStorageKey<[Note]> {
///   static var notes: Self {
///     @Dependency(\.dataDirectory) var dataDirectory
///     return .fileStorage(dataDirectory.file("notes.json"))
///   }
/// }
/// ```
///
/// The live value follows the XDG base directory rules: `$XDG_DATA_HOME/modular-tca`, or
/// `~/.local/share/modular-tca` when `XDG_DATA_HOME` is unset, empty or relative. The app's
/// `--data-dir DIR` replaces it. Tests and previews get a made-up folder: their file storage
/// (`\.defaultFileStorage`) is in memory, so nothing reaches the disk.
public struct DataDirectory: Equatable, Sendable, CustomStringConvertible {
  /// The folder's name under the XDG data home.
  public static let folderName = "modular-tca"

  /// The folder.
  public var url: URL

  /// A data directory at `url`.
  public init(url: URL) {
    self.url = url.standardizedFileURL
  }

  /// The file called `name` in this folder.
  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name, isDirectory: false)
  }

  /// The folder's path.
  public var description: String { url.path }

  /// The standard folder for `environment`: `$XDG_DATA_HOME/modular-tca` when
  /// `XDG_DATA_HOME` is an absolute path, otherwise `$HOME/.local/share/modular-tca`
  /// (the home folder from the user database when `HOME` is unset).
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

  /// Makes sure the folder exists, creating it and its parents if needed.
  ///
  /// - Throws: ``DataDirectoryError`` when the path is a file, or the folder cannot be
  ///   created (permissions, a read-only file system).
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

/// Why a ``DataDirectory`` cannot be used; ``description`` says which folder and why.
public struct DataDirectoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The folder's path.
  public var path: String
  /// What is wrong, such as "permission denied".
  public var reason: String

  /// Creates the error for the folder at `path`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot use the data directory PATH: REASON`.
  public var description: String { "cannot use the data directory \(path): \(reason)" }
}

extension DataDirectory: TestDependencyKey {
  /// A made-up folder, `/test-data`: under test `\.defaultFileStorage` is an in-memory file
  /// system, so keys built on it read and write memory. Seed a test's files at
  /// `DataDirectory.testValue.file(name)`.
  public static var testValue: DataDirectory {
    DataDirectory(url: URL(fileURLWithPath: "/test-data", isDirectory: true))
  }

  /// The same made-up folder as ``testValue``: previews keep their files in memory too.
  public static var previewValue: DataDirectory { testValue }
}

extension DependencyValues {
  /// Where the app keeps what it saves between runs. See ``DataDirectory``.
  ///
  /// ```swift
  /// let store = Store(initialState: Root.State()) { Root() } withDependencies: {
  ///   $0.dataDirectory = DataDirectory(url: URL(fileURLWithPath: "/tmp/app-data"))
  /// }
  /// ```
  public var dataDirectory: DataDirectory {
    get { self[DataDirectory.self] }
    set { self[DataDirectory.self] = newValue }
  }
}
