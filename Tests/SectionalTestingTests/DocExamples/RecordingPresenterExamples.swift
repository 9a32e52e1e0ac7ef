import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/SectionalTesting/RecordingPresenter.swift.
@MainActor
@Suite struct RecordingPresenterExamples {
  enum AboutRow: Hashable, Sendable { case email }

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
}
