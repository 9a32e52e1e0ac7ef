import Sectional
import SectionalTerminal
import Testing

/// On Processes → acted as Enter on any row (it asked "Send SIGTERM to …?") and a second →
/// moved the question's focus from Cancel to Send SIGTERM, so → → ⏎ — an htop user scrolling
/// right, then Enter — ended the process under the cursor. A destructive action is never one
/// move away: → opens only a row that goes somewhere (a ›), and in a question the arrow keys
/// never reach a destructive button; Tab does, and the footer says so.
@MainActor
@Suite struct DestructiveKeyTests {
  @MainActor final class Jobs: Screen {
    let title = "Jobs"
    var ended: [String] = []
    var opened = 0
    /// Whether the question puts its destructive button first.
    var destructiveFirst = false

    var content: ListContent {
      Section(id: "jobs") {
        Row(id: "build", TextItem("build")).onSelect { [unowned self] context in
          ask(context.presenter)
        }
        Row(id: "more", TextItem("More", accessory: .disclosure)).onSelect {
          [unowned self] context in
          opened += 1
          context.presenter.push(Jobs())
        }
      }
    }

    func ask(_ presenter: any Presenter) {
      let end = AlertAction("End job", role: .destructive) { [unowned self] in
        ended.append("build")
      }
      let cancel = AlertAction("Cancel", role: .cancel)
      presenter.present(
        Alert(title: "End build?", actions: destructiveFirst ? [end, cancel] : [cancel, end]))
    }
  }

  func key(_ key: TerminalKey, _ modifiers: Modifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers))
  }

  func footer(_ app: TerminalApp) -> String {
    let lines = app.render().plainText().split(separator: "\n", omittingEmptySubsequences: false)
    return lines.last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
  }

  @Test func rightOnARowThatGoesNowhereDoesNothing() {
    let screen = Jobs()
    let app = TerminalApp(root: screen, width: 40, height: 12)
    app.handle(key(.right))
    app.handle(key(.character("l")))
    #expect(app.presentedAlert == nil)
    app.handle(key(.right))
    app.handle(key(.enter))
    // Enter, pressed on purpose, asks; nothing ended.
    #expect(app.presentedAlert?.title == "End build?")
    #expect(screen.ended.isEmpty)
  }

  @Test func rightOpensARowThatGoesSomewhere() {
    let screen = Jobs()
    let app = TerminalApp(root: screen, width: 40, height: 12)
    app.handle(key(.down))
    app.handle(key(.right))
    #expect(screen.opened == 1)
  }

  @Test(arguments: [false, true])
  func arrowsNeverFocusADestructiveButton(destructiveFirst: Bool) {
    let screen = Jobs()
    screen.destructiveFirst = destructiveFirst
    let app = TerminalApp(root: screen, width: 40, height: 12)
    app.handle(key(.enter))
    #expect(footer(app) == "tab to end job   ⏎/esc cancel")
    for move in [TerminalKey.right, .right, .left, .character("l"), .character("h"), .down, .up] {
      app.handle(key(move))
    }
    app.handle(key(.enter))
    #expect(screen.ended.isEmpty)
    #expect(app.presentedAlert == nil)
  }

  @Test(arguments: [false, true])
  func tabReachesTheDestructiveButtonAndEnterPressesIt(destructiveFirst: Bool) {
    let screen = Jobs()
    screen.destructiveFirst = destructiveFirst
    let app = TerminalApp(root: screen, width: 40, height: 12)
    app.handle(key(.enter))
    app.handle(key(.tab))
    #expect(footer(app) == "⏎ end job   esc cancel")
    // An arrow moves off it again.
    app.handle(key(.right))
    #expect(footer(app) == "tab to end job   ⏎/esc cancel")
    app.handle(key(.backTab))
    app.handle(key(.enter))
    #expect(screen.ended == ["build"])
  }

  /// A menu (an action sheet, as the `.` menu and "Log out?" are) keeps the rule: the arrows
  /// pass its destructive item, Tab reaches it.
  @Test func aMenusDestructiveItemIsReachedWithTab() {
    @MainActor final class Menu: Screen {
      let title = "Menu"
      var chosen: [String] = []
      var content: ListContent {
        Section(id: "s") {
          Row(id: "a", TextItem("a")).onSelect { [unowned self] context in
            context.presenter.present(
              Alert(
                title: "a", style: .actionSheet,
                actions: [
                  AlertAction("Rename") { self.chosen.append("rename") },
                  AlertAction("Delete", role: .destructive) { self.chosen.append("delete") },
                  AlertAction("Cancel", role: .cancel),
                ]))
          }
        }
      }
    }
    let screen = Menu()
    let app = TerminalApp(root: screen, width: 40, height: 14)
    app.handle(key(.enter))
    app.handle(key(.down))
    #expect(footer(app) == "↑↓ choose  tab to delete  ⏎/esc cancel")
    app.handle(key(.up))
    app.handle(key(.tab))
    #expect(footer(app) == "↑↓ choose   ⏎ delete   esc cancel")
    app.handle(key(.enter))
    #expect(screen.chosen == ["delete"])
  }

  /// In a question with a text field, ↓ from the field goes to the buttons that destroy
  /// nothing; Tab goes round them all.
  @Test func downFromAFieldPassesTheDestructiveButton() {
    @MainActor final class Rename: Screen {
      let title = "Rename"
      var chosen: [String] = []
      var content: ListContent {
        Section(id: "s") {
          Row(id: "a", TextItem("a")).onSelect { [unowned self] context in
            context.presenter.present(
              Alert(
                title: "Name", textFields: [AlertTextField(placeholder: "Name", text: "x")],
                actions: [
                  AlertAction("Erase", role: .destructive) { _ in self.chosen.append("erase") },
                  AlertAction("Cancel", role: .cancel),
                ]))
          }
        }
      }
    }
    let screen = Rename()
    let app = TerminalApp(root: screen, width: 40, height: 14)
    app.handle(key(.enter))
    app.handle(key(.down))
    app.handle(key(.enter))
    #expect(screen.chosen.isEmpty)
    #expect(app.presentedAlert == nil)
    app.handle(key(.enter))
    app.handle(key(.tab))
    app.handle(key(.enter))
    #expect(screen.chosen == ["erase"])
  }
}
