// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "App",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [
    .library(name: "Root", targets: ["Root"]),
    .library(name: "AppCommand", targets: ["AppCommand"]),
    .library(name: "SessionRecording", targets: ["SessionRecording"]),
    .executable(name: "App", targets: ["App"]),
  ],
  dependencies: [
    .package(path: "../Packages/Effects"),
    .package(path: "../Packages/FeatureA"),
    .package(path: "../Packages/FeatureB1"),
    .package(path: "../Packages/FeatureB2"),
    .package(path: "../Packages/Login"),
    .package(path: "../Packages/TabBar"),
    .package(path: "../Packages/TerminalUI"),
  ],
  targets: [
    .target(
      name: "Root",
      dependencies: [
        .product(name: "Effects", package: "Effects"),
        .product(name: "Login", package: "Login"),
        .product(name: "TabBar", package: "TabBar"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .testTarget(
      name: "RootTests",
      dependencies: [
        "Root",
        .product(name: "Effects", package: "Effects"),
        .product(name: "TerminalUI", package: "TerminalUI"),
        .product(name: "Login", package: "Login"),
        .product(name: "TabBar", package: "TabBar"),
        .product(name: "FeatureB1", package: "FeatureB1"),
      ]
    ),
    .executableTarget(
      name: "App",
      dependencies: [
        "AppCommand", "Root", "SessionRecording",
        .product(name: "Effects", package: "Effects"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .executableTarget(
      name: "AppBenchmarks",
      dependencies: [
        "Root",
        .product(name: "FeatureA", package: "FeatureA"),
        .product(name: "FeatureB1", package: "FeatureB1"),
        .product(name: "FeatureB2", package: "FeatureB2"),
        .product(name: "Login", package: "Login"),
        .product(name: "TabBar", package: "TabBar"),
        .product(name: "Effects", package: "Effects"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .target(name: "AppCommand", dependencies: [.product(name: "Effects", package: "Effects")]),
    .target(
      name: "SessionRecording",
      dependencies: [
        "AppCommand", "Root",
        .product(name: "Effects", package: "Effects"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .testTarget(
      name: "AppCommandTests",
      dependencies: [
        "AppCommand",
        .product(name: "Effects", package: "Effects"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
