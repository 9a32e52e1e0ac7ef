// Measures Sectional against baselines in one run and prints one line per scenario:
// `SCENARIO sectional_ms=… baseline_ms=… ratio=… …` (ratio = baseline / sectional).
// Ratios, not absolute times, are what to compare: this machine's speed drifts.
import Foundation

let filter = CommandLine.arguments.dropFirst().first
print("# sectional-compare: medians from one run; ratio = baseline_ms / sectional_ms")
if filter == nil || filter == "diff" { DiffComparison.run() }
if filter == nil || filter == "content" { ContentComparison.run() }
if filter == nil || filter == "layout" { LayoutComparison.run() }
if filter == nil || filter == "validate" { ValidateComparison.run() }
if filter == nil || filter == "terminal" { MainActor.assumeIsolated { TerminalComparison.run() } }
