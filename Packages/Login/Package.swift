// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Login",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [.library(name: "Login", targets: ["Login"])],
  dependencies: [
    .package(path: "../Effects"),
    .package(path: "../TerminalUI"),
  ],
  targets: [
    .target(
      name: "Login",
      dependencies: [
        .product(name: "Effects", package: "Effects"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .testTarget(
      name: "LoginTests",
      dependencies: [
        "Login", .product(name: "Effects", package: "Effects"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
    .executableTarget(
      name: "LoginPreview",
      dependencies: [
        "Login",
        .product(name: "Effects", package: "Effects"),
        .product(name: "TerminalUI", package: "TerminalUI"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
