import Benchmark

func layoutBenchmarks() {}
