// swift-tools-version: 6.0
import PackageDescription

// Release-mode benchmarks of Core's send path, in a package of their own so that building
// or testing Core compiles only Core. Run them with Scripts/bench.sh; count their
// instructions with Scripts/instructions.sh.
//
// NB: The one package besides Effects (and Core's tests) that names the Core product: the
// executable links Core alone, never Effects, so the process still holds one copy of Core
// (DESIGN.md, rule 1), and it measures Core without the dynamic library's call boundary.
let package = Package(
  name: "Benchmarks",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [.executable(name: "CoreBenchmarks", targets: ["CoreBenchmarks"])],
  dependencies: [.package(path: "../Packages/Core")],
  targets: [
    .executableTarget(
      name: "CoreBenchmarks",
      dependencies: [.product(name: "Core", package: "Core"), "CoreBenchmarksAllocations"]
    ),
    // Counts allocations per operation: replaces malloc and friends, forwarding to glibc's.
    .target(name: "CoreBenchmarksAllocations"),
  ],
  swiftLanguageModes: [.v6]
)
