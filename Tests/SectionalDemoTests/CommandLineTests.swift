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

  /// Issue 31, item 12: `--width 0` exited 64 but `--keys pgdn` exited 2: every usage error
  /// exits 64 (EX_USAGE), in every form.
  @Test func everyUsageErrorExitsSixtyFour() throws {
    let demo = try DemoProcess()
    let keys = try demo.run(["snapshot", "home", "--keys", "pgdn"])
    #expect(keys.status == 64, "\(keys.error)")
    #expect(keys.error.contains("\"pgdn\" at position 1 is not a key"), "\(keys.error)")
    let screen = try demo.run(["snapshot", "nowhere"])
    #expect(screen.status == 64, "\(screen.error)")
    let help = try demo.run(["snapshot", "--help"])
    #expect(help.output.contains("64 a usage error"), "\(help.output)")
    let runHelp = try demo.run(["run", "--help"])
    #expect(runHelp.output.contains("64 a usage error"), "\(runHelp.output)")
  }

  /// Issue 31, item 12: `--data-dir /etc/passwd` said "the file is missing (looked in
  /// /etc/passwd)"; it names a file, not a folder, and says so as the usage error it is.
  @Test(arguments: [["snapshot", "animals"], ["animals"]])
  func aDataDirThatIsNoFolderIsNamedSo(form: [String]) throws {
    let demo = try DemoProcess()
    let file = try demo.run(form + ["--data-dir", "/etc/passwd"])
    #expect(file.status == 64, "\(file.error)")
    #expect(file.error.contains("--data-dir /etc/passwd is a file, not a folder"), "\(file.error)")
    #expect(!file.error.contains("the file is missing"), "\(file.error)")
    let none = try demo.run(form + ["--data-dir", "/no/such/folder"])
    #expect(none.status == 64, "\(none.error)")
    #expect(none.error.contains("--data-dir /no/such/folder does not exist"), "\(none.error)")
  }

  /// A missing `--state` file is a missing input, as a missing data file is (the snapshot
  /// never creates it): exit 1, the file named. It exited 2.
  @Test func aMissingStateFileExitsAsAMissingDataFileDoes() throws {
    let demo = try DemoProcess()
    let state = try demo.run(["snapshot", "settings", "--state", "/no/such/state.json"])
    #expect(state.status == 1, "\(state.error)")
    #expect(state.error.contains("state.json"), "\(state.error)")
    let data = try demo.run(["snapshot", "animals", "--data-dir", demo.configHome.path])
    #expect(data.status == 1, "\(data.error)")
  }
}
