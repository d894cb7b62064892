import Effects
import Foundation

extension DataDirectory: DependencyKey {
  public static var liveValue: DataDirectory {
    standard(environment: ProcessInfo.processInfo.environment)
  }
}
