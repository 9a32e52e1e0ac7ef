// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Sectional",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "Sectional", targets: ["Sectional"]),
    .library(name: "SectionalTesting", targets: ["SectionalTesting"]),
    .library(name: "SectionalTerminal", targets: ["SectionalTerminal"]),
    // Every SectionalUIKit file is `#if canImport(UIKit)`: empty where UIKit does not exist.
    .library(name: "SectionalUIKit", targets: ["SectionalUIKit"]),
    .library(name: "DemoScreens", targets: ["DemoScreens"]),
    .executable(name: "sectional-demo", targets: ["sectional-demo"]),
  ],
  dependencies: [
    // Only the demo's command line uses it; the libraries depend on nothing outside the package.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0")
  ],
  targets: [
    .target(name: "Sectional"),
    .target(name: "SectionalTesting", dependencies: ["Sectional"]),
    .target(name: "SectionalTerminal", dependencies: ["Sectional"]),
    .target(name: "SectionalUIKit", dependencies: ["Sectional"]),
    .target(
      name: "DemoScreens",
      dependencies: ["Sectional"],
      resources: [.copy("Resources")]
    ),
    .executableTarget(
      name: "sectional-demo",
      dependencies: [
        "DemoScreens", "Sectional", "SectionalTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "sectional-terminal-check", dependencies: ["SectionalTerminal"]),
    .testTarget(name: "SectionalTests", dependencies: ["Sectional", "SectionalTesting"]),
    .testTarget(name: "SectionalTestingTests", dependencies: ["Sectional", "SectionalTesting"]),
    .testTarget(
      name: "SectionalTerminalTests",
      dependencies: ["Sectional", "SectionalTerminal", "sectional-terminal-check"]
    ),
    .testTarget(
      name: "DemoScreensTests", dependencies: ["DemoScreens", "Sectional", "SectionalTesting"]),
    .testTarget(name: "SectionalDemoTests", dependencies: ["sectional-demo"]),
    .testTarget(
      name: "SectionalSoakTests", dependencies: ["DemoScreens", "Sectional", "SectionalTerminal"]),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  // UIKit's documented declarations that SectionalUIKit uses, only for the Linux type check
  // (Scripts/typecheck-uikit.sh). Apple hosts compile SectionalUIKit against UIKit itself.
  package.targets.append(.target(name: "UIKitSurface"))
#endif
