// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Login",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  products: [.library(name: "Login", targets: ["Login"])],
  dependencies: [.package(path: "../Effects")],
  targets: [
    .target(name: "Login", dependencies: [.product(name: "Effects", package: "Effects")]),
    .testTarget(name: "LoginTests", dependencies: ["Login"]),
  ],
  swiftLanguageModes: [.v6]
)
