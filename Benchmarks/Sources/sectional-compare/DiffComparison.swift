import BenchmarkSupport
import Foundation
import Sectional

/// The diff scenarios of issue 3: Sectional's `StagedChangeset(from:to:)` on `ListContent`
/// against the standard library's `difference(from:).inferringMoves()` on arrays of the same
/// UUIDs (for the sectioned scenario: a stdlib diff of the section ids plus one stdlib diff per
/// section that survives).
enum DiffComparison {
  static func run() {
    print(
      "# diff baseline: target.difference(from: source).inferringMoves() on [UUID];"
        + " sectioned: the same on section ids plus per surviving section")
    let scenarios = DiffScenarios.all()
    let arguments = CommandLine.arguments
    if let flag = arguments.firstIndex(of: "--profile"), flag + 1 < arguments.count,
      let scenario = scenarios.first(where: { $0.name == arguments[flag + 1] })
    {
      // Runs one scenario's diff repeatedly, for a profiler.
      let median = medianMilliseconds(iterations: 60) {
        withExtendedLifetime(try? StagedChangeset(from: scenario.old, to: scenario.new)) {}
      }
      print("\(scenario.name) sectional_ms=\(format(median))")
      return
    }
    if let flat100k = scenarios.first(where: { $0.name == "dk_100k" }) {
      let bytes = peakExtraResidentBytes {
        let changes = try? StagedChangeset(from: flat100k.old, to: flat100k.new)
        withExtendedLifetime(changes) {}
      }
      let value = bytes.map { format(Double($0) / 1_048_576) } ?? "n/a"
      print(
        "dk_100k_memory peak_extra_mb=\(value)"
          + " (VmHWM during the diff minus VmRSS before; malloc_trim + clear_refs reset)")
    }
    for scenario in scenarios {
      run(scenario)
    }
  }

  static func run(_ scenario: DiffScenario) {
    let rows = scenario.old.rowCount
    var changes = StagedChangeset()
    let sectional = medianMilliseconds(iterations: rows > 50_000 ? 15 : 41) {
      changes = (try? StagedChangeset(from: scenario.old, to: scenario.new)) ?? StagedChangeset()
    }
    var baselineChanges = 0
    let baseline = medianMilliseconds(iterations: rows > 50_000 ? 3 : 9) {
      baselineChanges = stdlibDiff(scenario)
    }
    let moves = changes.reduce(0) { $0 + $1.rowMoves.count }
    var extra: KeyValuePairs<String, String> = [
      "changes": "\(changes.changeCount)", "stages": "\(changes.count)",
      "baseline_changes": "\(baselineChanges)",
    ]
    if scenario.oldSectionIDs.count > 1 {
      extra = [
        "changes": "\(changes.changeCount)", "stages": "\(changes.count)",
        "baseline_changes": "\(baselineChanges)", "moves": "\(moves)",
        "min_moves": "\(scenario.minimumRowMoves)",
      ]
    }
    print(comparisonLine(scenario.name, sectional: sectional, baseline: baseline, extra: extra))
  }

  /// The standard library's diff: section ids, then the rows of each surviving section.
  static func stdlibDiff(_ scenario: DiffScenario) -> Int {
    if scenario.oldSectionIDs.count == 1 && scenario.newSectionIDs.count == 1 {
      return scenario.newRows[0].difference(from: scenario.oldRows[0]).inferringMoves().count
    }
    var count = scenario.newSectionIDs.difference(from: scenario.oldSectionIDs)
      .inferringMoves().count
    var oldIndex: [UUID: Int] = [:]
    for (index, id) in scenario.oldSectionIDs.enumerated() { oldIndex[id] = index }
    for (index, id) in scenario.newSectionIDs.enumerated() {
      guard let old = oldIndex[id] else { continue }
      count +=
        scenario.newRows[index].difference(from: scenario.oldRows[old]).inferringMoves()
        .count
    }
    return count
  }
}
