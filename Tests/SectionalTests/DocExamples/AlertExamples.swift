import Foundation
import Sectional
import SectionalTesting
import Testing

/// The examples in the doc comments of Sources/Sectional/Presenting/Alert.swift and
/// AlertTextField.swift.
@MainActor
@Suite struct AlertExamples {
  enum AboutRow: Hashable, Sendable { case email, logOut, rename }

  @MainActor final class TodoList {
    var name: String
    init(name: String) { self.name = name }
  }

  @MainActor final class Session {
    var isLoggedIn = true
    func logOut() { isLoggedIn = false }
  }

  func tap(_ id: AboutRow, in content: ListContent, presenter: RecordingPresenter) throws {
    let controller = try ListController(content: content)
    controller.presenter = presenter
    try HeadlessTableView(controller: controller).tap(.id(id))
  }

  /// Alert.swift
  @Test func anActionSheet() throws {
    let session = Session()
    let content = ListContent {
      Section(id: "account") {
        Row(id: AboutRow.logOut, TextItem("Log Out", role: .destructive)).onSelect { context in
          context.presenter.present(
            Alert(
              title: "Log out?", message: nil, style: .actionSheet,
              actions: [
                AlertAction("Log Out", role: .destructive) { session.logOut() },
                AlertAction("Cancel", role: .cancel),
              ]))
        }
      }
    }
    let presenter = RecordingPresenter()
    try tap(.logOut, in: content, presenter: presenter)
    #expect(presenter.chooseAlertAction("Log Out"))
    #expect(!session.isLoggedIn)
  }

  /// Alert.swift: a "Rename" prompt.
  @Test func aRenamePrompt() throws {
    let list = TodoList(name: "Shopping")
    let content = ListContent {
      Section(id: "list") {
        Row(id: AboutRow.rename, TextItem("Rename")).onSelect { context in
          context.presenter.present(
            Alert(
              title: "Rename", message: "A new name for “\(list.name)”.",
              textFields: [AlertTextField(placeholder: "Name", text: list.name)],
              actions: [
                AlertAction("Cancel", role: .cancel),
                AlertAction("Rename") { texts in list.name = texts[0] },
              ]))
        }
      }
    }
    let presenter = RecordingPresenter()
    try tap(.rename, in: content, presenter: presenter)
    guard case .alert(let alert)? = presenter.requests.last else {
      Issue.record("no alert: \(presenter.requests)")
      return
    }
    #expect(alert.message == "A new name for “Shopping”.")
    #expect(alert.textFields == [AlertTextField(placeholder: "Name", text: "Shopping")])
    #expect(presenter.chooseAlertAction("Rename", texts: ["Groceries"]))
    #expect(list.name == "Groceries")
  }

  /// AlertTextField.swift and AlertAction's initializer that takes texts.
  @Test func aFieldWhoseTextTheActionReceives() {
    let list = TodoList(name: "Shopping")
    let alert = Alert(
      title: "Rename list",
      textFields: [AlertTextField(placeholder: "Name", text: list.name)],
      actions: [
        AlertAction("Cancel", role: .cancel),
        AlertAction("Rename") { texts in list.name = texts[0] },
      ])
    alert.actions[1].perform(texts: alert.texts(entered: ["Errands"]))
    #expect(list.name == "Errands")
    let action = AlertAction("Rename") { texts in list.name = texts[0] }
    action.perform(texts: ["Chores"])
    #expect(list.name == "Chores")
  }
}
