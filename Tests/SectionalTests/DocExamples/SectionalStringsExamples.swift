import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The examples in the doc comments of Sources/Sectional/Presenting/SectionalStrings.swift.
@MainActor
@Suite struct SectionalStringsExamples {
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
