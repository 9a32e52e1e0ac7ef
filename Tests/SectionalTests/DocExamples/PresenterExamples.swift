import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/Sectional/Presenting/Presenter.swift.
@MainActor
@Suite struct PresenterExamples {
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
    try tapAboutRow(.email, in: content, presenter: mail)
    #expect(mail.requests == [.mail(MailDraft(to: ["team@example.org"]))])
    let noMail = RecordingPresenter(canSendMail: false)
    try tapAboutRow(.email, in: content, presenter: noMail)
    #expect(noMail.requests == [.alert(MailDraft(to: ["team@example.org"]).unavailableAlert)])
  }
}
