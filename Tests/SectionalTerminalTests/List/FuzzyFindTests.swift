import Sectional
import SectionalTerminal
import Testing

/// Find (`/`) matches the query as typed first; where no row contains it, rows where its
/// characters appear in order match instead (a fuzzy match), and the status says so.
@MainActor
@Suite struct FuzzyFindTests {
  func content() -> ListContent {
    ListContent {
      Section(id: "mammals", header: "Mammals") {
        Row(id: "fox", TextItem("Red fox"))
        Row(id: "leopard", TextItem("Snow leopard"))
        Row(id: "capybara", TextItem("Capybara"))
      }
      Section(id: "birds", header: "Birds") {
        Row(id: "puffin", TextItem("Atlantic puffin"))
        Row(id: "kea", TextItem("Kéa"))
      }
    }
  }

  func list() throws -> ListView {
    ListView(controller: try ListController(content: content()), width: 24, height: 8)
  }

  @Test func whereNoRowContainsTheQueryItsCharactersInOrderMatch() throws {
    let list = try list()
    type(list, "/snlp")
    #expect(list.find?.isFuzzy == true)
    #expect(
      grid(list) == """
         Mammals
        ▌Snow leopard





        /snlp   1 match (fuzzy)
        """)
    // The characters the match took are marked.
    #expect(matchMask(list).split(separator: "\n")[1] == "▌^^ow ^eo^ard")
  }

  @Test func aQuerySomeRowContainsMatchesOnlyThoseRows() throws {
    let list = try list()
    // "ea" is in "Kéa" (diacritics are ignored); "Snow leopard" and "Capybara" have an e then
    // an a, but rows that contain the query are all that show.
    type(list, "/ea")
    #expect(list.find?.isFuzzy == false)
    #expect(list.find?.matchCount == 1)
    #expect(list.selectedID == ListID("kea"))
  }

  @Test func charactersOutOfOrderMatchNothing() throws {
    let list = try list()
    type(list, "/xof")
    #expect(list.find?.matchCount == 0)
    #expect(list.find?.isFuzzy == false)
    #expect(grid(list).hasSuffix("/xof   no match"))
  }

  @Test func theFuzzyFilterIsCheap() {
    #expect(FuzzyMatch.appears("snlp", in: "snow leopard"))
    #expect(FuzzyMatch.appears("sn lp", in: "snow leopard"))
    #expect(FuzzyMatch.appears("  ", in: "anything"))
    #expect(!FuzzyMatch.appears("xof", in: "red fox"))
    #expect(!FuzzyMatch.appears("foxes", in: "red fox"))
  }
}
