import Foundation
import Sectional
import SectionalTesting
import Testing

@MainActor
@Suite struct PresenterFallbackTests {
  @Test func mailFallsBackToAnAlertNamingTheAddress() {
    let draft = MailDraft(to: ["scribe@example.org"], subject: "Hi")
    let able = RecordingPresenter(canSendMail: true)
    able.sendMail(draft)
    #expect(able.requests == [.mail(draft)])

    let unable = RecordingPresenter(canSendMail: false)
    unable.sendMail(draft)
    guard case .alert(let alert)? = unable.requests.first else {
      Issue.record("expected an alert, got \(unable.requests)")
      return
    }
    #expect(alert.message?.contains("scribe@example.org") == true)
    #expect(alert.actions.map(\.title) == ["OK"])
  }

  @Test func reviewFallsBackToTheGivenAlert() {
    let fallback = Alert(
      title: "Enjoying Scribe?",
      actions: [AlertAction("Rate"), AlertAction("Not now", role: .cancel)])
    let unable = RecordingPresenter(canRequestReview: false)
    unable.requestReview(orPresent: fallback)
    #expect(unable.requests == [.alert(fallback)])
    let able = RecordingPresenter()
    able.requestReview(orPresent: fallback)
    #expect(able.requests == [.review])
  }

  @Test func linksOpenOrShow() throws {
    let url = try #require(URL(string: "https://github.com/scribe-org"))
    let unable = RecordingPresenter(canOpenURLs: false)
    unable.openOrShow(url)
    #expect(
      unable.requests == [.alert(Alert(title: "Open this link", message: url.absoluteString))])
    let able = RecordingPresenter()
    able.openOrShow(url)
    #expect(able.requests == [.open(url)])
  }

  @Test func shareLinksArePercentEncoded() throws {
    let item = try #require(
      ShareItem.link("https://apps.apple.com/app/scribe - language keyboards/id1596613886"))
    guard case .url(let url) = item else {
      Issue.record("expected a URL")
      return
    }
    #expect(
      url.absoluteString
        == "https://apps.apple.com/app/scribe%20-%20language%20keyboards/id1596613886")
  }

  @Test func alertActionsRunTheirHandlers() {
    let presenter = RecordingPresenter()
    var chosen = false
    presenter.present(
      Alert(
        title: "Log out?", actions: [AlertAction("Log Out", role: .destructive) { chosen = true }]))
    #expect(presenter.chooseAlertAction("Log Out"))
    #expect(chosen)
    #expect(!presenter.chooseAlertAction("Missing"))
  }
}
