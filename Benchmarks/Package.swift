// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that the library never depends on package-benchmark.
// Run them with `swift package --package-path Benchmarks benchmark`, and the same-run comparison
// against baselines with `swift run -c release --package-path Benchmarks sectional-compare`.
let package = Package(
  name: "SectionalBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Sectional", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "BenchmarkSupport",
      dependencies: [.product(name: "Sectional", package: "Sectional")]
    ),
    // glibc's heap statistics, which Swift's Glibc module does not declare.
    .target(name: "CMallocStats"),
    .executableTarget(
      name: "sectional-compare",
      dependencies: [
        "BenchmarkSupport", "CMallocStats", .product(name: "Sectional", package: "Sectional"),
        .product(name: "SectionalTerminal", package: "Sectional"),
        .product(name: "SectionalTesting", package: "Sectional"),
      ]
    ),
    .executableTarget(
      name: "SectionalBenchmarks",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Sectional", package: "Sectional"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/SectionalBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
