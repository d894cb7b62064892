import Foundation

/// SwiftPM's generated `Bundle.module` stops the program with `fatalError` when the resource
/// bundle is not where it expects it, for example when an app is copied somewhere without
/// its `Effects_Effects.resources` folder (`.bundle` on Apple platforms). The clients use
/// this instead, so a missing resource becomes an error the app can show, not a crash.
enum EffectsResources {
  static func url(forResource name: String, withExtension ext: String) -> URL? {
    bundle?.url(forResource: name, withExtension: ext)
  }

  /// Looked for next to the running executable, in the main bundle's resources, and next to
  /// the Effects library itself (where SwiftPM's build puts it).
  private static let bundle: Bundle? = {
    let names = ["Effects_Effects.resources", "Effects_Effects.bundle"]
    var directories = [Bundle.main.bundleURL]
    if let resources = Bundle.main.resourceURL {
      directories.append(resources)
    }
    if let executable = Bundle.main.executableURL {
      directories.append(executable.deletingLastPathComponent())
    }
    if let library = libraryDirectory() {
      directories.append(library)
    }
    for directory in directories {
      for name in names {
        if let bundle = Bundle(url: directory.appendingPathComponent(name)) { return bundle }
      }
    }
    return nil
  }()

  /// On Linux read from the process's memory map; elsewhere the bundle of a class in Effects.
  private static func libraryDirectory() -> URL? {
    #if !os(Linux)
      return Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()
    #else
      guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else {
        return nil
      }
      for line in maps.split(separator: "\n") {
        guard let slash = line.firstIndex(of: "/") else { continue }
        let path = line[slash...]
        if path.hasSuffix("/libEffects.so") {
          return URL(fileURLWithPath: String(path)).deletingLastPathComponent()
        }
      }
      return nil
    #endif
  }

  private final class Marker {}
}
