// Measures Sectional against baselines in one run and prints one line per scenario:
// `SCENARIO sectional_ms=… baseline_ms=… ratio=… …` (ratio = baseline / sectional).
// Ratios, not absolute times, are what to compare: this machine's speed drifts.
import BenchmarkSupport
import Foundation

let filter = CommandLine.arguments.dropFirst().first
if filter == "--help" || filter == "-h" {
  print(
    """
    usage: sectional-compare [MODE] [--profile SCENARIO]
    Runs every comparison, or only MODE: diff, content, layout, grid, validate, keystroke,
    terminal, filter.
    Each line is one scenario's medians from this run, with its ratio and target.
    """)
  exit(0)
}
print(
  "# sectional-compare: medians from one run; ratio = baseline_ms / sectional_ms; clock: "
    + (measuresCPUTime ? "thread CPU time" : "wall time"))
if filter == nil || filter == "diff" { DiffComparison.run() }
if filter == nil || filter == "content" { ContentComparison.run() }
if filter == nil || filter == "layout" { LayoutComparison.run() }
if filter == nil || filter == "grid" { GridComparison.run() }
if filter == nil || filter == "validate" { ValidateComparison.run() }
if filter == nil || filter == "keystroke" { MainActor.assumeIsolated { KeystrokeComparison.run() } }
if filter == nil || filter == "terminal" { MainActor.assumeIsolated { TerminalComparison.run() } }
if filter == nil || filter == "filter" { MainActor.assumeIsolated { FilterComparison.run() } }
