// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FeatureB2",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [.library(name: "FeatureB2", targets: ["FeatureB2"])],
  dependencies: [
    .package(path: "../Effects"), .package(path: "../FactLoading"), .package(path: "../TerminalUI"),
  ],
  targets: [
    .target(
      name: "FeatureB2",
      dependencies: [
        .product(name: "Effects", package: "Effects"),
        .product(name: "FactLoading", package: "FactLoading"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .testTarget(
      name: "FeatureB2Tests",
      dependencies: [
        "FeatureB2",
        .product(name: "Effects", package: "Effects"),
        .product(name: "FactLoading", package: "FactLoading"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .executableTarget(
      name: "FeatureB2Preview",
      dependencies: [
        "FeatureB2",
        .product(name: "Effects", package: "Effects"),
        .product(name: "FactLoading", package: "FactLoading"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
