import Effects

extension SharedReaderKey where Self == FileStorageKey<String> {
  /// Kept as JSON in `last-username.json` in the ``DataDirectory`` of the dependencies in
  /// force; empty until someone logs in. Under test and in previews the file lives in an
  /// in-memory file system, empty at the start of each test.
  public static var lastUsername: Self {
    @Dependency(\.dataDirectory) var dataDirectory
    return .fileStorage(dataDirectory.file(lastUsernameFileName))
  }
}

public let lastUsernameFileName = "last-username.json"
