import Effects
import Foundation

extension DataDirectory: DependencyKey {
  /// The standard folder for this process's environment (see ``standard(environment:)``).
  public static var liveValue: DataDirectory {
    standard(environment: ProcessInfo.processInfo.environment)
  }
}
