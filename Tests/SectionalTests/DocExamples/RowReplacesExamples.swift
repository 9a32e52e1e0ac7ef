import Sectional
import Testing

/// The examples in the doc comments of Sources/Sectional/Content/Row+Replaces.swift and of
/// `Changeset.successor(of:)` in Sources/Sectional/Controller/CursorTracking.swift.
@Suite struct RowReplacesExamples {
  struct Message: Sendable {
    var id: Int
    var subject: String
    var isSent = false
  }

  static func content(_ outbox: [Message]) -> ListContent {
    ListContent {
      Section(id: "outbox") {
        for message in outbox {
          if message.isSent {
            Row(id: "sent-\(message.id)", TextItem(message.subject, detail: "Sent"))
              .replaces("draft-\(message.id)")
          } else {
            Row(id: "draft-\(message.id)", TextItem(message.subject, detail: "Draft"))
          }
        }
      }
    }
  }

  @Test func aSentMessageReplacesItsDraft() throws {
    var outbox = (1...3).map { Message(id: $0, subject: "Message \($0)") }
    let drafts = Self.content(outbox)
    outbox[1].isSent = true
    let changes = try StagedChangeset(from: drafts, to: Self.content(outbox))
    var selectedID: ListID? = ListID("draft-2")
    for stage in changes {
      if let id = selectedID, let successor = stage.successor(of: id) {
        selectedID = stage.content[successor]?.id
      }
    }
    #expect(selectedID == ListID("sent-2"))
  }
}
