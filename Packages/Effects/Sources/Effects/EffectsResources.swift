import Foundation

/// Finds the files Effects ships as package resources, without crashing when they are gone.
///
/// SwiftPM's generated `Bundle.module` stops the program with `fatalError` when the resource
/// bundle is not where it expects it, for example when an app is copied somewhere without
/// its `Effects_Effects.resources` folder. The clients use this instead, so a missing
/// resource becomes an error the app can show: "the catalogue is unavailable", not a crash.
enum EffectsResources {
  /// The URL of resource `name.ext`, or `nil` when no resource bundle has it.
  static func url(forResource name: String, withExtension ext: String) -> URL? {
    bundle?.url(forResource: name, withExtension: ext)
  }

  /// The resource bundle, looked for next to the running executable and next to the Effects
  /// library itself (where SwiftPM's build puts it); on Apple platforms, `Bundle.module`.
  private static let bundle: Bundle? = {
    #if os(Linux) || os(Windows) || os(Android)
      let name = "Effects_Effects.resources"
      var directories = [Bundle.main.bundleURL]
      if let executable = Bundle.main.executableURL {
        directories.append(executable.deletingLastPathComponent())
      }
      if let library = libraryDirectory() {
        directories.append(library)
      }
      return directories.lazy.compactMap { Bundle(url: $0.appendingPathComponent(name)) }.first
    #else
      return Bundle.module
    #endif
  }()

  /// The directory holding libEffects.so, read from the process's memory map.
  private static func libraryDirectory() -> URL? {
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
    for line in maps.split(separator: "\n") {
      guard let slash = line.firstIndex(of: "/") else { continue }
      let path = line[slash...]
      if path.hasSuffix("/libEffects.so") {
        return URL(fileURLWithPath: String(path)).deletingLastPathComponent()
      }
    }
    return nil
  }
}
