// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Sectional",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "Sectional", targets: ["Sectional"]),
    .library(name: "SectionalTesting", targets: ["SectionalTesting"]),
    .library(name: "DemoScreens", targets: ["DemoScreens"]),
    // Every SectionalUIKit file is `#if canImport(UIKit)`: empty where UIKit does not exist.
    .library(name: "SectionalUIKit", targets: ["SectionalUIKit"]),
  ],
  targets: [
    .target(name: "Sectional"),
    .target(name: "SectionalTesting", dependencies: ["Sectional"]),
    .target(
      name: "DemoScreens",
      dependencies: ["Sectional"],
      resources: [.copy("Resources")]
    ),
    .testTarget(
      name: "DemoScreensTests", dependencies: ["DemoScreens", "Sectional", "SectionalTesting"]),
    .target(name: "SectionalUIKit", dependencies: ["Sectional"]),
    .testTarget(name: "SectionalTests", dependencies: ["Sectional", "SectionalTesting"]),
    .testTarget(name: "SectionalTestingTests", dependencies: ["Sectional", "SectionalTesting"]),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  // UIKit's documented declarations that SectionalUIKit uses, only for the Linux type check
  // (Scripts/typecheck-uikit.sh). Apple hosts compile SectionalUIKit against UIKit itself.
  package.targets.append(.target(name: "UIKitSurface"))
#endif
