import Sectional
import SectionalTerminal
import Testing

/// Where the focus of a pop-up starts: on the alert's preferred action, and never on a
/// destructive one, so Enter pressed by habit destroys nothing.
@MainActor
@Suite struct AlertFocusTests {
  @MainActor final class Items: Screen {
    let title = "Items"
    var items = ["a", "b"]
    var alert: Alert?
    var content: ListContent {
      Section(id: "items") {
        for item in items {
          Row(id: item, TextItem(item)).deletable().onDelete { [unowned self] _ in
            items.removeAll { $0 == item }
          }
        }
        Row(id: "ask", TextItem("Ask")).onSelect { [unowned self] context in
          if let alert { context.presenter.present(alert) }
        }
      }
    }
  }

  @Test func enterOnADeleteConfirmationCancels() {
    let screen = Items()
    let app = TerminalApp(root: screen, width: 40, height: 12)
    app.handle(.key(KeyEvent(.character("d"))))
    #expect(app.presentedAlert?.title == "Delete?")
    app.handle(.key(KeyEvent(.enter)))
    #expect(app.presentedAlert == nil)
    #expect(screen.items == ["a", "b"])
  }
}
