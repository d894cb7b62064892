// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Core",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [.library(name: "Core", targets: ["Core"])],
  targets: [
    .target(name: "Core", dependencies: ["CoreThreadLocal"]),
    // The C thread-local slot a store's reduce context lives in (Swift has none of its own).
    .target(name: "CoreThreadLocal"),
    .testTarget(name: "CoreTests", dependencies: ["Core"]),
  ],
  swiftLanguageModes: [.v6]
)
