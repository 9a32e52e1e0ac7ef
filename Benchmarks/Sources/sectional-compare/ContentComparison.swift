import BenchmarkSupport
import CMallocStats
import Foundation
import Sectional

/// The content scenarios of issue 17: what building and holding standard content costs next to
/// diffing it. Standard content is one section of rows with UUID ids and a `TextItem` with a
/// short title, no handlers, built with the result builders as a screen builds it. Each line
/// prints a ratio and its target; every figure comes from this one run.
enum ContentComparison {
  /// A row of the model a screen maps to content.
  struct Item {
    var id: UUID
    var title: String
  }

  static func run() {
    print(
      "# content: one section of Row(id: UUID, TextItem(short title)) built with the builders;"
        + " the new content changes 1% of the rows (0.5% retitled, 0.25% deleted, 0.25% inserted)")
    memory(count: 1_000_000)
    for count in [100_000, 1_000_000] {
      MainActor.assumeIsolated { scenarios(count: count) }
    }
  }

  /// The model before and after a 1% change.
  static func items(count: Int) -> (old: [Item], new: [Item]) {
    var rng = SplitMix64(seed: 0x17_C0DE &+ UInt64(count))
    let old = (0..<count).map { Item(id: DiffScenarios.uuid(&rng), title: "Item \($0)") }
    var new: [Item] = []
    new.reserveCapacity(count)
    for (index, item) in old.enumerated() {
      switch index % 400 {
      case 0, 200: new.append(Item(id: item.id, title: "Item \(index)*"))
      case 100: continue
      case 300:
        new.append(item)
        new.append(Item(id: DiffScenarios.uuid(&rng), title: "New \(index)"))
      default: new.append(item)
      }
    }
    return (old, new)
  }

  /// Content as a screen builds it.
  static func build(_ items: [Item]) -> ListContent {
    ListContent {
      Section(id: 0) {
        for item in items {
          Row(id: item.id, TextItem(item.title))
        }
      }
    }
  }

  /// The rows of `items` made by `map`, without the builders. Not isolated to the main actor,
  /// as ``build(_:)`` is not: a closure formed in a main-actor function checks its executor on
  /// every call, which would be measured here and not in the builder.
  static func rows(_ items: [Item]) -> [Row] {
    items.map { Row(id: $0.id, TextItem($0.title)) }
  }

  /// An item of the `ForEach` scenarios: the same fields, `Equatable`, so that the diff compares
  /// items instead of making rows. (A type of its own: making `Item` itself `Equatable` moved
  /// the built rows' diff from 2.9 to 4.7 ms in this file, an effect on the measurement, not on
  /// the library, so the built lines keep their type.)
  struct LazyItem: Equatable, Sendable {
    var id: UUID
    var title: String
  }

  /// The same content through a `ForEach`: the section keeps the items and the row function, and
  /// rows are made only when read.
  static func buildLazy(_ items: [LazyItem]) -> ListContent {
    ListContent {
      Section(id: 0) {
        ForEach(items, id: \.id) { item in Row(id: item.id, TextItem(item.title)) }
      }
    }
  }

  /// A renderer that only keeps a layout, as every renderer does.
  @MainActor
  final class LayoutRenderer: ListRenderer {
    var layout: ListLayout

    init(content: ListContent) {
      layout = ListLayout(content: content, width: 80, viewportHeight: 24)
    }

    func apply(_ changes: StagedChangeset, from controller: ListController) {
      layout.apply(changes)
    }

    func reloadData(from controller: ListController) {
      layout.reload(controller.content)
    }
  }

