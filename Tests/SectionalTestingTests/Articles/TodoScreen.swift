// The code of the article "Testing screens" (Sources/SectionalTesting/SectionalTesting.docc/
// TestingScreens.md), exactly as written there: TodoScreenTests checks that every code
// block of the article appears in this file or in TestingScreensArticleTests.swift.
import Foundation
import Sectional

struct Todo: Identifiable, Sendable, Equatable {
  var id: UUID
  var title: String
  var isDone = false
}

@MainActor
final class TodoScreen: Screen {
  let title = "Todo"
  var todos: [Todo]
  let archive: PageLoader<Todo, Int>

  init(todos: [Todo], archive: @escaping @Sendable (Int) async throws -> LoadedPage<Todo, Int>) {
    self.todos = todos
    self.archive = PageLoader(name: "archive", first: 0, load: archive)
  }

  var content: ListContent {
    Section(id: "todo", header: "To do") {
      for todo in todos where !todo.isDone { row(todo) }
    }
    Section(id: "done", header: "Done") {
      for todo in todos where todo.isDone { row(todo) }
    }
    Section(id: "archive", header: "Archive") {
      archive.rows { todo in Row(id: todo.id, TextItem(todo.title)).selectable(false) }
    }
  }

  func row(_ todo: Todo) -> Row {
    Row(id: todo.id, TextItem(todo.title, accessory: .toggle(isOn: todo.isDone)))
      .onSelect { [unowned self] context in
        if context.event == .didSelect { toggle(todo.id) }
      }
      .deletable(question: "Delete “\(todo.title)”?")
      .onDelete { [unowned self] _ in todos.removeAll { $0.id == todo.id } }
      .swipeActions(
        .leading,
        [
          RowAction("Details") { context in context.presenter.push(DetailScreen(todo: todo)) }
        ])
  }

  func toggle(_ id: UUID) {
    guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
    todos[index].isDone.toggle()
  }
}

@MainActor
final class DetailScreen: Screen {
  let todo: Todo
  init(todo: Todo) { self.todo = todo }
  var title: String { todo.title }
  var content: ListContent {
    Section(id: "detail") {
      Row(id: "state", TextItem("State", detail: todo.isDone ? "Done" : "To do"))
    }
  }
}
