import Testing

/// Settings' filters fold under their header: ↑ from the pills stops on it, Enter or ← folds
/// it, → unfolds it; the indicator says which without colour, in Unicode and ASCII.
@Suite struct CollapsibleFiltersTests {
  func snapshot(_ keys: String, width: Int = 48, extra: [String] = []) throws -> String {
    let result = try DemoProcess().run(
      ["snapshot", "settings", "--width", "\(width)", "--height", "16", "--keys", keys] + extra,
      environment: ["NO_COLOR": "1"])
    #expect(result.status == 0, "\(result.error)")
    return result.output
  }

  @Test func enterOnTheFiltersHeaderFoldsThem() throws {
    let folded = try snapshot("G up enter")
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

        ▌ ▸ FILTERS



         ↑↓ move   ⏎ expand   ? help   q quit

        """, "\(folded)")
  }

  @Test func theArrowsFoldAndUnfoldThemInASCII() throws {
    let folded = try snapshot("G up left", extra: ["--ascii"])
    #expect(folded.contains("\n> > FILTERS\n"), "\(folded)")
    #expect(!folded.contains("Vegan"))
    #expect(folded.contains("enter expand"), "\(folded)")
    let unfolded = try snapshot("G up left right", extra: ["--ascii"])
    #expect(unfolded.contains("enter collapse"), "\(unfolded)")
    #expect(unfolded.contains("\n> v FILTERS\n"), "\(unfolded)")
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
