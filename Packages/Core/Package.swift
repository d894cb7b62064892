// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Core",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [
    .library(name: "Core", targets: ["Core"]),
    // Links XCTest and Swift Testing: add it to test targets only, never to a program.
    .library(name: "CoreTestSupport", targets: ["CoreTestSupport"]),
    // Release-mode benchmarks of the send path; run them with Scripts/bench.sh.
    .executable(name: "CoreBenchmarks", targets: ["CoreBenchmarks"]),
  ],
  targets: [
    .target(name: "Core"),
    .target(name: "CoreTestSupport", dependencies: ["CoreTestSupportLoader"]),
    .target(name: "CoreTestSupportLoader"),
    .testTarget(name: "CoreTests", dependencies: ["Core", "CoreTestSupport"]),
    .executableTarget(name: "CoreBenchmarks", dependencies: ["Core", "CoreBenchmarksAllocations"]),
    .target(name: "CoreBenchmarksAllocations"),
  ],
  swiftLanguageModes: [.v6]
)
