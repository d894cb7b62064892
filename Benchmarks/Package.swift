// swift-tools-version: 6.0
import PackageDescription

// Release-mode benchmarks of Core's send path, in a package of their own so that building
// or testing Core compiles only Core. Run them with Scripts/bench.sh; count their
// instructions with Scripts/instructions.sh.
//
// Core comes through Effects, as in every package but Effects (one copy of Core per process,
// docs/architecture.md): the figures include the dynamic library's call boundary, as the app's do.
let package = Package(
  name: "Benchmarks",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [
    .executable(name: "CoreBenchmarks", targets: ["CoreBenchmarks"]),
    .executable(name: "ReleaseCanaries", targets: ["ReleaseCanaries"]),
  ],
  dependencies: [.package(path: "../Packages/Effects")],
  targets: [
    .executableTarget(
      name: "CoreBenchmarks",
      dependencies: [.product(name: "Effects", package: "Effects"), "CoreBenchmarksAllocations"]
    ),
    // Misuses Core in a release build, to show that each stop names its cause
    // (Scripts/checks/release-traps.sh).
    .executableTarget(
      name: "ReleaseCanaries", dependencies: [.product(name: "Effects", package: "Effects")]),
    // Counts allocations per operation: replaces malloc and friends, forwarding to glibc's.
    .target(name: "CoreBenchmarksAllocations"),
  ],
  swiftLanguageModes: [.v6]
)
