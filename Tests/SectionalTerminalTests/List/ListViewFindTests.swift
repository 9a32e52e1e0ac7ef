import Sectional
import SectionalTerminal
import Testing

/// Find as you type (`/`): the list shows only matching rows, highlights the matches, steps
/// through them with n / N and clears with Esc, without touching the controller's content.
@MainActor
@Suite struct ListViewFindTests {
  /// Records the rows that were selected, with the path the handler saw.
  @MainActor final class Selections {
    var seen: [(id: ListID, path: RowPath)] = []
  }

  func content(_ selections: Selections? = nil, capybara: String = "Capybara") -> ListContent {
    func row(_ id: String, _ title: String) -> Row {
      Row(id: id, TextItem(title)).onSelect { context in
        selections?.seen.append((context.id, context.indexPath))
      }
    }
    return ListContent {
      Section(id: "mammals", header: "Mammals") {
        row("fox", "Red fox")
        row("leopard", "Snow leopard")
        row("capybara", capybara)
      }
      Section(id: "birds", header: "Birds") {
        row("puffin", "Atlantic puffin")
        row("kea", "Kéa")
      }
    }
  }

  func list(_ content: ListContent, height: Int = 8) throws -> ListView {
    ListView(controller: try ListController(content: content), width: 24, height: height)
  }

