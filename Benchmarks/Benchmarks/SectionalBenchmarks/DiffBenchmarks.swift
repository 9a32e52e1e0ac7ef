import Benchmark
import BenchmarkSupport
import Sectional

/// The diff scenarios of issue 3 (see `DiffScenarios`), through the path users run:
/// `ListContent` → `StagedChangeset(from:to:)`. Each scenario's data is built once, before the
/// measured iterations.
func diffBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
    maxDuration: .seconds(5), maxIterations: 200)
  let scenarios: [(String, @Sendable () -> DiffScenario)] = [
    ("dk_5k", { DiffScenarios.all()[0] }),
    (
      "dk_100k",
      {
        DiffScenarios.flat(
          "dk_100k", count: 100_000, deleted: 20_000..<30_000, insertAt: 30_000, shuffled: 2_000)
      }
    ),
    ("sectioned_100x1000", { DiffScenarios.sectioned() }),
  ]
  for (name, make) in scenarios {
    Benchmark("diff \(name)", configuration: configuration) { benchmark in
      let scenario = make()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(try StagedChangeset(from: scenario.old, to: scenario.new))
      }
    }
  }
}
