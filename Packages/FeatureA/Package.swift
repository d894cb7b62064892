// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FeatureA",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [.library(name: "FeatureA", targets: ["FeatureA"])],
  dependencies: [.package(path: "../Effects")],
  targets: [
    .target(name: "FeatureA", dependencies: [.product(name: "Effects", package: "Effects")]),
    .testTarget(name: "FeatureATests", dependencies: ["FeatureA"]),
  ],
  swiftLanguageModes: [.v6]
)
