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
    // Sectional screens in SwiftUI and SwiftUI views in rows; its views are
    // `#if canImport(SwiftUI)`, its navigation model is everywhere (and tested on Linux).
    .library(name: "SectionalSwiftUI", targets: ["SectionalSwiftUI"]),
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
    // zlib's inflate for PNG pictures (Debian/Ubuntu: `zlib1g-dev`; Apple: in the SDK).
    .systemLibrary(
      name: "CZlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    .target(name: "SectionalTerminal", dependencies: ["Sectional", "CZlib"]),
    .target(name: "SectionalUIKit", dependencies: ["Sectional"]),
    .target(name: "SectionalSwiftUI", dependencies: ["Sectional", "SectionalUIKit"]),
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
    // What several test targets share: fixtures, doc-example helpers, tmux and shell helpers.
    .target(name: "TestSupport", dependencies: ["Sectional"], path: "Tests/TestSupport"),
    .testTarget(
      name: "SectionalTests", dependencies: ["Sectional", "SectionalTesting", "TestSupport"]),
    .testTarget(
      name: "SectionalSwiftUITests",
      dependencies: ["Sectional", "SectionalSwiftUI", "SectionalTesting", "TestSupport"]),
    .testTarget(
      name: "SectionalTestingTests",
      dependencies: ["Sectional", "SectionalTesting", "TestSupport"]),
    .testTarget(
      name: "SectionalTerminalTests",
      dependencies: [
        "Sectional", "SectionalTerminal", "SectionalTesting", "TestSupport",
        "sectional-terminal-check",
      ]
    ),
    .testTarget(
      name: "DemoScreensTests",
      dependencies: [
        "DemoScreens", "Sectional", "SectionalTerminal", "SectionalTesting", "TestSupport",
      ]),
    // The data-file fuzzer renders in-process through the executable's own snapshot code
    // (`@testable import sectional_demo`).
    .testTarget(
      name: "SectionalDemoTests",
      dependencies: [
        "TestSupport", "sectional-demo", "DemoScreens", "Sectional", "SectionalTerminal",
      ]),
    .testTarget(
      name: "ConformanceTests",
      dependencies: ["Sectional", "SectionalTesting", "SectionalTerminal"]
    ),
    .testTarget(
      name: "SectionalSoakTests",
      dependencies: ["DemoScreens", "Sectional", "SectionalTerminal", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  // Linux has no UIKit: SectionalUIKit builds against UIKitSurface, Apple's documented
  // declarations that SectionalUIKit uses, made to behave as UIKit documents (a table view that
  // calls its data source and delegate, validates batch updates, lays rows out in a viewport).
  // SectionalUIKitTests run the renderer's real code through it. Apple hosts compile
  // SectionalUIKit against UIKit itself and build neither.
  package.targets.append(.target(name: "UIKitSurface"))
  for target in package.targets where target.name == "SectionalUIKit" {
    target.dependencies.append("UIKitSurface")
    target.swiftSettings = [.define("SECTIONAL_UIKIT_SURFACE")]
  }
  package.targets.append(
    .testTarget(
      name: "SectionalUIKitTests",
      dependencies: [
        "Sectional", "SectionalTesting", "SectionalUIKit", "TestSupport", "UIKitSurface",
      ]))
  // The renderer conformance suite runs SectionalUIKit too.
  for target in package.targets where target.name == "ConformanceTests" {
    target.dependencies += ["SectionalUIKit", "UIKitSurface"]
  }
#endif
