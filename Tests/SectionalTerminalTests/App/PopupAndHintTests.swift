import Foundation
import Sectional
import SectionalTerminal
import Testing

/// Pop-ups that fit small terminals, help that lists only the keys that act here, and footer
/// hints that keep help and quit as the width shrinks.
@MainActor
@Suite struct PopupAndHintTests {
  @MainActor final class Tasks: Screen {
    let title = "Tasks"
    var rows: [String]
    var editable: Bool
    var added = 0
    var day = 0

    init(rows: [String] = ["Buy milk", "Walk the dog", "Water plants"], editable: Bool = false) {
      self.rows = rows
      self.editable = editable
    }

    var content: ListContent {
      Section(id: "s") {
        for row in rows {
          if editable {
            Row(id: row, TextItem(row)).deletable().movable().onSelect { _ in }
          } else {
            Row(id: row, TextItem(row)).onSelect { _ in }
          }
        }
      }
    }

    var commands: [ScreenCommand] {
      [
        ScreenCommand("Add task", shortcut: .mnemonic("a")) { [unowned self] _ in added += 1 },
        ScreenCommand("Previous day", shortcut: .previous) { [unowned self] _ in day -= 1 },
        ScreenCommand("Next day", shortcut: .next) { [unowned self] _ in day += 1 },
      ]
    }
  }

  func key(_ key: TerminalKey) -> InputEvent { .key(KeyEvent(key)) }

  func frame(_ app: TerminalApp) -> String { app.render().plainText() }

