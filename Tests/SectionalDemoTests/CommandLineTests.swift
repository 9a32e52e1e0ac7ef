import Foundation
import Testing

/// The demo's command line as a picky user meets it: bad option values are named with what they
/// take and exit as usage errors (64) in every form, and a terminal that cannot run the
/// interactive demo is told so, with the way to a frame as text.
@Suite struct CommandLineTests {
  @Test(arguments: ["--width", "--height"], ["-5", "0", "1001"])
  func aSizeOutOfRangeNamesItsOption(option: String, value: String) throws {
    let result = try DemoProcess().run(["snapshot", "home", option, value])
    #expect(result.status == 64, "\(result.error)")
    #expect(result.error.contains("\(option) must be a positive number"), "\(result.error)")
    #expect(result.error.contains("not \(value)"), "\(result.error)")
    #expect(!result.error.contains("Missing value"), "\(result.error)")
  }

  @Test func aBadColourIsAUsageErrorInBothForms() throws {
    let demo = try DemoProcess()
    let snapshot = try demo.run(["snapshot", "home", "--color", "sometimes"])
    let interactive = try demo.run(["--color", "sometimes"])
    let run = try demo.run(["run", "feed", "--color", "sometimes"])
    for result in [snapshot, interactive, run] {
      #expect(result.status == 64, "\(result.error)")
      #expect(result.error.contains("--color takes"), "\(result.error)")
      #expect(result.error.contains("\"sometimes\""), "\(result.error)")
    }
  }

  @Test func aDumbTerminalIsRefusedWithTheWayToASnapshot() throws {
    let result = try DemoProcess().run(["feed"], environment: ["TERM": "dumb"])
    #expect(result.status == 2, "\(result.error)")
    #expect(result.error.contains("TERM=dumb"), "\(result.error)")
    #expect(result.error.contains("sectional-demo snapshot feed"), "\(result.error)")
    // Nothing that takes a terminal over reached the output.
    #expect(result.output.isEmpty, "\(result.output.debugDescription)")
    // `snapshot` still prints plain text there.
    let snapshot = try DemoProcess().run(["snapshot", "home"], environment: ["TERM": "dumb"])
    #expect(snapshot.status == 0)
    #expect(snapshot.output.contains("Five articles"))
  }
}
