// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FeatureB1",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [.library(name: "FeatureB1", targets: ["FeatureB1"])],
  dependencies: [
    .package(path: "../Effects"), .package(path: "../FactLoading"), .package(path: "../TerminalUI"),
    .package(path: "../FeatureB2"),
  ],
  targets: [
    .target(
      name: "FeatureB1",
      dependencies: [
        .product(name: "Effects", package: "Effects"),
        .product(name: "FactLoading", package: "FactLoading"),
        .product(name: "TerminalUI", package: "TerminalUI"),
        .product(name: "FeatureB2", package: "FeatureB2"),
      ]
    ),
    .testTarget(
      name: "FeatureB1Tests",
      dependencies: [
        "FeatureB1",
        .product(name: "Effects", package: "Effects"),
        .product(name: "FactLoading", package: "FactLoading"),
        .product(name: "TerminalUI", package: "TerminalUI"),
        .product(name: "FeatureB2", package: "FeatureB2"),
      ]
    ),
    .executableTarget(
      name: "FeatureB1Preview",
      dependencies: [
        "FeatureB1",
        .product(name: "Effects", package: "Effects"),
        .product(name: "FactLoading", package: "FactLoading"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
