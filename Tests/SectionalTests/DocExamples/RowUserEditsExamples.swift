import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The examples in the doc comments of Sources/Sectional/Content/Row+UserEdits.swift, and the
/// data loss they guard against: a handler named for the user's delete ran for every row a
/// rebuild removed, so a search that hid rows deleted them from the app's state.
@MainActor
@Suite struct RowUserEditsExamples {
  final class FruitScreen: Screen {
    let title = "Fruit"
    var fruit = ["apple", "banana", "cherry"]
    var query = ""

    var content: ListContent {
      Section(id: "fruit") {
        for name in fruit where query.isEmpty || name.contains(query) {
          Row(id: name, TextItem(name))
            .deletable(question: "Delete “\(name)”?")
            .onDelete { [unowned self] _ in fruit.removeAll { $0 == name } }
        }
      }
    }
  }

  /// `onDelete(perform:)`: a search hides rows and shows them again; nothing is deleted.
  @Test func aSearchDeletesNothingAndTheUsersDeleteDeletesOne() throws {
    let screen = FruitScreen()
    let app = ScreenTestHost(screen)
    screen.query = "an"
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(app.content.sections[0].rows.map(\.id) == [ListID("banana")])
    screen.query = ""
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(screen.fruit == ["apple", "banana", "cherry"])
    #expect(app.content.sections[0].rows.count == 3)

    try app.swipeToDelete(.id("banana"))
    #expect(app.presentedAlert?.title == "Delete “banana”?")
    try app.choose("Cancel")
    #expect(screen.fruit == ["apple", "banana", "cherry"])
    try app.swipeToDelete(.id("banana"))
    try app.choose("Delete")
    #expect(screen.fruit == ["apple", "cherry"])
    #expect(app.content.sections[0].rows.map(\.id) == [ListID("apple"), ListID("cherry")])
  }

  struct Task: Equatable {
    var id = UUID()
    var title: String
  }

  final class TasksScreen: Screen {
    let title = "Tasks"
    var tasks = [Task(title: "Buy milk"), Task(title: "Call mum"), Task(title: "Water plants")]

    var content: ListContent {
      Section(id: "tasks") {
        for task in tasks {
          Row(id: task.id, TextItem(task.title))
            .onMove { [unowned self] context in
              guard let from = context.sourcePath else { return }
              tasks.insert(tasks.remove(at: from.row), at: context.indexPath.row)
            }
        }
      }
    }
  }

  /// `onMove(perform:)`: the user's drag moves the task; the app's own reordering does not
  /// call the handler.
  @Test func theUsersDragMovesAndTheAppsReorderDoesNotCallTheHandler() throws {
    let screen = TasksScreen()
    let app = ScreenTestHost(screen)
    let milk = screen.tasks[0].id
    try app.drag(.id(milk), to: RowPath(section: 0, row: 2))
    #expect(screen.tasks.map(\.title) == ["Call mum", "Water plants", "Buy milk"])
    #expect(app.content.sections[0].rows.map(\.id) == screen.tasks.map { ListID($0.id) })

    // The app sorts its tasks: the rows move, and no handler moves a task a second time.
    screen.tasks.sort { $0.title < $1.title }
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(screen.tasks.map(\.title) == ["Buy milk", "Call mum", "Water plants"])
    #expect(app.content.sections[0].rows.map(\.id) == screen.tasks.map { ListID($0.id) })
  }
}