  @Test func helpListsOnlyTheKeysThatActHereEachOnceWithTheirLabels() {
    let app = TerminalApp(root: Tasks(), width: 60, height: 24)
    app.handle(key(.character("?")))
    #expect(
      frame(app) == """
                                   Tasks
        ▌Buy milk
         ╭────────────────────────────────────────────────────────╮
         │ Keys                                                   │
         │                                                        │
         │ ↑ ↓ k j       move                                     │
         │ PgUp PgDn     a page up or down (Ctrl-B Ctrl-F too;    │
         │               Ctrl-U Ctrl-D half a page)               │
         │ Home End g G  first, last                              │
         │ ⏎             select                                   │
         │ a             add task                                 │
         │ ← h           previous day (Shift-Tab too)             │
         │ → l           next day (Tab too)                       │
         │ / n N         find as you type                         │
         │ : Ctrl-P      command palette                          │
         │ ?             this help                                │
         │ q Ctrl-C      quit                                     │
         │                                                        │
         │ [>Close<]                                              │
         ╰────────────────────────────────────────────────────────╯



         esc close
        """)
    // Not `character("a")Add task`, no i / d / m (nothing here has an info button, deletes or
    // moves), and ← once.
    #expect(!frame(app).contains("character("))
    #expect(frame(app).components(separatedBy: "←").count == 2)
  }

  @Test func editableRowsAddDeleteAndReorder() {
    let app = TerminalApp(root: Tasks(editable: true), width: 60, height: 24)
    app.handle(key(.character("?")))
    let text = frame(app)
    #expect(text.contains("│ d Delete      delete the row"))
    #expect(text.contains("│ m             reorder the row: ↑↓ move it, ⏎ or esc    │"))
    #expect(text.contains("│               when done                                │"))
    #expect(!text.contains("│ i "))
  }

  @Test func helpAt40ColumnsWrapsDescriptionsInTheirOwnColumn() {
    let app = TerminalApp(root: Tasks(editable: true), width: 40, height: 30)
    app.handle(key(.character("?")))
    #expect(
      frame(app) == """
                         Tasks
        ▌Buy milk
         ╭────────────────────────────────────╮
         │ Keys                               │
         │                                    │
         │ ↑ ↓ k j       move                 │
         │ PgUp PgDn     a page up or down    │
         │               (Ctrl-B Ctrl-F too;  │
         │               Ctrl-U Ctrl-D half a │
         │               page)                │
         │ Home End g G  first, last          │
         │ ⏎             select               │
         │ d Delete      delete the row       │
         │ m             reorder the row: ↑↓  │
         │               move it, ⏎ or esc    │
         │               when done            │
         │ a             add task             │
         │ ← h           previous day         │
         │               (Shift-Tab too)      │
         │ → l           next day (Tab too)   │
         │ / n N         find as you type     │
         │ : Ctrl-P      command palette      │
         │ ?             this help            │
         │ q Ctrl-C      quit                 │
         │                                    │
         │ [>Close<]                          │
         ╰────────────────────────────────────╯


         esc close
        """)
  }

  @Test func helpTakesTheWidthLessAMarginUpToWhatItsLongestLineNeeds() {
    // At 40 columns: 38 wide, not 32, so fewer descriptions wrap.
    let narrow = TerminalApp(root: Tasks(), width: 40, height: 30)
    narrow.handle(key(.character("?")))
    let border = "╭" + String(repeating: "─", count: 36) + "╮"
    #expect(
      frame(narrow).split(separator: "\n").contains { $0 == " " + border }, "\(frame(narrow))")
    // Wide: as wide as its longest line (keys, two spaces, 64 columns of description) needs.
    let wide = TerminalApp(root: Tasks(), width: 120, height: 30)
    wide.handle(key(.character("?")))
    #expect(
      frame(wide).contains(
        String(repeating: " ", count: 19) + "╭" + String(repeating: "─", count: 80) + "╮"),
      "\(frame(wide))")
    #expect(
      frame(wide).contains(
        "│ PgUp PgDn     a page up or down (Ctrl-B Ctrl-F too; Ctrl-U Ctrl-D half a page) │"),
      "\(frame(wide))")
  }

  @Test func helpAt30By10FitsAndScrolls() {
    let app = TerminalApp(root: Tasks(), width: 30, height: 10)
    app.handle(key(.character("?")))
    #expect(
      frame(app) == """
         ╭──────────────────────────╮
        ▌│ Keys                     │
         │ ↑ ↓ k j                  │
         │   move                   │
         │ PgUp PgDn                │
         │   a page up or down     ▼│
         │                          │
         │ [>Close<]                │
         ╰──────────────────────────╯
         ↑↓ scroll   esc close
        """)
    app.handle(key(.pageDown))
    app.handle(key(.end))
    #expect(
      frame(app) == """
         ╭──────────────────────────╮
        ▌│   command palette       ▲│
         │ ?                        │
         │   this help              │
         │ q Ctrl-C                 │
         │   quit                   │
         │                          │
         │ [>Close<]                │
         ╰──────────────────────────╯
         ↑↓ scroll   esc close
        """)
    app.handle(key(.character("x")))
    #expect(!app.isShowingHelp)
  }

  @Test func anActionSheetAt40By9KeepsItsButtonsInsideAndReachable() {
    @MainActor final class Sharing: Screen {
      let title = "About"
      var chosen: [String] = []
      var content: ListContent {
        Section(id: "s") {
          Row(id: "share", TextItem("Share")).onSelect { [unowned self] context in
            context.presenter.present(
              Alert(
                title: "Share", message: "https://apps.apple.com/app/scribe/id0123456789",
                style: .actionSheet,
                actions: [
                  AlertAction("Copy link") { self.chosen.append("copy") },
                  AlertAction("Show link") { self.chosen.append("show") },
                  AlertAction("Cancel", role: .cancel) { self.chosen.append("cancel") },
                ]))
          }
        }
      }
    }
    let screen = Sharing()
    let app = TerminalApp(root: screen, width: 40, height: 9)
    app.handle(key(.enter))
    #expect(
      frame(app) == """
            ╭──────────────────────────────╮
        ▌Sha│ Share                        │
            │ https://apps.apple.com/app/ ▼│
            │                              │
            │ [>Copy link<]                │
            │ [ Show link ]                │
            │ [ Cancel ]                   │
            ╰──────────────────────────────╯
         ⏎ copy link   esc cancel
        """)
    app.handle(key(.pageDown))
    app.handle(key(.down))
    app.handle(key(.down))
    #expect(
      frame(app) == """
            ╭──────────────────────────────╮
        ▌Sha│ https://apps.apple.com/app/ ▲│
            │ scribe/id0123456789          │
            │                              │
            │ [ Copy link ]                │
            │ [ Show link ]                │
            │ [>Cancel<]                   │
            ╰──────────────────────────────╯
         PgUp/PgDn scroll   ⏎/esc cancel
        """)
    app.handle(key(.enter))
    #expect(screen.chosen == ["cancel"])
  }

  @Test func reorderModeChangesTheFooter() {
    let app = TerminalApp(root: Tasks(editable: true), width: 80, height: 6)
    app.handle(key(.character("m")))
    #expect(
      frame(app).split(separator: "\n").last
        == " reordering:   ↑↓ move the row within its section   ⏎ esc done")
    app.handle(key(.enter))
    #expect(frame(app).split(separator: "\n").last?.hasPrefix(" ↑↓ move") == true)
  }

  @Test func footerHintsKeepHelpAndQuitAsTheWidthShrinks() {
    let expected = [
      80: " ↑↓ move  ⏎ select  a add task  ← previous day  → next day  ? help  q quit",
      60: " ↑↓ move   ⏎ select   a add task   ←→ day   ? help   q quit",
      40: " a add task   ←→ day   ? help   q quit",
      30: " a add task   ? help   q quit",
      20: " ? help   q quit",
    ]
    for (width, footer) in expected {
      let app = TerminalApp(root: Tasks(), width: width, height: 6)
      #expect(frame(app).split(separator: "\n").last.map(String.init) == footer, "at \(width)")
    }
  }

  @MainActor final class Terms: Screen {
    let title = "Terms"
    var content: ListContent {
      Section(id: "text") {
        Row(id: 1, ParagraphItem("These terms are a demonstration.")).selectable(false)
        Row(id: 2, ParagraphItem("Nothing here is binding.")).selectable(false)
      }
    }
  }

  @Test func aPageWithNothingToSelectDoesNotOfferEnter() {
    // Enter does nothing on text, so the footer does not say it; the arrows scroll text that
    // does not fit, so scroll (not move: nothing takes the cursor) is offered only then.
    let tall = TerminalApp(root: Terms(), width: 30, height: 4)
    #expect(
      frame(tall).split(separator: "\n").last.map(String.init) == " ↑↓ scroll   ? help   q quit")
    let fits = TerminalApp(root: Terms(), width: 60, height: 6)
    #expect(frame(fits).split(separator: "\n").last.map(String.init) == " ? help   q quit")
  }

  @Test func aRowOfRemovablePillsSaysEnterRemoves() {
    @MainActor final class Filters: Screen {
      let title = "Filters"
      var removable: Bool
      init(removable: Bool) { self.removable = removable }
      var content: ListContent {
        Section(id: "s") {
          Row(
            id: "pills",
            PillsItem(
              [Pill(id: "a", title: "Vegan"), Pill(id: "b", title: "Open")],
              isRemovable: removable)
          )
          .onSelect { _ in }
        }
      }
    }
    let removable = TerminalApp(root: Filters(removable: true), width: 60, height: 20)
    #expect(frame(removable).split(separator: "\n").last == " ⏎ remove   ? help   q quit")
    removable.handle(key(.character("?")))
    #expect(frame(removable).contains("│ space     remove the focused pill"), "\(frame(removable))")
    let plain = TerminalApp(root: Filters(removable: false), width: 40, height: 6)
    #expect(frame(plain).split(separator: "\n").last == " ⏎ choose   ? help   q quit")
  }
}
