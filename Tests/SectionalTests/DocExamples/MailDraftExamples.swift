import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/Sectional/Presenting/MailDraft.swift.
@MainActor
@Suite struct MailDraftExamples {
  /// MailDraft.swift
  @Test func aMailDraft() throws {
    let content = ListContent {
      Section(id: "about") {
        Row(id: AboutRow.email, TextItem("Write to us")).onSelect { context in
          context.presenter.sendMail(MailDraft(to: ["team@example.org"], subject: "Hello"))
        }
      }
    }
    let presenter = RecordingPresenter()
    try tapAboutRow(.email, in: content, presenter: presenter)
    #expect(presenter.requests == [.mail(MailDraft(to: ["team@example.org"], subject: "Hello"))])
  }
}
