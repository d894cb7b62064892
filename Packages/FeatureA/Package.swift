// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FeatureA",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [.library(name: "FeatureA", targets: ["FeatureA"])],
  dependencies: [
    .package(path: "../Effects"), .package(path: "../FactLoading"), .package(path: "../TerminalUI"),
  ],
  targets: [
    .target(
      name: "FeatureA",
      dependencies: [
        .product(name: "Effects", package: "Effects"),
        .product(name: "FactLoading", package: "FactLoading"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .testTarget(
      name: "FeatureATests",
      dependencies: [
        "FeatureA",
        .product(name: "Effects", package: "Effects"),
        .product(name: "FactLoading", package: "FactLoading"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .executableTarget(
      name: "FeatureAPreview",
      dependencies: [
        "FeatureA",
        .product(name: "Effects", package: "Effects"),
        .product(name: "FactLoading", package: "FactLoading"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
