import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A help screen: "details" asks the app to present its own view controller, "help" presents an
/// alert, "site" and "notes" open links or show them.
@MainActor
final class HelpScreen: Screen {
  let title = "Help"
  /// What the app does for "details" (a screen knows no view controllers).
  var showDetails: @MainActor (RowContext) -> Void = { _ in }

  var content: ListContent {
    Section(id: "help") {
      Row(id: "details", TextItem("Details", accessory: .disclosure), height: .fixed(44))
        .onSelect { [unowned self] context in showDetails(context) }
      Row(id: "help", TextItem("Help"), height: .fixed(44)).onSelect { context in
        context.presenter.present(Alert(title: "Need help?", actions: [AlertAction("OK")]))
      }
      Row(id: "site", TextItem("Web site"), height: .fixed(44)).onSelect { context in
        if let url = URL(string: "https://example.org/help") { context.presenter.openOrShow(url) }
      }
      Row(id: "notes", TextItem("Notes"), height: .fixed(44)).onSelect { context in
        if let url = URL(string: "notes/today") { context.presenter.openOrShow(url) }
      }
    }
  }
}

/// The help screen as the root of a navigation controller in a 320 × 480 window.
@MainActor
struct HostedHelp {
  let screen = HelpScreen()
  let window: UIWindow
  let root: ScreenViewController

  init() throws {
    let hosted = NavigatedScreen(screen)
    (window, root) = (hosted.window, hosted.root)
  }

  func tap(_ row: Int) throws {
    try #require(root.view as? UITableView).tapRow(at: path(0, row))
  }
}

@MainActor
@Suite("Presenting from a row in UIKit: the app's view controllers, stacked alerts, links")
struct PresentingTests {
  @Test("The window shows the navigation controller, which shows the screen")
  func windowRoot() throws {
    let help = try HostedHelp()
    let navigation = try #require(help.window.rootViewController as? UINavigationController)
    #expect(navigation.topViewController === help.root)
    #expect(help.root.controller.content.path(of: ListID("details")) == RowPath(section: 0, row: 0))
    #expect(help.root.view.window === help.window)
  }

  @Test(
    "A row presents the app's view controller; an alert then stacks on it; one dismiss ends both")
  func presentAndDismissStack() throws {
    let help = try HostedHelp()
    let details = UIViewController()
    help.screen.showDetails = { [weak root = help.root] _ in root?.presenter?.present(details) }
    try help.tap(0)
    #expect(help.root.presentedViewController === details)
    #expect(details.presentingViewController === help.root)
    #expect(details.view.window === help.window)
    // An alert from the screen appears over what is presented already, not refused.
    try help.tap(1)
    let alert = try #require(details.presentedViewController as? UIAlertController)
    #expect(alert.title == "Need help?")
    #expect(help.root.surfaceProblems.isEmpty && details.surfaceProblems.isEmpty)
    var completions = 0
    help.root.dismiss(animated: true) {
      completions += 1
      #expect(help.root.presentedViewController == nil)
    }
    #expect(completions == 1)
    #expect(details.presentedViewController == nil)
    #expect(alert.view.window == nil)
    #expect(details.view.window == nil)
  }

  @Test("A row's handler reaches the UIKit presenter through its context")
  func presenterFromContext() throws {
    let help = try HostedHelp()
    var found: UIKitPresenter?
    help.screen.showDetails = { context in
      // The host wraps the presenter to refresh after alert actions: a cast finds the wrapper.
      #expect(context.presenter as? UIKitPresenter == nil)
      found = context.presenter.underlying(UIKitPresenter.self)
      found?.present(UIViewController())
    }
    try help.tap(0)
    #expect(found === help.root.presenter)
    #expect(help.root.presentedViewController != nil)
  }

  @Test("A link an installed app opens is opened; one no app can open is shown in an alert")
  func openOrShow() throws {
    let application = UIApplication.shared
    let schemes = application.openableSchemesForTesting
    application.openableSchemesForTesting = ["https"]
    defer { application.openableSchemesForTesting = schemes }
    let help = try HostedHelp()
    let opened = application.openedURLs.count
    try help.tap(2)
    #expect(application.openedURLs.count == opened + 1)
    #expect(application.openedURLs.last?.absoluteString == "https://example.org/help")
    #expect(help.root.presentedViewController == nil)
    // A link without a scheme: no app can open it, so the screen shows it instead.
    try help.tap(3)
    #expect(application.openedURLs.count == opened + 1)
    let alert = try #require(help.root.presentedViewController as? UIAlertController)
    #expect(alert.message == "notes/today")
  }

  @Test("A shared link reaches the share sheet as a URL; without mail, the composer's fallback")
  func shareLinkAndMailFallback() throws {
    let help = try HostedHelp()
    let presenter = try #require(help.root.presenter)
    let link = try #require(ShareItem.link("https://example.org/a b"))
    presenter.share([link, .text("Look")])
    let sheet = try #require(help.root.presentedViewController as? UIActivityViewController)
    let urls = sheet.sharedItems.compactMap { $0 as? URL }
    #expect(urls.map(\.absoluteString) == ["https://example.org/a%20b"])
    #expect(sheet.sharedItems.compactMap { $0 as? String } == ["Look"])
    sheet.dismiss(animated: true)
    // Called directly, the composer still refuses to appear without a mail account.
    presenter.composeMail(MailDraft(to: ["team@example.org"], subject: "Hi"))
    let alert = try #require(help.root.presentedViewController as? UIAlertController)
    #expect(alert.message?.contains("team@example.org") == true)
    #expect(!(help.root.presentedViewController is MFMailComposeViewController))
  }
}
