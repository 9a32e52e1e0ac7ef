import Sectional
import TestSupport
import Testing

/// The examples of the Events article (Sources/Sectional/Sectional.docc/Events.md).
@MainActor
@Suite struct EventsArticleExamples {
  final class Thumbnails {
    var cancelled: [String] = []
    func cancel(_ name: String) { cancelled.append(name) }
  }

  final class FruitScreen: Screen {
    let title = "Fruit"
    var fruit = ["apple", "banana", "cherry"]
    var query = ""
    let thumbnails = Thumbnails()

    var content: ListContent {
      Section(id: "fruit") {
        for name in fruit where query.isEmpty || name.contains(query) {
          Row(id: name, TextItem(name))
            // Only the user's delete:
            .onDelete { [unowned self] _ in fruit.removeAll { $0 == name } }
            // Whenever the row leaves the content, a search included:
            .on(.removed) { [unowned self] _ in thumbnails.cancel(name) }
        }
      }
    }
  }

  /// "What a person does, and what the host reports": a search removes rows (`removed`), the
  /// user's delete deletes one (`removed`, then `userDeleted`).
  @Test func aSearchRemovesRowsAndOnlyTheUsersDeleteDeletes() throws {
    let screen = FruitScreen()
    let host = ScreenHost(screen: screen)
    screen.query = "an"
    host.setNeedsUpdate()
    host.updateIfNeeded()
    #expect(screen.thumbnails.cancelled == ["apple", "cherry"])
    #expect(screen.fruit == ["apple", "banana", "cherry"])

    screen.query = ""
    host.setNeedsUpdate()
    host.updateIfNeeded()
    try host.controller.commitDelete(at: RowPath(section: 0, row: 1))
    #expect(screen.fruit == ["apple", "cherry"])
    #expect(screen.thumbnails.cancelled == ["apple", "cherry", "banana"])
    #expect(host.controller.content.rowCount == 2)
  }
}
