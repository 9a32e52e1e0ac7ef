import Sectional
import SectionalTerminal

/// The code of SectionalTerminal.docc/RunningATerminalApp.md, as written there
/// (Scripts/check-doc-examples.py checks that every block appears here verbatim; the app's
/// `@main` is left out, since a test target has no entry point of its own).
enum RunningATerminalAppArticle {
  struct TodoApp {
    @MainActor static func main() async throws {
      let terminal = try TTYTerminal()
      let app = TerminalApp(
        root: TodoScreen(), width: terminal.size.columns, height: terminal.size.rows,
        options: TerminalApp.Options(glyphs: .unicode, canOpenLinks: true))
      try await app.run(on: terminal, capability: .ansi256)
    }
  }

  @MainActor final class TodoScreen: Screen {
    let title = "Todo"
    var tasks = ["Buy milk", "Call mum"]

    func add(after selection: ListID?) {
      let index = selection.flatMap { $0.as(String.self) }.flatMap { tasks.firstIndex(of: $0) }
      tasks.insert("Task \(tasks.count + 1)", at: index.map { $0 + 1 } ?? tasks.endIndex)
    }

    var content: ListContent {
      Section(id: "tasks") { for task in tasks { Row(id: task, TextItem(task)) } }
    }
  }

  @MainActor final class RenameScreen: Screen {
    let title = "Rename"
    var name = "Buy milk"

    var content: ListContent {
      Section(id: "name") {
        Row(id: "name", TextFieldItem("Name", text: name, placeholder: "Task name"))
          .onChange(String.self) { [unowned self] in name = $0 }
          .onSubmit { context in context.presenter.pop() }
      }
    }
  }
}

extension RunningATerminalAppArticle.TodoScreen {
  var commands: [ScreenCommand] {
    [
      ScreenCommand("Add task", shortcut: .mnemonic("a")) { [unowned self] context in
        add(after: context.selection)
      }
    ]
  }
}
