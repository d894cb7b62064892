import Foundation

/// Which set of default values dependencies resolve to.
public enum DependencyContext: String, Sendable, CaseIterable {
  /// The program runs for real: ``DependencyKey/liveValue``.
  case live
  /// A preview or a demo: ``TestDependencyKey/previewValue``.
  case preview
  /// Under a test runner: ``TestDependencyKey/testValue``.
  case test

  /// The context chosen for this process: the `CORE_DEPENDENCY_CONTEXT` environment
  /// variable when it names a context, `.test` when a test runner hosts the process, and
  /// `.live` otherwise.
  public static let `default`: DependencyContext = {
    let environment = ProcessInfo.processInfo.environment
    if let name = environment["CORE_DEPENDENCY_CONTEXT"],
      let context = DependencyContext(rawValue: name)
    {
      return context
    }
    return isRunningTests ? .test : .live
  }()

  /// Whether a test runner (XCTest or Swift Testing) hosts this process.
  public static let isRunningTests: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil
      || environment["XCTestSessionIdentifier"] != nil
    {
      return true
    }
    let executable = ProcessInfo.processInfo.arguments.first ?? ""
    return executable.hasSuffix(".xctest") || executable.hasSuffix("/xctest")
      || executable.contains(".xctest/")
      || ProcessInfo.processInfo.arguments.contains("--testing-library")
  }()
}
