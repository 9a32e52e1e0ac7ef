import Testing

@testable import SectionalTerminal

/// The command palette's matching: a query's characters in order, best placed first.
@Suite struct FuzzyMatchTests {
  @Test func charactersInOrderMatchAndSayWhere() throws {
    let match = try #require(FuzzyMatch("stal", in: "Stage all"))
    #expect(match.positions == [0, 1, 6, 7])
    // "st" and "al" side by side at the starts of the words, rather than "sta" and a lone "l".
    #expect(FuzzyMatch("sa", in: "Stage all")?.positions == [0, 6])
  }

  @Test func caseAndTheQuerysSpacesAreIgnored() {
    #expect(FuzzyMatch("STAGE", in: "stage all")?.positions == [0, 1, 2, 3, 4])
    #expect(FuzzyMatch("st al", in: "Stage all")?.positions == [0, 1, 6, 7])
  }

  @Test func charactersOutOfOrderOrMissingDoNotMatch() {
    #expect(FuzzyMatch("ats", in: "Stage all") == nil)
    #expect(FuzzyMatch("stagex", in: "Stage all") == nil)
    #expect(FuzzyMatch("longer than the text", in: "short") == nil)
  }

  @Test func anEmptyQueryMatchesEverythingEqually() {
    #expect(FuzzyMatch("", in: "Commit") == FuzzyMatch("   ", in: "Push"))
    #expect(FuzzyMatch("", in: "")?.positions == [])
  }

  @Test func wordStartsAndAdjacentCharactersWin() throws {
    // "pu" at the start of "Push" beats p…u spread through "Stop updating".
    let push = try #require(FuzzyMatch("pu", in: "Push"))
    let spread = try #require(FuzzyMatch("pu", in: "Stop updating"))
    #expect(push.score > spread.score)
    // Initials of words beat letters in the middle of one.
    let initials = try #require(FuzzyMatch("sa", in: "Stage all"))
    let middle = try #require(FuzzyMatch("sa", in: "Discard"))
    #expect(initials.score > middle.score)
    // camelCase humps are word starts too.
    #expect(FuzzyMatch("fb", in: "fooBar")?.positions == [0, 3])
  }

  @Test func theBestPlacementIsFoundNotTheFirst() {
    // The first "c" is in "Discard"; the best is "Commit" as a word of its own.
    #expect(FuzzyMatch("com", in: "Discard, commit")?.positions == [9, 10, 11])
    // Side by side beats the first occurrence of each letter (a, then the l's of "tall").
    #expect(FuzzyMatch("all", in: "a tall ball")?.positions == [3, 4, 5])
  }

  @Test func charactersBeyondASCIIMatchByCharacter() {
    #expect(FuzzyMatch("éd", in: "Édition") != nil)
    #expect(FuzzyMatch("日本", in: "日本語のテキスト")?.positions == [0, 1])
    // A grapheme cluster is one character: 👍🏽 is not 👍.
    #expect(FuzzyMatch("👍", in: "Like 👍🏽") == nil)
    #expect(FuzzyMatch("👍🏽", in: "Like 👍🏽")?.positions == [5])
  }
}
