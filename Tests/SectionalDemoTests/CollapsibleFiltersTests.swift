import Testing

/// Settings' filters fold under their header, a stop of the cursor between the daily digest and
/// the pills: Enter or ← folds it, → unfolds it; the indicator says which without colour, in Unicode and ASCII.
@Suite struct CollapsibleFiltersTests {
  /// The keys to the Filters header from the first row: Log In, Connect Third Party, Terms,
  /// Privacy, Debug Settings (in the debug build the tests run), Daily digest, then the header.
  static let header = "down down down down down down"

  func snapshot(
    _ keys: String, width: Int = 48, height: Int = 16, extra: [String] = []
  ) throws -> String {
    let result = try DemoProcess().run(
      ["snapshot", "settings", "--width", "\(width)", "--height", "\(height)", "--keys", keys]
        + extra,
      environment: ["NO_COLOR": "1"])
    #expect(result.status == 0, "\(result.error)")
    return result.output
  }

  @Test func enterOnTheFiltersHeaderFoldsThem() throws {
    let folded = try snapshot(Self.header + " enter")
    #expect(
      folded == """
                            Settings

         ACCOUNT
         Log In                                      ›
         Connect Third Party

         ABOUT
         Terms and Conditions                        ›
         Privacy Policy                              ›
         Debug Settings                              ›

         NOTIFICATIONS
         Daily digest                            08:00

        ▌ ▸ FILTERS
         ↑↓ move   ⏎ expand   ? help   q quit

        """, "\(folded)")
  }

  @Test func theArrowsFoldAndUnfoldThemInASCII() throws {
    let folded = try snapshot(Self.header + " left", extra: ["--ascii"])
    #expect(folded.contains("\n> > FILTERS\n"), "\(folded)")
    #expect(!folded.contains("Vegan"))
    #expect(folded.contains("enter expand"), "\(folded)")
    // Tall enough for the pills under the header.
    let unfolded = try snapshot(Self.header + " left right", height: 20, extra: ["--ascii"])
    #expect(unfolded.contains("enter collapse"), "\(unfolded)")
    #expect(unfolded.contains("\n> v FILTERS"), "\(unfolded)")
    #expect(unfolded.contains("Vegan"))
  }

  @Test func helpSaysHowToFoldASection() throws {
    #expect(
      try snapshot("?", width: 80).contains(
        "⏎ ← →         on a ▸ ▾ header: fold, unfold its section"))
    let ascii = try snapshot("?", width: 80, extra: ["--ascii"])
    #expect(ascii.contains("on a > v header: fold, unfold its section"), "\(ascii)")
  }
}
