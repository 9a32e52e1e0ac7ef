// swift-tools-version: 5.9
// An iOS app showing the demo's Settings and Feed screens and a contacts list in SwiftUI, with
// SectionalSwiftUI. Open this folder in Xcode (or Swift Playgrounds) on a Mac. This repository's
// CI type-checks its sources against Apple's iPhoneOS SDK when that SDK is set up (see README.md)
// but never builds or runs the app.
import PackageDescription

#if canImport(AppleProductTypes)
  import AppleProductTypes
#endif

let package = Package(
  name: "SectionalExample",
  platforms: [.iOS(.v16)],
  products: [
    #if canImport(AppleProductTypes)
      .iOSApplication(
        name: "SectionalExample",
        targets: ["SectionalExample"],
        bundleIdentifier: "org.sectional.example",
        displayVersion: "1.0",
        bundleVersion: "1",
        appIcon: .placeholder(icon: .calendar),
        accentColor: .presetColor(.blue),
        supportedDeviceFamilies: [.pad, .phone],
        supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]
      )
    #endif
  ],
  dependencies: [.package(name: "Sectional", path: "../..")],
  targets: [
    .executableTarget(
      name: "SectionalExample",
      dependencies: [
        .product(name: "SectionalSwiftUI", package: "Sectional"),
        .product(name: "SectionalUIKit", package: "Sectional"),
        // The screens shared with the terminal demo: one source, Sources/DemoScreens.
        .product(name: "DemoScreens", package: "Sectional"),
      ]
    )
  ]
)
