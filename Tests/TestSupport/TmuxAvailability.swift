import Foundation

/// Whether the tests that drive a real terminal in tmux can run here.
///
/// Where tmux is not on `PATH` those tests skip, each saying why, so that `swift test` passes
/// on a machine without it. `.ci/run` installs tmux, checks that it is there and sets
/// `SECTIONAL_REQUIRE_TMUX=1`: the tests then run whatever this finds, and fail rather than
/// skip if tmux went missing.
package enum TmuxAvailability {
  /// The tmux executable found on `PATH`, or `nil`.
  package static let path: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return folders.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Whether the environment demands the tmux tests run (CI sets `SECTIONAL_REQUIRE_TMUX=1`).
  package static let isRequired =
    ProcessInfo.processInfo.environment["SECTIONAL_REQUIRE_TMUX"] == "1"

  /// Whether tests that need tmux run: it is installed, or required.
  package static var testsRun: Bool { path != nil || isRequired }

  /// The tmux to run: the one found, else plain `tmux` (a required run then fails saying so).
  package static var executable: String { path ?? "tmux" }
}
