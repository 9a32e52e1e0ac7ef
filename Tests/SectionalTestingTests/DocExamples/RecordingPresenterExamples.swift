import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/SectionalTesting/RecordingPresenter.swift.
@MainActor
@Suite struct RecordingPresenterExamples {
  enum AboutRow: Hashable, Sendable { case email, rename }

  @MainActor final class Names {
    var name = "Shopping"
  }

  /// RecordingPresenter.swift
  @Test func aRecordingPresenter() throws {
    let controller = try ListController {
      Section(id: "about") {
        Row(id: AboutRow.email, TextItem("Email")).onSelect { context in
          context.presenter.sendMail(MailDraft(to: ["a@b.c"]))
        }
      }
    }
    let table = HeadlessTableView(controller: controller)
    let presenter = RecordingPresenter(canSendMail: false)
    controller.presenter = presenter
    try table.tap(.id(AboutRow.email))
    #expect(presenter.requests == [.alert(MailDraft(to: ["a@b.c"]).unavailableAlert)])
  }

  /// The example in the doc comment of `RecordingPresenter.chooseAlertAction(_:texts:)`.
  @Test func anAlertWithATextFieldAnswered() throws {
    let names = Names()
    let controller = try ListController {
      Section(id: "about") {
        Row(id: AboutRow.rename, TextItem("Rename")).onSelect { context in
          context.presenter.present(
            Alert(
              title: "Rename", textFields: [AlertTextField(placeholder: "Name")],
              actions: [AlertAction("Rename") { texts in names.name = texts[0] }]))
        }
      }
    }
    let presenter = RecordingPresenter()
    controller.presenter = presenter
    try HeadlessTableView(controller: controller).tap(.id(AboutRow.rename))
    #expect(presenter.chooseAlertAction("Rename", texts: ["Groceries"]))
    #expect(names.name == "Groceries")
    #expect(!presenter.chooseAlertAction("Rename", texts: ["a", "b"]))
  }
}
