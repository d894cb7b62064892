// swift-tools-version: 6.0
import PackageDescription

// End-to-end tests: the whole app driven through Root with a TestStore and test
// dependencies, across every feature package.
let package = Package(
  name: "Tests",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  dependencies: [
    .package(path: "../Packages/Effects"),
    .package(path: "../Packages/FeatureA"),
    .package(path: "../Packages/FeatureB1"),
    .package(path: "../Packages/FeatureB2"),
    .package(path: "../Packages/Login"),
    .package(path: "../Packages/TabBar"),
    .package(path: "../Packages/TerminalUI"),
    .package(path: "../App"),
  ],
  targets: [
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        .product(name: "Effects", package: "Effects"),
        .product(name: "FeatureA", package: "FeatureA"),
        .product(name: "FeatureB1", package: "FeatureB1"),
        .product(name: "FeatureB2", package: "FeatureB2"),
        .product(name: "Login", package: "Login"),
        .product(name: "TabBar", package: "TabBar"),
        .product(name: "TerminalUI", package: "TerminalUI"),
        .product(name: "Root", package: "App"),
        .product(name: "SessionRecording", package: "App"),
      ],
      path: "EndToEnd"
    )
  ],
  swiftLanguageModes: [.v6]
)
