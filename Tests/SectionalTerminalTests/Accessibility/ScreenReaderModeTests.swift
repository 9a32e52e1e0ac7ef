import Sectional
import Testing

@testable import SectionalTerminal

/// Issue 29: the screen-reader mode draws lists flat — no borders, frames, scroll bar or
/// decorative glyphs, states in words — and says in the status line what a key changed.
@MainActor
@Suite struct ScreenReaderModeTests {
  @MainActor final class Settings: Screen {
    let title = "Settings"
    var wifi = true
    var content: ListContent {
      Section(id: "account", header: "Account", style: .inset) {
        Row(id: "wifi", TextItem("Wi-Fi", accessory: .toggle(isOn: wifi))).onSelect { _ in
          self.wifi.toggle()
        }
        Row(id: "sound", TextItem("Sound", accessory: .toggle(isOn: false)))
        Row(id: "dark", TextItem("Dark", accessory: .checkmark))
        Row(id: "about", TextItem("About", accessory: .disclosure))
      }
      Section(id: "fruit", header: "Fruit") {
        for fruit in ["Apple", "Pear", "Plum"] {
          Row(id: fruit, TextItem(fruit))
        }
      }
      .collapsible()
    }
  }

  /// A day at a time, as the demo's Day screen: → goes to the next day, which has one row
  /// fewer.
  @MainActor final class Days: Screen {
    var day = 1
    var title: String { "Day \(day)" }
    var content: ListContent {
      Section(id: "s") {
        for hour in 0..<(5 - day) { Row(id: hour, TextItem("Hour \(hour)")) }
      }
    }
    var commands: [ScreenCommand] {
      [ScreenCommand("Next day", shortcut: .next) { _ in self.day += 1 }]
    }
  }

  func app(width: Int = 30, height: Int = 14) -> TerminalApp {
    TerminalApp(
      root: Settings(), width: width, height: height,
      options: TerminalApp.Options(screenReader: true))
  }

  func press(_ keys: TerminalKey..., in app: TerminalApp) {
    for key in keys { app.handle(.key(KeyEvent(key))) }
  }

