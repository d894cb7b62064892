// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Effects",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [
    // Dynamic, so that every package of a process shares this one copy of Core. One library,
    // two modules: features import Effects (the clients' interfaces, test and preview
    // values); only App and the previews import EffectsLive (HTTP, the terminal through
    // termios, every liveValue), so a change there recompiles no feature.
    .library(name: "Effects", type: .dynamic, targets: ["Effects", "EffectsLive"])
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
    .target(name: "EffectsLive", dependencies: ["Effects"]),
    .testTarget(name: "EffectsTests", dependencies: ["Effects", "EffectsLive"]),
  ],
  swiftLanguageModes: [.v6]
)
