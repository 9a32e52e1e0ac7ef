@_spi(Benchmarks) import BenchmarkSupport
@_spi(Benchmarks) import Sectional

/// The layout scenarios: the height tree against a prefix-sum array, at 1M and 10M rows.
enum LayoutComparison {
  static func run() {
    for count in [1_000_000, 10_000_000] {
      scenarios(count: count)
    }
  }

  /// Times `operations` random operations and returns the median per operation, in ms.
  static func perOperation(_ operations: Int, iterations: Int, _ body: () -> Void) -> Double {
    medianMilliseconds(iterations: iterations, body) / Double(operations)
  }

  /// Per-operation times in nanoseconds, for lines whose milliseconds round to 0.
  static func nanoseconds(_ sectional: Double, _ baseline: Double, _ kind: String) -> KeyValuePairs<
    String, String
  > {
    [
      "sectional_ns": format(sectional * 1e6), "baseline_ns": format(baseline * 1e6),
      "baseline": kind,
    ]
  }

  static func scenarios(count: Int) {
    let label = count >= 10_000_000 ? "10M" : "1M"
    let heights = LayoutScenarios.heights(count: count)
    var sink = 0.0

    let buildIterations = count >= 10_000_000 ? 3 : 7
    let treeBuild = medianMilliseconds(iterations: buildIterations) {
      sink += HeightTree(heights: heights).totalHeight
    }
    let baselineBuild = medianMilliseconds(iterations: buildIterations) {
      sink += PrefixSumLayout(heights: heights).offsets[count]
    }
    print(comparisonLine("layout_build_\(label)", sectional: treeBuild, baseline: baselineBuild))

    var tree = HeightTree(heights: heights)
    var baseline = PrefixSumLayout(heights: heights)
    var rng = SplitMix64(seed: 7)
    let total = tree.totalHeight

    // Update one height at a random position. Both sides replay the same precomputed updates
    // (the baseline, at O(n) each, only the first few of them), so neither draws luckier
    // positions nor pays for the generator inside the timing.
    let updates = 10_000
    let updatePositions = (0..<updates).map { _ in Int(rng.next() % UInt64(count)) }
    let updateHeights = (0..<updates).map { _ in Double(20 + rng.next() % 101) }
    let treeUpdate = perOperation(updates, iterations: 5) {
      for operation in 0..<updates {
        tree.setHeight(updateHeights[operation], at: updatePositions[operation])
      }
    }
    let baselineUpdates = 8
    let baselineUpdate = perOperation(baselineUpdates, iterations: 5) {
      for operation in 0..<baselineUpdates {
        baseline.setHeight(updateHeights[operation], at: updatePositions[operation])
      }
    }
    print(
      comparisonLine(
        "layout_update_one_\(label)", sectional: treeUpdate, baseline: baselineUpdate,
        extra: ["sectional_ns": format(treeUpdate * 1e6)]))

    // Insert 1,000 rows in the middle.
    let run = LayoutScenarios.heights(count: 1_000, seed: 9)
    let treeInsert = medianMilliseconds(iterations: 21) {
      tree.insert(contentsOf: run, at: tree.count / 2)
    }
    let baselineInsert = medianMilliseconds(iterations: 5) {
      baseline.insert(contentsOf: run, at: baseline.heights.count / 2)
    }
    print(
      comparisonLine(
        "layout_insert_1000_middle_\(label)", sectional: treeInsert, baseline: baselineInsert))

    // Offset of a random item; item at a random offset; a 60-row viewport. Read-only queries run
    // on constants, as a renderer's would (a captured `var` adds exclusivity checks).
    let frozenTree = tree
    let frozenBaseline = baseline
    let lookups = 200_000
    let indexes = (0..<lookups).map { _ in Int(rng.next() % UInt64(count)) }
    let offsets = (0..<lookups).map { _ in Double(rng.next() % UInt64(total)) }
    let treeOffset = perOperation(lookups, iterations: 5) {
      for index in indexes { sink += frozenTree.offset(of: index) }
    }
    let baselineOffset = perOperation(lookups, iterations: 5) {
      for index in indexes { sink += frozenBaseline.offset(of: index) }
    }
    print(
      comparisonLine(
        "layout_offset_of_item_\(label)", sectional: treeOffset, baseline: baselineOffset,
        extra: nanoseconds(treeOffset, baselineOffset, "array_read")))
    let baselineSearch = perOperation(lookups, iterations: 5) {
      for offset in offsets { sink += Double(frozenBaseline.index(atOffset: offset)) }
    }
    print(
      comparisonLine(
        "layout_offset_of_item_vs_search_\(label)", sectional: treeOffset, baseline: baselineSearch,
        extra: nanoseconds(treeOffset, baselineSearch, "binary_search")))
    let treeItem = perOperation(lookups, iterations: 5) {
      for offset in offsets { sink += Double(frozenTree.index(atOffset: offset)?.index ?? 0) }
    }
    print(
      comparisonLine(
        "layout_item_at_offset_\(label)", sectional: treeItem, baseline: baselineSearch,
        extra: nanoseconds(treeItem, baselineSearch, "binary_search")))
    let viewport = 60 * 70.0  // about 60 rows of the 20...120 heights
    let ranges = 20_000
    let treeVisible = perOperation(ranges, iterations: 5) {
      for offset in offsets.prefix(ranges) {
        sink += Double(LayoutScenarios.visibleCount(frozenTree, top: offset, height: viewport))
      }
    }
    let baselineVisible = perOperation(ranges, iterations: 5) {
      for offset in offsets.prefix(ranges) {
        sink += Double(frozenBaseline.visibleRange(top: offset, height: viewport).count)
      }
    }
    print(
      comparisonLine(
        "layout_visible_60_rows_\(label)", sectional: treeVisible, baseline: baselineVisible,
        extra: nanoseconds(treeVisible, baselineVisible, "linear_scan_after_search")))

    if count == 1_000_000 {
      let fresh = HeightTree(heights: heights)
      let bytes = Double(fresh.memoryFootprint) / Double(count)
      let layout = ListLayout(
        content: ListContent(sections: [
          Section(id: 0, rows: (0..<count).map { Row(id: $0, TextItem(""), height: .fixed(44)) })
        ]), width: 375, viewportHeight: 800)
      let layoutBytes = Double(layout.memoryFootprint) / Double(count)
      print(
        "layout_bytes_per_row_1M tree=\(format(bytes)) list_layout=\(format(layoutBytes)) baseline=16.000"
      )
    }
    if sink == -1 { print(sink) }
  }
}
