import Sectional
import Testing

/// The examples of `SplitScreen`, `Pane` and the Panes part of the Panes, outlines, marks and
/// sortable tables article (Sources/Sectional/Sectional.docc/PanesOutlinesAndMarks.md).
enum SplitScreenExamples {
  @MainActor final class MailScreen: SplitScreen {
    let title = "Mail"
    let mailboxes = MailboxesScreen()
    var collapseWidth: Int? { 100 }
    var panes: [Pane] {
      [
        Pane(mailboxes, id: "mailboxes", minimumWidth: 24),
        .detail(id: "messages", minimumWidth: 40, weight: 2) { [unowned self] id in
          mailboxes.messages(in: id)
        },
      ]
    }
  }

  /// The mailboxes; each shows its messages.
  @MainActor final class MailboxesScreen: Screen {
    let title = "Mailboxes"
    var content: ListContent {
      ListContent {
        Section(id: "boxes") {
          Row(id: "inbox", TextItem("Inbox"))
          Row(id: "sent", TextItem("Sent"))
        }
      }
    }

    func messages(in id: ListID) -> (any Screen)? {
      guard let name = id.base as? String else { return nil }
      return MessagesScreen(title: name == "inbox" ? "Inbox" : "Sent")
    }
  }

  @MainActor final class MessagesScreen: Screen {
    let title: String
    init(title: String) { self.title = title }
    var content: ListContent {
      ListContent { Section(id: "messages") { Row(id: "hello", TextItem("Hello")) } }
    }
  }

  /// The tree of `Pane`'s example.
  @MainActor final class FoldersScreen: Screen {
    let title = "Folders"
    var content: ListContent {
      ListContent { Section(id: "folders") { Row(id: "notes", TextItem("notes")) } }
    }
    func contents(of row: ListID) -> (any Screen)? { MessagesScreen(title: "\(row)") }
  }

  @MainActor final class BrowserScreen: SplitScreen {
    let title = "Browser"
    let folders = FoldersScreen()
    var panes: [Pane] {
      [
        Pane(folders, id: "folders", minimumWidth: 24, weight: 2),
        .detail(id: "contents", minimumWidth: 40, weight: 3) { [unowned self] row in
          folders.contents(of: row)
        },
      ]
    }
  }
}

@MainActor
@Suite struct SplitScreenExampleTests {
  @Test func theMailScreenHasTwoPanesTheSecondADetail() {
    let mail = SplitScreenExamples.MailScreen()
    #expect(mail.panes.map(\.id) == [ListID("mailboxes"), ListID("messages")])
    #expect(mail.panes.map(\.isDetail) == [false, true])
    #expect(mail.collapseWidth == 100)
    #expect(mail.content.sections.isEmpty)
    #expect(mail.mailboxes.messages(in: ListID("inbox"))?.title == "Inbox")
  }

  @Test func theBrowserSharesWhatIsLeftByWeight() {
    let browser = SplitScreenExamples.BrowserScreen()
    #expect(browser.panes.map(\.weight) == [2, 3])
    #expect(browser.collapseWidth == nil)
  }
}
