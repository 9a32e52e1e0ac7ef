import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/Sectional/Screens/Presenter.swift.
@MainActor
@Suite struct PresenterExamples {
  enum AboutRow: Hashable, Sendable { case email, logOut }

  func tap(_ id: AboutRow, in content: ListContent, presenter: RecordingPresenter) throws {
    let controller = try ListController(content: content)
    controller.presenter = presenter
    try HeadlessTableView(controller: controller).tap(.id(id))
  }

  /// Presenter.swift
  @Test func sendMailOrTheFallback() throws {
    let content = ListContent {
      Section(id: "about") {
        Row(id: AboutRow.email, TextItem("Send us an email", icon: "envelope"))
          .onSelect { context in
            context.presenter.sendMail(MailDraft(to: ["team@example.org"]))
          }
      }
    }
    let mail = RecordingPresenter(canSendMail: true)
    try tap(.email, in: content, presenter: mail)
    #expect(mail.requests == [.mail(MailDraft(to: ["team@example.org"]))])
    let noMail = RecordingPresenter(canSendMail: false)
    try tap(.email, in: content, presenter: noMail)
    #expect(noMail.requests == [.alert(MailDraft(to: ["team@example.org"]).unavailableAlert)])
  }
}
