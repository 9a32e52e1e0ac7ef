// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Sectional",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "Sectional", targets: ["Sectional"]),
    .library(name: "SectionalTesting", targets: ["SectionalTesting"]),
    .library(name: "SectionalTerminal", targets: ["SectionalTerminal"]),
  ],
  targets: [
    .target(name: "Sectional"),
    .target(name: "SectionalTesting", dependencies: ["Sectional"]),
    .target(name: "SectionalTerminal", dependencies: ["Sectional"]),
    .executableTarget(name: "sectional-terminal-check", dependencies: ["SectionalTerminal"]),
    .testTarget(name: "SectionalTests", dependencies: ["Sectional", "SectionalTesting"]),
    .testTarget(name: "SectionalTestingTests", dependencies: ["Sectional", "SectionalTesting"]),
    .testTarget(
      name: "SectionalTerminalTests",
      dependencies: ["SectionalTerminal", "sectional-terminal-check"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
