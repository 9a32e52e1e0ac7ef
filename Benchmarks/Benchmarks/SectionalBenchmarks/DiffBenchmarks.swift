import Benchmark

func diffBenchmarks() {}
