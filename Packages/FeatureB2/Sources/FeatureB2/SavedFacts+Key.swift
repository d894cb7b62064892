import Effects
import Foundation

extension SharedReaderKey where Self == FileStorageKey<IdentifiedArrayOf<SavedFact>> {
  /// Kept as JSON in `saved-facts/USERNAME.json` in the ``DataDirectory`` of the dependencies
  /// in force, a list per user. Two copies of the app saving facts for one user at once lose
  /// neither's: a write merges the facts the other copy added or removed since this one last
  /// read the file. Under test and in previews the file lives in an in-memory file system,
  /// empty at the start of each test.
  public static func savedFacts(of username: String) -> Self {
    @Dependency(\.dataDirectory) var dataDirectory
    return .fileStorage(
      dataDirectory.file(SavedFact.fileName(of: username)),
      merge: IdentifiedArrayOf<SavedFact>.merged)
  }
}

extension SavedFact {
  public static func fileName(of username: String) -> String {
    let safe = username.addingPercentEncoding(withAllowedCharacters: fileNameCharacters)
    return "saved-facts/\(safe ?? "user").json"
  }

  private static let fileNameCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
}
