import Benchmark
@_spi(Benchmarks) import BenchmarkSupport
@_spi(Benchmarks) import Sectional

func layoutBenchmarks() {
  let heights = LayoutScenarios.heights(count: 1_000_000)

  Benchmark("Layout: build a 1M-row height tree") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(HeightTree(heights: heights))
    }
  }

  Benchmark("Layout: update one height in 1M rows") { benchmark in
    var tree = HeightTree(heights: heights)
    var rng = SplitMix64(seed: 1)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      tree.setHeight(Double(rng.next() % 100), at: Int(rng.next() % 1_000_000))
    }
    blackHole(tree.totalHeight)
  }

  Benchmark("Layout: insert 1,000 rows in the middle of 1M") { benchmark in
    var tree = HeightTree(heights: heights)
    let run = LayoutScenarios.heights(count: 1_000, seed: 2)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      tree.insert(contentsOf: run, at: tree.count / 2)
    }
    blackHole(tree.count)
  }

  Benchmark("Layout: item at offset in 1M rows") { benchmark in
    let tree = HeightTree(heights: heights)
    var rng = SplitMix64(seed: 3)
    let total = UInt64(tree.totalHeight)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(tree.index(atOffset: Double(rng.next() % total)))
    }
  }

  Benchmark("Layout: offset of item in 1M rows") { benchmark in
    let tree = HeightTree(heights: heights)
    var rng = SplitMix64(seed: 4)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(tree.offset(of: Int(rng.next() % 1_000_000)))
    }
  }
}
