// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FactLoading",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [.library(name: "FactLoading", targets: ["FactLoading"])],
  dependencies: [.package(path: "../Effects"), .package(path: "../TerminalUI")],
  targets: [
    .target(
      name: "FactLoading",
      dependencies: [
        .product(name: "Effects", package: "Effects"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .testTarget(
      name: "FactLoadingTests",
      dependencies: [
        "FactLoading",
        .product(name: "Effects", package: "Effects"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