  @Test func typingFiltersByVisibleTextIgnoringCaseAndDiacritics() throws {
    let list = try list(content())
    type(list, "/E")
    #expect(
      grid(list) == """
         Mammals
        ▌Red fox
         Snow leopard
         Birds
         Kéa


        /E   3 matches
        """)
    #expect(list.find?.query == "E")
    #expect(list.find?.matchCount == 3)
    #expect(list.isTakingText)
    // ↑ ↓ and the page keys still move through the matches while typing (Home and End move
    // the query's caret, as in a field).
    press(list, .pageDown)
    #expect(list.selectedID == ListID("kea"))
    press(list, .pageUp)
    #expect(list.selectedID == ListID("fox"))
    // The controller's content is what the screen built: find only filters the view.
    #expect(list.controller.content.rowCount == 5)
  }

  @Test func matchesAreHighlighted() throws {
    let list = try list(content())
    type(list, "/a")
    // Every match in a row, diacritics folded (é is not an a); headers are not rows.
    #expect(
      matchMask(list) == """
         Mammals
        ▌Snow leop^rd
         C^pyb^r^
         Birds
         ^tl^ntic puffin
         Ké^

        /a   4 matches
        """)
  }

  @Test func enterKeepsTheFilterAndNStepsThroughMatches() throws {
    let list = try list(content())
    type(list, "/e")
    press(list, .enter)
    #expect(list.find?.isEditing == false)
    #expect(!list.isTakingText)
    type(list, "n")
    #expect(list.selectedID == ListID("leopard"))
    type(list, "n")
    #expect(list.selectedID == ListID("kea"))
    #expect(
      grid(list) == """
         Mammals
         Red fox
         Snow leopard
         Birds
        ▌Kéa


        /e   3 of 3
        """)
    // Round the end and back.
    type(list, "n")
    #expect(list.selectedID == ListID("fox"))
    type(list, "N")
    #expect(list.selectedID == ListID("kea"))
    // j and k still move the cursor; typing does not change the query.
    press(list, .up)
    #expect(list.selectedID == ListID("leopard"))
    #expect(list.find?.query == "e")
  }

  @Test func theStatusKeepsItsColumnWhenTypingEnds() throws {
    // The typing cursor's column stays blank after Enter: the count does not shift left.
    let list = try list(content(), height: 3)
    type(list, "/e")
    #expect(grid(list).hasSuffix("/e   3 matches"), "\(grid(list))")
    press(list, .enter)
    #expect(grid(list).hasSuffix("/e   3 matches"), "\(grid(list))")
  }

  @Test func aCaretMarksWhereTypingGoesAndLeavesItsColumnBlankWhenTypingEnds() throws {
    // Unicode: a reverse-video cell after the query, as less and vim show their cursor.
    let list = try list(content(), height: 3)
    type(list, "/e")
    var buffer = Buffer(width: list.width, height: list.height)
    list.draw(into: &buffer, x: 0, y: 0)
    #expect(buffer[2, 2].symbol == " ")
    #expect(buffer[2, 2].style.attributes.contains(.reverse))
    press(list, .enter)
    list.draw(into: &buffer, x: 0, y: 0)
    #expect(!buffer[2, 2].style.attributes.contains(.reverse))
    // ASCII: an underscore, which shows where attributes do not (a plain capture, a log).
    let ascii = ListView(
      controller: try ListController(content: content()), width: 24, height: 3, glyphs: .ascii)
    type(ascii, "/e")
    #expect(grid(ascii).hasSuffix("/e_  3 matches"), "\(grid(ascii))")
    press(ascii, .enter)
    #expect(grid(ascii).hasSuffix("/e   3 matches"), "\(grid(ascii))")
  }

  /// Posts whose captions cannot take the cursor; their action rows can.
  func posts(_ selections: Selections) -> ListContent {
    func post(_ number: Int, _ caption: String) -> Section {
      Section(id: "post-\(number)") {
        Row(id: "header-\(number)", TextItem("Post \(number)")).selectable(false)
        Row(id: "like-\(number)", TextItem("Like \(number)")).onSelect { context in
          selections.seen.append((context.id, context.indexPath))
        }
        Row(id: "caption-\(number)", TextItem(caption)).selectable(false)
        Row(id: "time-\(number)", TextItem("\(number) days ago")).selectable(false)
      }
    }
    return ListContent {
      post(1, "A walk on Monday")
      post(2, "Brunch on Sunday")
      post(3, "Rain all week")
      post(4, "Sunday again")
    }
  }

  @Test func aMatchThatCannotTakeTheCursorGivesItToTheNearestRowOfItsSection() throws {
    let selections = Selections()
    let list = try list(posts(selections), height: 6)
    press(list, .down)
    #expect(list.selectedID == ListID("like-2"))
    type(list, "/sunday")
    press(list, .enter)
    #expect(list.find?.matchCount == 2)
    // Each caption is shown with its post's action row, which has the cursor.
    #expect(
      grid(list) == """
        ▌Like 2
         Brunch on Sunday
         Like 4
         Sunday again

        /sunday   2 matches
        """)
    // n goes on from the match whose row has the cursor, as from a match.
    type(list, "n")
    #expect(list.selectedID == ListID("like-4"))
    #expect(list.find?.currentMatch == 1)
    type(list, "n")
    #expect(list.selectedID == ListID("like-2"))
    type(list, "N")
    #expect(list.selectedID == ListID("like-4"))
    // Enter acts on the row that has the cursor, in the controller's content.
    press(list, .enter)
    #expect(selections.seen.map(\.id) == [ListID("like-4")])
    #expect(selections.seen.map(\.path) == [RowPath(section: 3, row: 1)])
    // Esc leaves the cursor on the matched post, not where find began.
    press(list, .escape)
    #expect(list.selectedID == ListID("like-4"))
    #expect(grid(list).contains("▌Like 4"))
  }

  @Test func aMatchInASectionWithNothingSelectableIsScrolledTo() throws {
    let content = ListContent {
      Section(id: "text") {
        for index in 0..<6 {
          Row(id: "paragraph-\(index)", TextItem(index == 4 ? "Sunday" : "Line \(index)"))
            .selectable(false)
        }
      }
    }
    let list = try list(content, height: 3)
    type(list, "/sunday")
    press(list, .enter)
    type(list, "n")
    #expect(list.selectedID == nil)
    #expect(list.find?.currentMatch == 0)
    #expect(grid(list).contains(" Sunday"), "\(grid(list))")
  }

  @Test func escClearsTheFilterAndKeepsTheCursorOnItsRow() throws {
    let list = try list(content(), height: 9)
    type(list, "/kea")
    press(list, .escape)
    #expect(list.find == nil)
    #expect(
      grid(list) == """
         Mammals
         Red fox
         Snow leopard
         Capybara
         Birds
         Atlantic puffin
        ▌Kéa


        """)
  }

  @Test func leavingAFindThatMatchedNothingPutsTheCursorBackWhereItWas() throws {
    // A typo and Esc must not lose the user's place: the cursor was on Atlantic puffin.
    let list = try list(content(), height: 9)
    press(list, .down, .down, .down)
    #expect(list.selectedID == ListID("puffin"))
    type(list, "/zx")
    #expect(list.selectedID == nil)
    press(list, .escape)
    #expect(list.selectedID == ListID("puffin"))
    #expect(grid(list).contains("▌Atlantic puffin"))
    // Backspacing the query away does the same.
    type(list, "/q")
    press(list, .backspace, .backspace)
    #expect(list.find == nil)
    #expect(list.selectedID == ListID("puffin"))
  }

  @Test func noMatchSaysSo() throws {
    let list = try list(content(), height: 4)
    type(list, "/zebra")
    #expect(
      grid(list) == """

            Nothing to show

        /zebra   no match
        """)
    #expect(list.selectedID == nil)
    // Backspace widens the search again.
    press(list, .backspace, .backspace, .backspace, .backspace)
    #expect(list.find?.query == "z")
    press(list, .backspace)
    #expect(list.find?.matchCount == 0)
    #expect(grid(list).contains("▌Red fox"))
  }

  @Test func selectionReachesTheRightRowWithItsContentPath() throws {
    let selections = Selections()
    let list = try list(content(selections))
    type(list, "/e")
    press(list, .down, .down, .enter, .enter)
    #expect(selections.seen.map(\.id) == [ListID("kea")])
    #expect(selections.seen.map(\.path) == [RowPath(section: 1, row: 1)])
  }

  @Test func aFilteredListFollowsContentUpdates() throws {
    let list = try list(content())
    type(list, "/e")
    press(list, .enter)
    try list.controller.update(to: content(capybara: "Capybara eats grass"))
    #expect(
      grid(list) == """
         Mammals
        ▌Red fox
         Snow leopard
         Capybara eats grass
         Birds
         Kéa

        /e   4 matches
        """)
    #expect(list.controller.content.rowCount == 5)
  }

  @Test func anOpenQueryLineWithNothingTypedFollowsContentUpdates() throws {
    let list = try list(content(), height: 4)
    type(list, "/")
    try list.controller.update(to: content(capybara: "Capybara eats grass"))
    press(list, .pageDown)
    #expect(grid(list).contains("Capybara eats grass"))
    #expect(grid(list).hasSuffix("/"))
  }

  @Test func pastedTextJoinsTheQuery() throws {
    let list = try list(content())
    type(list, "/")
    list.handle(.paste("snow\nleo"))
    #expect(list.find?.query == "snow leo")
    #expect(list.find?.matchCount == 1)
    #expect(list.selectedID == ListID("leopard"))
  }

  @Test func aClickOnTheQueryLineSelectsNothing() throws {
    let selections = Selections()
    let list = try list(content(selections), height: 3)
    type(list, "/")
    list.handle(.mouse(MouseEvent(.press(.left), x: 3, y: 2)))
    #expect(selections.seen.isEmpty)
    list.handle(.mouse(MouseEvent(.press(.left), x: 3, y: 1)))
    #expect(selections.seen.map(\.id) == [ListID("fox")])
  }

  @Test func rowsReloadedWhileFilteredAreConfiguredAgain() throws {
    let configured = Selections()
    func content(fox: String) -> ListContent {
      ListContent {
        Section(id: "s") {
          for (id, title) in [("fox", fox), ("owl", "Owl"), ("eel", "Eel")] {
            Row(id: id, TextItem(title)).on(.configure) { context in
              configured.seen.append((context.id, context.indexPath))
            }
          }
        }
      }
    }
    let list = try list(content(fox: "Red fox"))
    type(list, "/e")
    configured.seen = []
    try list.controller.update(to: content(fox: "Red fox eats"))
    #expect(configured.seen.map(\.id) == [ListID("fox")])
    // Display events name the row's place in the list the user sees.
    #expect(configured.seen.map(\.path) == [RowPath(section: 0, row: 0)])
  }
  @Test func aMegabytePasteIsOneEditCappedAtTheMaximumLength() throws {
    let list = try list(content())
    type(list, "/")
    // Before: the whole megabyte became the query (and typed keys re-filtered by all of it).
    list.handle(.paste(String(repeating: "fox red snow\n", count: 80_000)))
    let query = try #require(list.find?.query)
    #expect(query.count == FindState.maximumQueryLength)
    #expect(query.hasPrefix("fox red snow fox red"))
    // At the maximum, further typing is dropped, and Esc still clears.
    type(list, "x")
    #expect(list.find?.query.count == FindState.maximumQueryLength)
    #expect(list.find?.query.hasSuffix("x") == false)
    press(list, .escape)
    #expect(list.find == nil)
  }

  @Test func twentyThousandTypedKeysFilterByAtMostTheMaximumLength() throws {
    let list = try list(content())
    type(list, "/")
    // A paste without bracketed paste arrives as keys. Before: each key filtered by the whole
    // query so far, quadratic in the paste (minutes for this one).
    type(list, String(repeating: "fox red snow ", count: 1_540))
    #expect(list.find?.query.count == FindState.maximumQueryLength)
    #expect(list.find?.matchCount == 0)
    press(list, .escape)
    #expect(list.find == nil)
  }

  @Test func pastedControlCharactersAreDropped() throws {
    let list = try list(content())
    type(list, "/")
    list.handle(.paste("sn\u{7}ow\tleo\u{1B}"))
    #expect(list.find?.query == "snow leo")
    #expect(list.selectedID == ListID("leopard"))
  }

  @Test func theQueryLineShowsTheEndOfALongQuery() throws {
    let list = try list(content())
    type(list, "/")
    list.handle(.paste("abcdefghijklmnopqrstuvwxyz0123456789"))
    // Scrolled as a field's line is, the caret after the end.
    #expect(grid(list).components(separatedBy: "\n").last == "/opqrstuvwxyz0123456789")
    #expect(list.caret == CursorPosition(x: 23, y: 7))
  }
}
