// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Core",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [
    .library(name: "Core", targets: ["Core"]),
    // Release-mode benchmarks of the send path; run them with Scripts/bench.sh.
    .executable(name: "CoreBenchmarks", targets: ["CoreBenchmarks"]),
  ],
  targets: [
    .target(name: "Core", dependencies: ["CoreThreadLocal"]),
    // The C thread-local slot a store's reduce context lives in (Swift has none of its own).
    .target(name: "CoreThreadLocal"),
    .testTarget(name: "CoreTests", dependencies: ["Core"]),
    .executableTarget(name: "CoreBenchmarks", dependencies: ["Core", "CoreBenchmarksAllocations"]),
    .target(name: "CoreBenchmarksAllocations"),
  ],
  swiftLanguageModes: [.v6]
)
