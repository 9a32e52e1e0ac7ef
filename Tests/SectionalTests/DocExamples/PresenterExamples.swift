import Foundation
import Sectional
import SectionalTesting
import Testing

/// The examples in the doc comments of Sources/Sectional/Screens/Presenter.swift, Alert.swift,
/// MailDraft.swift and SectionalStrings.swift.
@MainActor
@Suite struct PresenterExamples {
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
    try tap(.email, in: content, presenter: presenter)
    #expect(presenter.requests == [.mail(MailDraft(to: ["team@example.org"], subject: "Hello"))])
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

  /// SectionalStrings.swift, `withCurrent(_:_:)`
  @Test func wordsForOneScope() {
    let values = collect {
      SectionalStrings.withCurrent(SectionalStrings(ok: "Fine")) {
        Alert(title: "Saved").actions[0].title  // "Fine"
      }
    }
    #expect(values.map { "\($0)" } == ["Fine"])
  }

  /// SectionalStrings.swift, the type: sets the process's strings, so it runs in a process of
  /// its own (an exit test) and cannot change the words other tests see.
  @Test func wordsForTheWholeApp() async {
    await #expect(processExitsWith: .success) {
      await Launch.configureStrings()
      let alert = Alert(title: "Saved")
      let mail = MailDraft(to: ["a@example.org"]).unavailableAlert
      guard alert.actions.map(\.title) == ["D'accord"],
        mail.message == "Écrivez à a@example.org depuis votre messagerie."
      else { exit(1) }
    }
  }

  enum Launch {
    @MainActor static func configureStrings() {
      var strings = SectionalStrings()
      strings.ok = "D'accord"
      strings.cancel = "Annuler"
      strings.delete = "Supprimer"
      strings.mailUnavailableMessage = { "Écrivez à \($0) depuis votre messagerie." }
      SectionalStrings.current = strings
    }
  }
}
