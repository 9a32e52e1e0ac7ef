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

  /// A screen of one row whose Enter presents the alert `makeAlert` builds; its actions
  /// write what was chosen in ``chosen``.
  @MainActor final class Asker: Screen {
    let title = "Ask"
    var chosen: [String] = []
    let makeAlert: @MainActor (Asker) -> Alert

    init(_ makeAlert: @escaping @MainActor (Asker) -> Alert) { self.makeAlert = makeAlert }

    var content: ListContent {
      Section(id: "s") {
        Row(id: "a", TextItem("a")).onSelect { [unowned self] context in
          context.presenter.present(makeAlert(self))
        }
      }
    }
  }

  /// An app on `screen` with its row's question open (Enter pressed).
  func asking(_ screen: some Screen, height: Int = 14) -> TerminalApp {
    let app = TerminalApp(root: screen, width: 40, height: height)
    app.handle(key(.enter))
    return app
  }

  /// An ``Asker`` whose row asks `makeAlert`'s question, and an app with the question open.
  func asking(_ makeAlert: @escaping @MainActor (Asker) -> Alert) -> (Asker, TerminalApp) {
    let screen = Asker(makeAlert)
    return (screen, asking(screen))
  }

  /// ``Jobs`` with its build's question open, its destructive button first or not.
  func askingToEnd(destructiveFirst: Bool) -> (Jobs, TerminalApp) {
    let screen = Jobs()
    screen.destructiveFirst = destructiveFirst
    return (screen, asking(screen, height: 12))
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
    let (screen, app) = askingToEnd(destructiveFirst: destructiveFirst)
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
    let (screen, app) = askingToEnd(destructiveFirst: destructiveFirst)
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
    let (screen, app) = asking { screen in
      Alert(
        title: "a", style: .actionSheet,
        actions: [
          AlertAction("Rename") { screen.chosen.append("rename") },
          AlertAction("Delete", role: .destructive) { screen.chosen.append("delete") },
          AlertAction("Cancel", role: .cancel),
        ])
    }
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
    let (screen, app) = asking { screen in
      Alert(
        title: "Name", textFields: [AlertTextField(placeholder: "Name", text: "x")],
        actions: [
          AlertAction("Erase", role: .destructive) { _ in screen.chosen.append("erase") },
          AlertAction("Cancel", role: .cancel),
        ])
    }
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
