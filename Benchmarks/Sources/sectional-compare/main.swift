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
    Runs every comparison (no MODE, or all), or only MODE: diff, content, layout, grid,
    validate, keystroke, terminal, filter, outline, panes.
    Each line is one scenario's medians from this run, with its ratio and target.
    """)
  exit(0)
}
print(
  "# sectional-compare: medians from one run; ratio = baseline_ms / sectional_ms; clock: "
    + (measuresCPUTime ? "thread CPU time" : "wall time"))
// No mode, or `all`: every comparison.
let all = filter == nil || filter == "all"
if all || filter == "diff" { DiffComparison.run() }
if all || filter == "content" { ContentComparison.run() }
if all || filter == "layout" { LayoutComparison.run() }
if all || filter == "grid" { GridComparison.run() }
if all || filter == "validate" { ValidateComparison.run() }
if all || filter == "keystroke" { MainActor.assumeIsolated { KeystrokeComparison.run() } }
if all || filter == "terminal" { MainActor.assumeIsolated { TerminalComparison.run() } }
if all || filter == "filter" { MainActor.assumeIsolated { FilterComparison.run() } }
if all || filter == "outline" { MainActor.assumeIsolated { OutlineComparison.run() } }
if all || filter == "panes" { MainActor.assumeIsolated { PaneComparison.run() } }
