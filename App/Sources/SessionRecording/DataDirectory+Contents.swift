import Effects
import Foundation

extension DataDirectory {
  /// The text files in the folder and its subfolders, by path relative to it (such as
  /// `saved-facts/ada.json`): what a recording keeps of the data a session starts from.
  /// Files that are not UTF-8 text are left out.
  public func contents() -> [String: String] {
    let root = url.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
    var files: [String: String] = [:]
    for case let relative as String in walker {
      let path = root + "/" + relative
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder.boolValue,
        let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      files[relative] = text
    }
    return files
  }
}
