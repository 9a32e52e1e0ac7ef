import Benchmark

let benchmarks: @Sendable () -> Void = {
  diffBenchmarks()
  layoutBenchmarks()
}
