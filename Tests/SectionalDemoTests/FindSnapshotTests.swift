import Foundation
import Testing

/// Find as you type on the demo's screens, as a user types it.
@Suite(.serialized) struct FindSnapshotTests {
  func frame(_ screen: String, height: Int = 12, keys: String) throws -> DemoProcess.Result {
    let result = try DemoProcess().snapshot(screen, height: height, keys: keys)
    #expect(result.status == 0, "\(result.error)")
    return result
  }

  @Test func slashFiltersTheAnimals() throws {
    let result = try frame("animals", keys: "/ o c")
    #expect(result.lines.contains("/oc   3 matches"), "\(result.output)")
    #expect(result.output.contains("Common octopus"))
    #expect(!result.output.contains("Red fox"))
    // Esc shows every animal again, the cursor staying on its row.
    let cleared = try frame("animals", keys: "/ o c escape")
    #expect(cleared.output.contains("Axolotl"))
    #expect(cleared.output.contains("▌Common octopus"))
    #expect(!cleared.output.contains("/oc"))
  }

  @Test func typedLettersAreNotShortcuts() throws {
    // "q" would quit, "?" show help: while typing a query they are text.
    let result = try frame("settings", keys: "/ q ?")
    #expect(result.lines.contains("/q?   no match"), "\(result.output)")
  }

  @Test func enterThenNStepsToTheNextMatchAndSelectsIt() throws {
    let result = try frame("animals", keys: "/ o c enter n enter")
    #expect(result.lines.first?.contains("Capybara") == true, "\(result.output)")
  }
}
