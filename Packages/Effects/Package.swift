// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Effects",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [
    // Dynamic, so that every package of a process shares this one copy of Core.
    .library(name: "Effects", type: .dynamic, targets: ["Effects"])
  ],
  dependencies: [
    .package(path: "../Core")
  ],
  targets: [
    .target(
      name: "Effects",
      dependencies: [.product(name: "Core", package: "Core")],
      resources: [.process("Resources")]
    ),
    .testTarget(name: "EffectsTests", dependencies: ["Effects"]),
  ],
  swiftLanguageModes: [.v6]
)
