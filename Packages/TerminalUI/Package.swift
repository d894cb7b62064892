// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TerminalUI",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [.library(name: "TerminalUI", targets: ["TerminalUI"])],
  dependencies: [.package(path: "../Effects")],
  targets: [
    .target(name: "TerminalUI", dependencies: [.product(name: "Effects", package: "Effects")]),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", .product(name: "Effects", package: "Effects")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
