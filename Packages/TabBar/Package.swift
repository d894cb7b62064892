// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TabBar",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [.library(name: "TabBar", targets: ["TabBar"])],
  dependencies: [
    .package(path: "../Effects"),
    .package(path: "../FeatureA"),
    .package(path: "../FeatureB1"),
    .package(path: "../FeatureB2"),
    // new-feature.sh --tab adds a line above this one.
    .package(path: "../TerminalUI"),
  ],
  targets: [
    .target(
      name: "TabBar",
      dependencies: [
        .product(name: "Effects", package: "Effects"),
        .product(name: "FeatureA", package: "FeatureA"),
        .product(name: "FeatureB1", package: "FeatureB1"),
        // new-feature.sh --tab adds a line above this one.
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .testTarget(
      name: "TabBarTests",
      dependencies: [
        "TabBar",
        .product(name: "Effects", package: "Effects"),
        .product(name: "FeatureA", package: "FeatureA"),
        .product(name: "FeatureB1", package: "FeatureB1"),
        .product(name: "FeatureB2", package: "FeatureB2"),
        // new-feature.sh --tab adds a line above this one.
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .executableTarget(
      name: "TabBarPreview",
      dependencies: [
        "TabBar",
        .product(name: "Effects", package: "Effects"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