  @Test func listsAreFlatWithStatesInWords() {
    // In ASCII the inset section is a card (`+- Account ---+`, `|>Wi-Fi  [on ] |`), the
    // states glyphs (`[on ]`, `x`, `>`, `v Fruit`).
    let app = app()
    #expect(
      app.render().plainText() == """
                   Settings

           Account
         >Wi-Fi                  on
          Sound                 off
          Dark              checked
          About               opens
         Fruit, expanded
         Apple
         Pear
         Plum


         enter switch  ? help  q quit
        """)
  }

  @Test func theStatusLineSaysWhereTheCursorWentAndWhatCameOrWent() {
    let app = app()
    press(.down, in: app)
    #expect(app.status == "2 of 4, Account")
    press(.down, .down, .down, in: app)
    #expect(app.status == "Fruit, expanded")
    press(.enter, in: app)
    #expect(app.status == "4 rows shown. Fruit, collapsed")
    // A key that changes nothing says nothing.
    press(.character("x"), in: app)
    #expect(app.status == nil)
  }

  @Test func theStatusLineSaysANewTitleOnTheSameScreen() {
    let app = TerminalApp(
      root: Days(), width: 30, height: 10, options: TerminalApp.Options(screenReader: true))
    press(.right, in: app)
    #expect(app.status == "Day 2. 3 rows shown. 1 of 3", "\(app.render().plainText())")
  }

  @Test func theStatusLineSaysAStateThatChangedUnderTheCursor() {
    let app = app()
    press(.enter, in: app)
    #expect(app.status == "Wi-Fi, off")
    press(.enter, in: app)
    #expect(app.status == "Wi-Fi, on")
  }

  @Test func aPopUpHasNoFrameAndNothingBehindIt() {
    let app = app()
    press(.character("?"), in: app)
    let frame = app.render().plainText()
    // The list behind the help is gone, and no border is drawn around it.
    #expect(!frame.contains("Wi-Fi"), "\(frame)")
    for border in ["+-", "-+", "|"] { #expect(!frame.contains(border), "\(frame)") }
  }

  @Test func noBoxDrawingNorScrollBarInAnyFrame() {
    let app = app(width: 24, height: 8)
    for key: TerminalKey in [.down, .pageDown, .end, .character("?"), .escape, .home] {
      press(key, in: app)
      let frame = app.render().plainText()
      #expect(frame.unicodeScalars.allSatisfy { $0.isASCII }, "after \(key):\n\(frame)")
      // The scroll bar's track and thumb in ASCII are `|` and `#` in the last column.
      #expect(!frame.contains("|") && !frame.contains("#"), "after \(key):\n\(frame)")
    }
  }

  @Test func theOptionIsTheFlatGlyphsAndMeansASCII() {
    var options = TerminalApp.Options()
    #expect(!options.screenReader)
    options.screenReader = true
    #expect(options.glyphs.isFlat && options.glyphs.isASCII)
    #expect(Glyphs.flat.isASCII)
  }

  @Test func theEnvironmentVariableAsksForIt() {
    for (value, wanted) in [
      ("1", true), ("yes", true), ("0", false), ("", false), ("False", false),
    ] {
      #expect(
        TerminalApp.Options.screenReaderRequested(by: ["SECTIONAL_SCREEN_READER": value]) == wanted)
    }
    #expect(!TerminalApp.Options.screenReaderRequested(by: ["NO_COLOR": "1"]))
  }

  @MainActor final class Sleep: Screen {
    let title = "Sleep"
    var content: ListContent {
      Section(id: "s") {
        Row(id: "chart", ParagraphItem("▁▃▅▇█▅▃"))
          .accessibility(label: "Heart rate, 48 to 60 bpm")
        Row(id: "note", ParagraphItem("Slept well"))
      }
    }
  }

  /// A row the app labelled for assistive technologies shows its label in this mode: a chart
  /// of block characters, folded to ASCII, said nothing; other rows show what they show.
  @Test func aRowWithAnAccessibilityLabelShowsTheLabel() {
    let flat = TerminalApp(
      root: Sleep(), width: 30, height: 6, options: TerminalApp.Options(screenReader: true))
    let text = flat.render().plainText()
    #expect(text.contains("Heart rate, 48 to 60 bpm"))
    #expect(text.contains("Slept well"))
    // Elsewhere the chart is the chart.
    let drawn = TerminalApp(root: Sleep(), width: 30, height: 6).render().plainText()
    #expect(drawn.contains("▁▃▅▇█▅▃"))
    #expect(!drawn.contains("Heart rate"))
  }

  @MainActor final class Shelf: Screen {
    let title = "Shelf"
    var content: ListContent {
      Section(id: "books") {
        for title in ["Emma", "Ulysses", "Dune", "Beloved"] {
          Row(id: title, TextItem(title)).onSelect { _ in }
        }
      }
      .layout(.grid(columns: 2))
    }
  }

  /// A grid's line holds several items, which a screen reader reads as one line: in this
  /// mode each item has a line of its own, and ↓ goes from one to the next.
  @Test func aGridHasOneItemPerLine() {
    let flat = TerminalApp(
      root: Shelf(), width: 30, height: 8, options: TerminalApp.Options(screenReader: true))
    let lines = flat.render().plainText().split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.contains(">Emma") && lines.contains("Ulysses") && lines.contains("Dune"))
    press(.down, in: flat)
    #expect(flat.stack[0].list.selectedID == ListID("Ulysses"))
    // Elsewhere two a line.
    let grid = TerminalApp(root: Shelf(), width: 30, height: 8).render().plainText()
    #expect(grid.split(separator: "\n").contains { $0.contains("Emma") && $0.contains("Ulysses") })
  }

  @MainActor final class Sizes: Screen {
    let title = "Sizes"
    var size = ListID("m")
    var content: ListContent {
      Section(id: "s") {
        Row(
          id: "size",
          ChoiceItem(
            "Size",
            options: [.init(id: "s", title: "Small"), .init(id: "m", title: "Medium")],
            selection: size, style: .segmented)
        )
        .onChange(ListID.self) { [unowned self] in size = $0 }
      }
    }
  }

  /// Segments say which is chosen in words, and ← → still choose.
  @Test func segmentsSayWhichIsSelected() {
    let screen = Sizes()
    let flat = TerminalApp(
      root: screen, width: 50, height: 6, options: TerminalApp.Options(screenReader: true))
    #expect(flat.render().plainText().contains("Size  ( Small ) ( Medium, selected )"))
    press(.left, in: flat)
    #expect(screen.size == ListID("s"))
    #expect(flat.render().plainText().contains("( Small, selected ) ( Medium )"))
  }
}
