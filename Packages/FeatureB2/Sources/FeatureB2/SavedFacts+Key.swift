import Effects
import Foundation

extension SharedReaderKey where Self == FileStorageKey<IdentifiedArrayOf<SavedFact>> {
  /// The facts `username` saved, kept as JSON in `saved-facts/USERNAME.json` in the
  /// ``DataDirectory`` of the dependencies in force: each user has a list of their own, it
  /// survives the app's end, and every state that holds the key for the same user holds the
  /// same list. Two copies of the app saving facts for one user at once lose neither's: a
  /// write merges the facts the other copy added or removed since this one last read the file
  /// (`IdentifiedArray.merged`).
  ///
  /// ```swift
  /// @Shared(.savedFacts(of: "ada")) var savedFacts: IdentifiedArrayOf<SavedFact> = []
  /// ```
  ///
  /// Under test and in previews the file lives in an in-memory file system, empty at the
  /// start of each test.
  ///
  /// - Parameter username: Whose list; any username is safe, since characters other than
  ///   ASCII letters, digits, `-` and `_` are percent-encoded in the file name.
  public static func savedFacts(of username: String) -> Self {
    @Dependency(\.dataDirectory) var dataDirectory
    return .fileStorage(
      dataDirectory.file(SavedFact.fileName(of: username)),
      merge: IdentifiedArrayOf<SavedFact>.merged)
  }
}

extension SavedFact {
  /// The path of `username`'s saved facts inside the data directory:
  /// `saved-facts/ada.json`, `saved-facts/J%C3%B6rg.json`.
  public static func fileName(of username: String) -> String {
    let safe = username.addingPercentEncoding(withAllowedCharacters: fileNameCharacters)
    return "saved-facts/\(safe ?? "user").json"
  }

  private static let fileNameCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
}
