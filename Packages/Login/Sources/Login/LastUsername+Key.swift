import Effects

extension SharedReaderKey where Self == FileStorageKey<String> {
  /// The username of the last successful login, kept as JSON in `last-username.json` in the
  /// ``DataDirectory`` of the dependencies in force, so the login form starts with it filled
  /// in on the next run. Empty until someone logs in.
  ///
  /// Under test and in previews the file lives in an in-memory file system, empty at the
  /// start of each test.
  public static var lastUsername: Self {
    @Dependency(\.dataDirectory) var dataDirectory
    return .fileStorage(dataDirectory.file(lastUsernameFileName))
  }
}

/// The file name of ``SharedReaderKey/lastUsername`` in the data directory.
public let lastUsernameFileName = "last-username.json"
