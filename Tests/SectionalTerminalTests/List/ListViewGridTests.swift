import Sectional
import SectionalTerminal
import Testing

/// Literal text grids of the list view: every standard component and section style, at several
/// widths.
@MainActor
@Suite struct ListViewGridTests {
  func grid(
    _ content: ListContent, width: Int, height: Int, glyphs: Glyphs = .unicode,
    keys: [KeyEvent] = []
  ) throws -> String {
    let controller = try ListController(content: content)
    let list = ListView(controller: controller, width: width, height: height, glyphs: glyphs)
    for key in keys { list.handle(.key(key)) }
    var buffer = Buffer(width: width, height: height)
    list.draw(into: &buffer, x: 0, y: 0)
    return buffer.plainText()
  }

  @Test func textRowsWithIconsDetailsAndAccessories() throws {
    let content = ListContent {
      Section(id: "plain") {
        Row(id: 1, TextItem("GitHub", icon: "github", accessory: .disclosure))
        Row(id: 2, TextItem("Volume", detail: "80%", accessory: .checkmark))
        Row(id: 3, TextItem("Wi-Fi", accessory: .toggle(isOn: true)))
        Row(id: 4, TextItem("Inbox", accessory: .badge("3")))
        Row(id: 5, TextItem("About", subtitle: "Version 1.0", accessory: .detailButton))
        Row(id: 6, TextItem("Log Out", role: .destructive))
      }
    }
    let glyphs = Glyphs.unicode.registering(["github": SymbolGlyph("</>", ascii: "</>")])
    #expect(
      try grid(content, width: 30, height: 8, glyphs: glyphs) == """
        ▌</> GitHub                ›
         Volume                80% ✓
         Wi-Fi                    ━●
         Inbox                    3
         About                     ⓘ
         Version 1.0
         Log Out

        """)
  }

  @Test func detailNeverOverlapsTheTitle() throws {
    let content = ListContent {
      Section(id: "s") {
        Row(
          id: 1,
          TextItem(
            "A very long title that cannot fit", detail: "Detail value", accessory: .disclosure))
      }
    }
    #expect(try grid(content, width: 24, height: 1) == "▌A ver… Detail value ›")
    // The title gives way first; the detail is cut only when even it does not fit.
    #expect(try grid(content, width: 16, height: 1) == "▌… Detail v… ›")
  }

  @Test func groupedSectionsAreSpacedWithUppercaseHeaders() throws {
    let content = ListContent {
      Section(id: "a", header: "Account", style: .grouped) {
        Row(id: 1, TextItem("Log In"))
      }
      Section(id: "b", header: "About", footer: "Version 2", style: .grouped) {
        Row(id: 2, TextItem("Terms"))
      }
    }
    #expect(
      try grid(content, width: 20, height: 8) == """

         ACCOUNT
        ▌Log In

         ABOUT
         Terms
         Version 2

        """)
  }

  @Test func insetSectionsAreCards() throws {
    let content = ListContent {
      Section(id: "a", header: "Community", style: .inset) {
        Row(id: 1, TextItem("Matrix", accessory: .disclosure))
        Row(id: 2, TextItem("Share"))
      }
      Section(id: "b", header: "Legal", style: .inset) {
        Row(id: 3, TextItem("Privacy"))
      }
    }
    #expect(
      try grid(content, width: 24, height: 9) == """

        ╭─ Community ─────────╮
        │▌Matrix            › │
        │ Share               │
        ╰─────────────────────╯
        ╭─ Legal ─────────────╮
        │ Privacy             │
        ╰─────────────────────╯

        """)
  }

  @Test func paragraphsWrapAtWordsAndKeepWideCharactersWhole() throws {
    let content = ListContent {
      Section(id: "s") {
        Row(id: 1, ParagraphItem("The quick brown fox jumps over the lazy dog")).selectable(false)
        Row(id: 2, ParagraphItem("漢字かな交じり文")).selectable(false)
      }
    }
    #expect(
      try grid(content, width: 15, height: 6) == """
         The quick
         brown fox
         jumps over
         the lazy dog
         漢字かな交じ
         り文
        """)
  }

  /// Without an app's pictures (see ImageRendererTests), an image is its alt text in a frame.
  @Test func imagesWithoutPicturesShowTheirAltText() throws {
    let content = ListContent {
      Section(id: "s") {
        Row(id: 1, ImageItem(source: .named("fox"), aspectRatio: 4, altText: "A fox"))
          .selectable(false)
      }
    }
    #expect(
      try grid(content, width: 26, height: 5) == """
         ╭─────────────────────╮
         │        A fox        │
         │     [image 4:1]     │
         ╰─────────────────────╯

        """)
  }

  @Test func pillsWrapToTheWidth() throws {
    let content = ListContent {
      Section(id: "s") {
        Row(
          id: 1,
          PillsItem([
            Pill(id: "a", title: "Vegan"), Pill(id: "b", title: "Open now"),
            Pill(id: "c", title: "Cheap"),
          ]))
      }
    }
    #expect(
      try grid(content, width: 24, height: 2, glyphs: .ascii) == """
        >(>Vegan<)             #
         ( Open now )          |
        """)
  }

  @Test func actionBarsLoadingAndRetryRows() throws {
    let content = ListContent {
      Section(id: "s") {
        Row(
          id: 1,
          ActionBarItem([
            .init(id: "like", symbol: "heart", title: "Like", isOn: true),
            .init(id: "share", symbol: "paperplane", title: "Share"),
          ]))
        Row(id: 2, LoadingItem(.failed(message: "Offline")))
      }
    }
    #expect(
      try grid(content, width: 40, height: 2) == """
        ▌>♥ Like  ➤ Share
         ⚠ Offline — press Enter to retry
        """)
  }

  @Test func loadingAndRetryRowsReadTheAppsStrings() throws {
    let content = ListContent {
      Section(id: "s") {
        Row(id: 1, LoadingItem())
        Row(id: 2, LoadingItem(.failed(message: "Offline")))
      }
    }
    var german = SectionalStrings()
    german.loading = "Lädt…"
    german.pressEnterToRetry = "Enter wiederholt"
    try SectionalStrings.withCurrent(german) {
      let lines = try grid(content, width: 40, height: 2).split(separator: "\n")
      #expect(lines.count == 2)
      #expect(lines.first?.hasSuffix(" Lädt…") == true)
      #expect(lines.last == " ⚠ Offline — Enter wiederholt")
    }
  }

  /// One row: a card titled "Community" of two inner rows.
  static let communityCard = ListContent {
    Section(id: "s") {
      Row(
        id: 1,
        EmbeddedListItem(
          title: "Community",
          items: [TextItem("GitHub", accessory: .disclosure), TextItem("Matrix")]))
    }
  }

  @Test func embeddedListsAreCardsOfTheirRows() throws {
    #expect(
      try grid(Self.communityCard, width: 22, height: 5) == """
        ▌Community
         ╭─────────────────╮
         ▌ GitHub        › │
         │ Matrix          │
         ╰─────────────────╯
        """)
  }

  @Test func theFocusedRowOfAnEmbeddedListIsMarkedNotOnlyReversed() throws {
    // Reverse video alone is lost in plain text (snapshots, logs, screen readers reading the
    // cells): the focused inner row takes the list's selection marker in place of its border.
    #expect(
      try grid(Self.communityCard, width: 22, height: 5, keys: [KeyEvent(.right)]) == """
        ▌Community
         ╭─────────────────╮
         │ GitHub        › │
         ▌ Matrix          │
         ╰─────────────────╯
        """)
    #expect(
      try grid(Self.communityCard, width: 22, height: 5, glyphs: .ascii) == """
        >Community
         +-----------------+
         > GitHub        > |
         | Matrix          |
         +-----------------+
        """)
  }

  @Test func cursorSkipsUnselectableRowsAndScrollsIntoView() throws {
    let content = ListContent {
      Section(id: "s") {
        for index in 0..<20 {
          Row(id: index, TextItem("Row \(index)")).selectable(index % 2 == 0)
        }
      }
    }
    let text = try grid(
      content, width: 12, height: 4, keys: Array(repeating: KeyEvent(.down), count: 5))
    #expect(
      text == """
         Row 7     │
         Row 8     ┃
         Row 9     │
        ▌Row 10    │
        """)
  }

  @Test func emptyListSaysSo() throws {
    #expect(try grid(ListContent(), width: 21, height: 3) == "  Nothing to show\n\n")
  }
}
