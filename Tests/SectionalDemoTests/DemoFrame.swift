import Foundation
import Testing

/// One `snapshot` frame of the demo for these tests, checked to have exited cleanly.
func demoFrame(
  _ screen: String, width: Int = 80, height: Int = 24, keys: String = "", ascii: Bool = false
) throws -> DemoProcess.Result {
  let result = try DemoProcess().snapshot(
    screen, width: width, height: height, keys: keys, extra: ascii ? ["--ascii"] : [])
  #expect(result.status == 0, "\(result.error)")
  return result
}

/// A frame's footer: its last line that is not empty.
func footer(_ result: DemoProcess.Result) -> String {
  String(result.lines.last { !$0.isEmpty } ?? "")
}
