// swift-tools-version: 6.0
import PackageDescription

// A fixture for Scripts/checks/one-copy-of-core.sh: an executable that depends on Effects, on
// a feature module of its own and on the app's Root (so on every feature package), the way
// the App executable does. The check proves Core is linked once, inside libEffects.so, and
// that a dependency override made in one module reaches a reducer in another.
let package = Package(
  name: "OneCopyOfCore",
  platforms: [.macOS("15.4"), .iOS("18.4")],
  dependencies: [
    .package(path: "../../../Packages/Effects"),
    .package(path: "../../../Packages/Login"),
    .package(path: "../../../App"),
  ],
  targets: [
    .target(name: "FixtureFeature", dependencies: [.product(name: "Effects", package: "Effects")]),
    .executableTarget(
      name: "OneCopyProbe",
      dependencies: [
        "FixtureFeature",
        .product(name: "Effects", package: "Effects"),
        .product(name: "Login", package: "Login"),
        .product(name: "Root", package: "App"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
