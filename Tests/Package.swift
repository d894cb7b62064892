// swift-tools-version: 6.0
import PackageDescription

// End-to-end tests: the whole app driven through Root with a TestStore and test
// dependencies, across every feature package.
let package = Package(
  name: "Tests",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  dependencies: [
    .package(path: "../Packages/Effects"),
    .package(path: "../App"),
  ],
  targets: [
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        .product(name: "Effects", package: "Effects"),
        .product(name: "Root", package: "App"),
      ],
      path: "EndToEnd"
    )
  ],
  swiftLanguageModes: [.v6]
)
