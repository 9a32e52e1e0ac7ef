import Sectional
import SectionalTerminal
import Testing

@testable import SectionalTerminal

/// An alert that asks for text, in the terminal: a line editor per field, printable keys go to
/// the focused field, Tab and ↑/↓ move between fields and buttons, Enter in a field chooses the
/// preferred (else first ordinary) action with the fields' texts, Esc cancels.
@MainActor
@Suite struct AlertTextFieldTests {
  @MainActor final class Lists: Screen {
    let title = "Lists"
    var name = "Shopping"
    var pid = ""
    var answers: [String] = []
    var content: ListContent {
      Section(id: "s") {
        Row(id: "rename", TextItem(name)).onSelect { [unowned self] context in
          context.presenter.present(
            Alert(
              title: "Rename", message: "A new name for “\(name)”.",
              textFields: [AlertTextField(placeholder: "Name", text: name)],
              actions: [
                AlertAction("Cancel", role: .cancel) { self.answers.append("cancel") },
                AlertAction("Rename") { texts in self.name = texts[0] },
              ]))
        }
        Row(id: "kill", TextItem("Kill")).onSelect { [unowned self] context in
          context.presenter.present(
            Alert(
              title: "Send a signal",
              textFields: [
                AlertTextField(placeholder: "Process ID", kind: .number),
                AlertTextField(placeholder: "Password", kind: .password),
              ],
              actions: [
                AlertAction("Cancel", role: .cancel),
                AlertAction("Send") { texts in self.answers.append(texts.joined(separator: "|")) },
              ]))
        }
      }
    }
  }

