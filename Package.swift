// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Sectional",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "Sectional", targets: ["Sectional"]),
    .library(name: "SectionalTesting", targets: ["SectionalTesting"]),
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
    .testTarget(name: "SectionalTests", dependencies: ["Sectional", "SectionalTesting"]),
    .testTarget(name: "SectionalTestingTests", dependencies: ["Sectional", "SectionalTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
