import Foundation

extension DemoProcess {
  /// Runs the demo on a thread of its own: waiting for a process must not hold one of Swift
  /// Testing's few shared threads (two on a two-core machine), or concurrent tests that poll
  /// with deadlines (the tmux test) starve.
  func runDetached(_ arguments: [String]) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Swift.Result { try run(arguments) })
      }
    }
  }

  /// ``snapshot(_:width:height:keys:extra:)`` on a thread of its own.
  func snapshotDetached(
    _ screen: String, width: Int = 80, height: Int = 24, keys: String = "",
    extra: [String] = []
  ) async throws -> Result {
    var arguments = ["snapshot", screen, "--width", "\(width)", "--height", "\(height)"]
    if !keys.isEmpty { arguments += ["--keys", keys] }
    return try await runDetached(arguments + extra)
  }
}