  func key(_ key: TerminalKey, _ modifiers: Modifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers))
  }

  func type(_ text: String, into app: TerminalApp) {
    for character in text { app.handle(key(.character(character))) }
  }

  func frame(_ app: TerminalApp) -> String { app.render().plainText() }

  @Test func theFieldShowsItsTextAndTypedKeysGoIntoIt() {
    let screen = Lists()
    let app = TerminalApp(root: screen, width: 40, height: 12)
    app.handle(key(.enter))
    #expect(
      frame(app) == """
                         Lists
        ▌Sho╭──────────────────────────────╮
         Kil│ Rename                       │
            │                              │
            │ A new name for “Shopping”.   │
            │                              │
            │>Shopping____________________ │
            │                              │
            │ [ Cancel ]  [ Rename ]       │
            ╰──────────────────────────────╯

         tab next   ⏎ Rename   esc cancel
        """)
    // The terminal's cursor is at the caret, after the text.
    #expect(app.modalCaret.map { [$0.x, $0.y] } == [14, 6])
    #expect(app.cursor == CursorPosition(x: 14, y: 6))
    // Ctrl-U clears the line; q, j, k and space are typed, not commands.
    app.handle(key(.character("u"), .control))
    type("Jam & quick kit", into: app)
    #expect(
      frame(app) == """
                         Lists
        ▌Sho╭──────────────────────────────╮
         Kil│ Rename                       │
            │                              │
            │ A new name for “Shopping”.   │
            │                              │
            │>Jam & quick kit_____________ │
            │                              │
            │ [ Cancel ]  [ Rename ]       │
            ╰──────────────────────────────╯

         tab next   ⏎ Rename   esc cancel
        """)
    app.handle(key(.enter))
    #expect(app.presentedAlert == nil)
    #expect(screen.name == "Jam & quick kit")
  }

  @Test func tabMovesToTheButtonsAndEscCancels() {
    let screen = Lists()
    let app = TerminalApp(root: screen, width: 40, height: 12)
    app.handle(key(.enter))
    type("!", into: app)
    app.handle(key(.tab))
    #expect(
      frame(app) == """
                         Lists
        ▌Sho╭──────────────────────────────╮
         Kil│ Rename                       │
            │                              │
            │ A new name for “Shopping”.   │
            │                              │
            │ Shopping!___________________ │
            │                              │
            │ [>Cancel<]  [ Rename ]       │
            ╰──────────────────────────────╯

         ←→ choose   ⏎/esc cancel
        """)
    #expect(app.modalCaret == nil)
    #expect(app.cursor == nil)
    app.handle(key(.enter))
    #expect(screen.answers == ["cancel"])
    #expect(screen.name == "Shopping")
    app.handle(key(.enter))
    app.handle(key(.down))
    app.handle(key(.down))
    app.handle(key(.up))
    app.handle(key(.up))
    type("?", into: app)
    app.handle(key(.escape))
    #expect(screen.answers == ["cancel", "cancel"])
    #expect(screen.name == "Shopping")
  }

  @Test func twoFieldsANumberAndAPasswordInASCII() {
    let screen = Lists()
    let app = TerminalApp(
      root: screen, width: 40, height: 14, options: TerminalApp.Options(glyphs: .ascii))
    app.handle(key(.down))
    app.handle(key(.enter))
    type("12ab3", into: app)
    app.handle(key(.down))
    app.handle(.paste("se\u{1B}[2Jcret"))
    #expect(
      frame(app) == """
                         Lists
         Shopping
        >Kil+------------------------------+
            | Send a signal                |
            |                              |
            | 123_________________________ |
            |>*********___________________ |
            |                              |
            | [ Cancel ]  [ Send ]         |
            +------------------------------+



         tab next   enter Send   esc cancel
        """)
    app.handle(key(.enter))
    #expect(screen.answers == ["123|se[2Jcret"])
  }

  @Test func aNarrowShortTerminalKeepsTheFieldAndTheButtons() {
    let screen = Lists()
    let app = TerminalApp(root: screen, width: 24, height: 8)
    app.handle(key(.enter))
    type(" and more groceries", into: app)
    #expect(
      frame(app) == """
        ╭──────────────────────╮
        │ Rename              ▼│
        │                      │
        │> and more groceries_ │
        │ [ Cancel ]           │
        │ [ Rename ]           │
        ╰──────────────────────╯
         ⏎ Rename   esc cancel
        """)
    // The field scrolled to keep the caret in view; the message scrolls (▼) to make room.
    #expect(app.modalCaret.map { [$0.x, $0.y] } == [21, 3])
  }

  @Test func atEverySizeTheAlertFitsAndTheCaretIsInsideTheBox() {
    for width in 12...30 {
      for height in 4...12 {
        let screen = Lists()
        let app = TerminalApp(root: screen, width: width, height: height)
        app.handle(key(.down))
        app.handle(key(.enter))
        type("12345678901234567890", into: app)
        app.handle(key(.tab))
        app.handle(.paste("wide 漢字 text"))
        let lines = app.render().plainText().split(
          separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= height, "\(width)×\(height)")
        // Nothing is drawn over the box's top border.
        if let top = lines.first(where: { $0.contains("╭") }) {
          #expect(!top.contains("▼") && !top.contains("▲"), "\(width)×\(height)")
        }
        #expect(
          lines.allSatisfy { DisplayWidth.of(String($0)) <= width }, "\(width)×\(height)")
        if let caret = app.modalCaret {
          #expect(
            (0..<width).contains(caret.x) && (0..<height).contains(caret.y), "\(width)×\(height)")
        }
        app.handle(key(.enter))
        #expect(app.presentedAlert == nil, "\(width)×\(height)")
        #expect(screen.answers == ["12345678901234567890|wide 漢字 text"], "\(width)×\(height)")
      }
    }
  }

  @Test func aClickOnAFieldFocusesItAndAClickOnAButtonChoosesWithTheTexts() {
    let screen = Lists()
    let app = TerminalApp(root: screen, width: 40, height: 14)
    app.handle(key(.down))
    app.handle(key(.enter))
    type("42", into: app)
    #expect(app.modalCaret.map { [$0.x, $0.y] } == [8, 5])
    // The password field is on the line under the process id's; clicks land where the last
    // frame drew.
    _ = frame(app)
    app.handle(.mouse(MouseEvent(.press(.left), x: 20, y: 6)))
    #expect(app.modalCaret.map { [$0.x, $0.y] } == [6, 6])
    type("pw", into: app)
    let send = frame(app).split(separator: "\n")[8]
    let column = send.distance(from: send.startIndex, to: send.range(of: "[ Send ]")!.lowerBound)
    app.handle(.mouse(MouseEvent(.press(.left), x: column + 2, y: 8)))
    #expect(app.presentedAlert == nil)
    #expect(screen.answers == ["42|pw"])
  }
}
