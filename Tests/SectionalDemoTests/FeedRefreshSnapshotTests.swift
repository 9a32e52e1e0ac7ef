import Testing

/// Ctrl-R refreshes the Feed in the demo: the first page loads again and the list stays where
/// it was; the help lists the key.
@Suite(.serialized) struct FeedRefreshSnapshotTests {
  @Test func ctrlRReloadsTheFeedInPlace() throws {
    let demo = try DemoProcess()
    let before = try demo.snapshot("feed", width: 60, height: 20, keys: "down down")
    let after = try demo.snapshot("feed", width: 60, height: 20, keys: "down down ctrl-r")
    #expect(after.output == before.output)
    #expect(!after.output.contains("Refreshing"))
  }

  @Test func theHelpListsCtrlR() throws {
    let result = try DemoProcess().snapshot("feed", width: 80, height: 30, keys: "?")
    #expect(result.output.contains("Ctrl-R"))
    #expect(result.output.contains("refresh"))
  }
}
