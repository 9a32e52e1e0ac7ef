import Foundation
import Sectional
import SectionalTesting
import Testing

/// The words Sectional supplies are English by default and come from one overridable place.
/// (Tests override them with `withCurrent`, never by setting `current`: tests run in parallel.)
@MainActor
@Suite struct SectionalStringsTests {
  static let french = SectionalStrings(
    ok: "D'accord", cancel: "Annuler", delete: "Supprimer", openLinkTitle: "Ouvrir ce lien",
    mailUnavailableTitle: "Écrivez-nous",
    mailUnavailableMessage: { "Écrivez à \($0) depuis votre messagerie." })

  @Test func theDefaultsAreEnglish() {
    let strings = SectionalStrings()
    #expect(
      [strings.ok, strings.cancel, strings.delete, strings.openLinkTitle]
        == ["OK", "Cancel", "Delete", "Open this link"])
    #expect(strings.mailUnavailableTitle == "Send us an email")
    #expect(
      strings.mailUnavailableMessage("a@example.org")
        == "Mail is not set up here. Write to a@example.org from your email app.")
    #expect(
      [strings.share, strings.copyLink, strings.showLink, strings.linkTitle, strings.linkCopied]
        == [
          "Share", "Copy link", "Show link", "Link", "Asked the terminal to copy the link",
        ])
    #expect(strings.linkOpened("example.org") == "Opened example.org")
    #expect(Alert(title: "Saved").actions.map(\.title) == ["OK"])
    #expect(Row(id: 1, TextItem("a")).deletable().traits.deleteConfirmationTitle == "Delete")
  }

  @Test func coreTypesUseTheCurrentStrings() throws {
    let url = try #require(URL(string: "https://example.org/a b"))
    let row = Row(id: 1, TextItem("a")).deletable()
    let named = Row(id: 2, TextItem("b")).deletable(confirmationTitle: "Remove")
    SectionalStrings.withCurrent(SectionalStringsTests.french) {
      #expect(Alert(title: "Enregistré").actions.map(\.title) == ["D'accord"])
      let alert = MailDraft(to: ["a@example.org", "b@example.org"]).unavailableAlert
      #expect(alert.title == "Écrivez-nous")
      #expect(alert.message == "Écrivez à a@example.org, b@example.org depuis votre messagerie.")
      // A row made before reads the delete title when the confirmation is shown; a title the
      // app gave wins.
      #expect(row.traits.deleteConfirmationTitle == "Supprimer")
      #expect(named.traits.deleteConfirmationTitle == "Remove")
      let presenter = RecordingPresenter(canOpenURLs: false)
      presenter.openOrShow(url)
      #expect(
        presenter.requests == [
          .alert(
            Alert(
              title: "Ouvrir ce lien", message: url.absoluteString,
              actions: [AlertAction("D'accord", role: .cancel)]))
        ])
    }
    // Outside the scope, English again.
    #expect(row.traits.deleteConfirmationTitle == "Delete")
    #expect(Alert(title: "Saved").actions.map(\.title) == ["OK"])
  }

  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  struct Item: Identifiable, Sendable {
    var id: Int
  }

  /// A screen whose only page fails.
  final class FailingPages: Screen {
    let title = "Pages"
    let pages = PageLoader<Item, Int> { _ in throw Offline() }
    var content: ListContent {
      Section(id: "pages") { pages.rows { Row(id: $0.id, TextItem("\($0.id)")) } }
    }
  }

  static let german = SectionalStrings(
    loading: "Lädt…", tapToRetry: "Zum Wiederholen tippen",
    pressEnterToRetry: "Enter drücken zum Wiederholen",
    loadingFailed: { "Laden fehlgeschlagen: \($0)" }, loadingTimedOut: "Zeitüberschreitung",
    duplicatePageItems: { "Doppelte Einträge: \($0)" })

  @Test func paginationWordsComeFromTheCurrentStrings() async throws {
    let strings = SectionalStrings()
    #expect(
      [strings.loading, strings.tapToRetry, strings.pressEnterToRetry, strings.loadingTimedOut]
        == ["Loading…", "Tap to retry", "press Enter to retry", "Loading timed out"])
    #expect(PaginationError(.loaderFailed("offline")).description == "Loading failed: offline")
    #expect(PaginationError(.timedOut).description == "Loading timed out")
    #expect(
      PaginationError(.duplicateItems(["1", "7"])).description
        == "The page was rejected: ids already loaded or repeated: 1, 7")

    let screen = FailingPages()
    let app = ScreenTestHost(screen)
    await app.idle()
    #expect(screen.pages.state == .failed(PaginationError(.loaderFailed("offline"))))
    let english = try #require(app.content.sections[0].rows.last?.component as? LoadingItem)
    #expect(english == LoadingItem(.failed(message: "Loading failed: offline")))
    SectionalStrings.withCurrent(Self.german) {
      // The retry row an app's builder emits now reads the app's words.
      let retry = screen.pages.statusRow?.component as? LoadingItem
      #expect(retry == LoadingItem(.failed(message: "Laden fehlgeschlagen: offline")))
      #expect(PaginationError(.timedOut).description == "Zeitüberschreitung")
      #expect(
        PaginationError(.duplicateItems(["1", "7"])).description == "Doppelte Einträge: 1, 7")
    }
  }
}
