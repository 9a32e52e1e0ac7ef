import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/Sectional/Presenting/Alert.swift.
@MainActor
@Suite struct AlertExamples {
  enum AboutRow: Hashable, Sendable { case email, logOut }

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
}
