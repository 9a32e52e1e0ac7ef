import Sectional
import SectionalTesting
import Testing

/// The examples of `ScreenTestHost`'s pane drivers (ScreenTestHost+Panes.swift).
@MainActor
@Suite struct SplitTestingExamples {
  @MainActor final class MailScreen: SplitScreen {
    let title = "Mail"
    let mailboxes = Mailboxes()
    var panes: [Pane] {
      [
        Pane(mailboxes, id: "mailboxes"),
        .detail(id: "messages") { id in
          (id.base as? String) == "inbox" ? Messages() : nil
        },
      ]
    }
  }

  @MainActor final class Mailboxes: Screen {
    let title = "Mailboxes"
    var content: ListContent {
      ListContent { Section(id: "boxes") { Row(id: "inbox", TextItem("Inbox")) } }
    }
  }

  @MainActor final class Messages: Screen {
    let title = "Inbox"
    var content: ListContent {
      ListContent { Section(id: "messages") { Row(id: "hello", TextItem("Hello")) } }
    }
  }

  @Test func aSplitIsDrivenAsAPersonUsesIt() throws {
    let app = ScreenTestHost(MailScreen())
    try app.tap(.id("inbox"))
    #expect(app.focusedPane == ListID("messages"))
    app.setCompact(true)
    #expect(app.shownPanes == [ListID("messages")])
    app.goBack()
    #expect(app.shownPanes == [ListID("mailboxes")])
  }

  @Test func aPaneIsReadByItsId() throws {
    let app = ScreenTestHost(MailScreen())
    try app.tap(.id("inbox"))
    #expect(app.host(ofPane: "messages")?.screen.title == "Inbox")
    #expect(app.table(ofPane: "mailboxes")?.cursor == ListID("inbox"))
    #expect(app.host(ofPane: "nothing") == nil)
    #expect(throws: ScreenTestHost.Failure.self) { try app.focusPane("nothing") }
  }

  @Test func aScreenThatIsNotASplitHasNoPanes() {
    let app = ScreenTestHost(Mailboxes())
    #expect(app.focusedPane == nil && app.shownPanes.isEmpty)
    #expect(throws: ScreenTestHost.Failure.self) { try app.focusPane("mailboxes") }
  }
}