  /// Every content scenario at `count` rows, measured in turns (see
  /// `interleavedMedianMilliseconds`), so that each ratio compares figures that saw the same
  /// drift of the machine's speed, and printed. Every scenario's contents, controllers and
  /// layouts stay alive throughout, so each figure is taken with the others' memory in use.
  @MainActor
  static func scenarios(count: Int) {
    let label = count >= 1_000_000 ? "1M" : "100k"
    let iterations = count >= 1_000_000 ? 5 : 15
    let (oldItems, newItems) = items(count: count)
    let old = build(oldItems)
    let new = build(newItems)
    let oldLazyItems = oldItems.map { LazyItem(id: $0.id, title: $0.title) }
    let newLazyItems = newItems.map { LazyItem(id: $0.id, title: $0.title) }
    let lazyOld = buildLazy(oldLazyItems)
    let lazyNew = buildLazy(newLazyItems)

    var sink = 0
    let rebuildRound = rebuilder(from: old, alternating: (newItems, oldItems), build: build)
    let lazyRebuildRound = rebuilder(
      from: lazyOld, alternating: (newLazyItems, oldLazyItems), build: buildLazy)
    let times = interleavedMedianMilliseconds(
      iterations: iterations,
      [
        { sink &+= build(newItems).sections.count },
        // The same rows without the builders: what making the rows themselves costs.
        { sink &+= rows(newItems).count },
        { sink &+= ((try? StagedChangeset(from: old, to: new)) ?? StagedChangeset()).changeCount },
        // Every id of both contents hashed once, as a hash table of them would.
        {
          for item in oldItems { sink &+= item.id.hashValue }
          for item in newItems { sink &+= item.id.hashValue }
        },
        rebuildRound,
        // The same scenarios with the rows in a `ForEach`.
        { sink &+= buildLazy(newLazyItems).sections.count },
        // The diff of content just built against the content shown (whose ids the last diff
        // read and kept): it reads every new id from the items, as a rebuild's diff does.
        {
          sink &+=
            ((try? StagedChangeset(from: lazyOld, to: buildLazy(newLazyItems)))
            ?? StagedChangeset()).changeCount
        },
        // Diffing the same two contents again: both keep the ids they read.
        {
          sink &+=
            ((try? StagedChangeset(from: lazyOld, to: lazyNew)) ?? StagedChangeset()).changeCount
        },
        lazyRebuildRound,
      ])
    let (buildTime, mapTime, diffTime, hashTime, rebuildTime) = (
      times[0], times[1], times[2], times[3], times[4]
    )
    let (lazyBuildTime, lazyDiffTime, lazyKeptDiffTime, lazyRebuildTime) = (
      times[5], times[6], times[7], times[8]
    )
    print(
      ratioLine(
        "content_build_\(label)", ("build_ms", buildTime), ("diff_ms", diffTime),
        ratio: "build_per_diff", target: "<=0.25"))
    print(
      ratioLine(
        "content_rows_without_builders_\(label)", ("map_ms", mapTime), ("diff_ms", diffTime),
        ratio: "map_per_diff", target: "(the rows alone)"))
    print(
      ratioLine(
        "rebuild_1pct_\(label)", ("rebuild_ms", rebuildTime), ("diff_ms", diffTime),
        ratio: "rebuild_per_diff", target: "<=2"))
    print(
      ratioLine(
        "diff_vs_hash_\(label)", ("diff_ms", diffTime), ("hash_ms", hashTime),
        ratio: "diff_per_hash", target: "<=3"))
    // The lazy content's own ratios use its diff; the `_vs_built_diff` lines compare it with
    // the built rows' diff.
    print(
      ratioLine(
        "content_build_lazy_\(label)", ("build_ms", lazyBuildTime), ("diff_ms", lazyDiffTime),
        ratio: "build_per_diff", target: "<=0.25"))
    print(
      ratioLine(
        "rebuild_1pct_lazy_\(label)", ("rebuild_ms", lazyRebuildTime), ("diff_ms", lazyDiffTime),
        ratio: "rebuild_per_diff", target: "<=2"))
    // The lazy figures against the built rows' diff: what a screen gains by the `ForEach`.
    print(
      ratioLine(
        "content_build_lazy_vs_built_diff_\(label)", ("build_ms", lazyBuildTime),
        ("diff_ms", diffTime), ratio: "build_per_diff", target: "<=0.25"))
    print(
      ratioLine(
        "rebuild_1pct_lazy_vs_built_diff_\(label)", ("rebuild_ms", lazyRebuildTime),
        ("diff_ms", diffTime), ratio: "rebuild_per_diff", target: "<=2"))
    print(
      ratioLine(
        "diff_lazy_vs_built_\(label)", ("lazy_diff_ms", lazyDiffTime), ("diff_ms", diffTime),
        ratio: "lazy_per_built", target: "(the new ids read from the items)"))
    print(
      ratioLine(
        "diff_lazy_ids_kept_vs_built_\(label)", ("lazy_diff_ms", lazyKeptDiffTime),
        ("diff_ms", diffTime), ratio: "lazy_per_built", target: "(both contents' ids kept)"))
    if sink == 42 { print("") }
  }

  /// One round of the host's whole rebuild (builder, validation and diff through
  /// `update(to:)`, layout update), from `old` to the content of each model in turn: every
  /// round goes to the other model's content, so every round is the same change.
  ///
  /// - Parameters:
  ///   - old: The content shown first (built from the second model).
  ///   - models: The two models, the first one shown next.
  ///   - build: Content as a screen builds it from a model.
  @MainActor
  static func rebuilder<Model>(
    from old: ListContent, alternating models: (Model, Model),
    build: @escaping (Model) -> ListContent
  ) -> () -> Void {
    let controller = try? ListController(content: old)
    let renderer = LayoutRenderer(content: old)
    controller?.connect(renderer)
    var target = models
    return {
      try? controller?.update(to: build(target.0))
      target = (target.1, target.0)
      withExtendedLifetime(renderer) {}
    }
  }

  /// `NAME a_ms=… b_ms=… RATIO=a/b target=…`.
  static func ratioLine(
    _ name: String, _ measured: (String, Double), _ reference: (String, Double), ratio: String,
    target: String
  ) -> String {
    let value = reference.1 > 0 ? measured.1 / reference.1 : 0
    return "\(name) \(measured.0)=\(format(measured.1)) \(reference.0)=\(format(reference.1))"
      + " \(ratio)=\(format(value)) target\(target)"
  }

  /// Bytes the heap holds per row of standard content, measured with glibc's `mallinfo2`
  /// (bytes in use before and after building the content, the model already built), next to
  /// `MemoryLayout<Row>.stride` and DifferenceKit's element (a UUID and an `Int`: 24 bytes).
  static func memory(count: Int) {
    #if os(Linux)
      // The whole model stays alive across both readings, so that nothing of it is freed
      // between them; the content is an argument, so it is built before the second one.
      let model = items(count: count)
      trimHeap()
      let before = heapBytesInUse(keeping: model)
      let content = build(model.old)
      let after = heapBytesInUse(keeping: (model, content))
      let perRow = Double(after - before) / Double(count)
      print(
        "content_memory_1M held_bytes_per_row=\(format(perRow))"
          + " row_stride=\(MemoryLayout<Row>.stride) textitem_size=\(MemoryLayout<TextItem>.size)"
          + " baseline_bytes_per_row=24 target<=64 (mallinfo2 in-use bytes after - before / rows)")
    #else
      print("content_memory_1M n/a (needs glibc's mallinfo2)")
    #endif
  }

  /// Bytes the heap hands out now (see `CMallocStats`), with `value` alive.
  @inline(never)
  static func heapBytesInUse<Value>(keeping value: Value) -> Int {
    withExtendedLifetime(value) { Int(sectional_heap_bytes_in_use()) }
  }
}
