import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A screen of named rows: selecting "push" pushes a screen, "pop" pops, "delete" asks first.
@MainActor
final class ItemsScreen: Screen {
  let title: String
  var items: [String]
  var context: ScreenContext?

  init(title: String, items: [String]) {
    self.title = title
    self.items = items
  }

  var content: ListContent {
    Section(id: "main") {
      for item in items {
        Row(id: item, TextItem(item), height: .fixed(44)).onSelect { [unowned self] context in
          switch item {
          case "push":
            context.presenter.push(ItemsScreen(title: "Pushed", items: ["pop"]))
          case "pop":
            context.presenter.pop()
          case "delete":
            context.presenter.present(
              Alert(
                title: "Delete the last item?",
                actions: [
                  AlertAction("Cancel", role: .cancel),
                  // No request to refresh: an alert action refreshes the host by itself.
                  AlertAction("Delete", role: .destructive) { [unowned self] in
                    items.removeLast()
                  },
                ]))
          default:
            break
          }
        }
      }
    }
  }

  func attach(_ context: ScreenContext) {
    self.context = context
  }
}

/// A screen in a navigation controller that is the root of a 320 × 480 window.
@MainActor
struct HostedScreen {
  let screen: ItemsScreen
  let window: UIWindow
  let root: ScreenViewController
  let navigation: UINavigationController

  init(_ items: [String]) throws {
    screen = ItemsScreen(title: "Items", items: items)
    let hosted = NavigatedScreen(screen)
    (window, root, navigation) = (hosted.window, hosted.root, hosted.navigation)
  }

  var table: UITableView? { root.view as? UITableView }

  func titles(of controller: UIViewController) -> [String] {
    guard let table = controller.view as? UITableView else { return [] }
    return (table.indexPathsForVisibleRows ?? []).compactMap {
      (table.cellForRow(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text
    }
  }
}

@MainActor
@Suite("ScreenViewController and UIKitPresenter on the behaving UIKit surface")
struct ScreenHostingTests {
  @Test("A screen shows in its navigation controller; a row pushes a screen that pops itself")
  func pushAndPop() throws {
    let host = try HostedScreen(["push", "other"])
    var prepared: [String] = []
    host.root.screenTable.preparePushedScreen = { pushed in
      prepared.append(pushed.screen.title)
      pushed.liaison.register(Badge.self, cell: BadgeCell.self) { _, _, _ in }
    }
    #expect(host.root.title == "Items")
    #expect(host.titles(of: host.root) == ["push", "other"])
    let table = try #require(host.table)
    #expect(table.window === host.window)
    try table.tapRow(at: path(0, 0))
    #expect(host.navigation.viewControllers.count == 2)
    let pushed = try #require(host.navigation.topViewController as? ScreenViewController)
    #expect(pushed.title == "Pushed")
    pushed.view.layoutIfNeeded()
    #expect(host.titles(of: pushed) == ["pop"])
    #expect(prepared == ["Pushed"])
    #expect(pushed.presenter?.preparePushedScreen != nil)
    #expect(table.window == nil)
    try #require(pushed.view as? UITableView).tapRow(at: path(0, 0))
    #expect(host.navigation.viewControllers.count == 1)
    #expect(host.navigation.topViewController === host.root)
    #expect(table.window === host.window)
  }

  @Test(
    "A confirmed destructive action: the alert is dismissed, its handler runs, the screen refreshes"
  )
  func alertConfirmation() throws {
    let host = try HostedScreen(["a", "b", "delete"])
    try host.table?.tapRow(at: path(0, 2))
    let alert = try #require(host.root.presentedViewController as? UIAlertController)
    #expect(alert.title == "Delete the last item?")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(alert.actions.map(\.style) == [.cancel, .destructive])
    #expect(alert.presentingViewController === host.root)
    try alert.tapAction(titled: "Delete")
    #expect(host.root.presentedViewController == nil)
    #expect(host.screen.items == ["a", "b"])
    #expect(host.titles(of: host.root) == ["a", "b"])
    #expect(host.table?.raisedExceptions == [])
  }

  @Test("The presenter opens links, shares, and falls back to alerts for mail and reviews")
  func presenterCapabilities() throws {
    let host = try HostedScreen(["a"])
    let presenter = try #require(host.root.presenter)
    let link = try #require(URL(string: "https://example.org/a b"))
    presenter.open(link)
    #expect(UIApplication.shared.openedURLs.last == link)
    #expect(!presenter.canOpen(link))
    presenter.share([.text("hello")])
    let sheet = try #require(host.root.presentedViewController as? UIActivityViewController)
    #expect(sheet.sharedItems.compactMap { $0 as? String } == ["hello"])
    sheet.dismiss(animated: false)
    #expect(host.root.presentedViewController == nil)
    #expect(!presenter.canSendMail)
    presenter.sendMail(MailDraft(to: ["team@example.org"], subject: "Hi"))
    let mailFallback = try #require(host.root.presentedViewController as? UIAlertController)
    try mailFallback.tapAction(titled: try #require(mailFallback.actions.first?.title ?? nil))
    #expect(!presenter.canRequestReview)
    presenter.requestReview(orPresent: Alert(title: "Rate us"))
    let reviewFallback = try #require(host.root.presentedViewController as? UIAlertController)
    #expect(reviewFallback.title == "Rate us")
  }

  @Test("With a mail account and a window scene, the composer and the review prompt are used")
  func mailAndReview() throws {
    MFMailComposeViewController.mailAccountIsSetUpForTesting = true
    defer { MFMailComposeViewController.mailAccountIsSetUpForTesting = false }
    let scene = UIWindowScene.connectedForTesting()
    let window = UIWindow(windowScene: scene)
    window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    let root = ScreenViewController(screen: ItemsScreen(title: "Mail", items: ["a"]))
    window.rootViewController = UINavigationController(rootViewController: root)
    window.layoutIfNeeded()
    let presenter = try #require(root.presenter)
    presenter.sendMail(MailDraft(to: ["team@example.org"], subject: "Hi", body: "Hello"))
    let composer = try #require(root.presentedViewController as? MFMailComposeViewController)
    #expect(composer.draft.recipients == ["team@example.org"])
    #expect(composer.draft.subject == "Hi")
    #expect(composer.draft.body == "Hello")
    composer.userFinishes(with: .cancelled)
    #expect(root.presentedViewController == nil)
    #expect(presenter.canRequestReview)
    presenter.requestReview(orPresent: Alert(title: "Rate us"))
    #expect(scene.reviewRequests == 1)
    #expect(root.presentedViewController == nil)
  }

  @Test("Like UIKit, nothing is presented from a view controller whose view is in no window")
  func presentOutsideWindow() throws {
    let controller = ScreenViewController(screen: ItemsScreen(title: "Alone", items: []))
    controller.loadView()
    let presenter = try #require(controller.presenter)
    presenter.present(Alert(title: "Nobody sees this"))
    #expect(controller.presentedViewController == nil)
    #expect(controller.surfaceProblems.count == 1)
  }

  @Test("A child added to a shown stack joins it; hiding without animation is immediate")
  func stackAfterLoad() throws {
    let stack = StackViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = stack
    let child = ScreenViewController(screen: ItemsScreen(title: "Late", items: ["x"]))
    stack.add(child)
    stack.add(child)
    #expect(stack.stackedChildren.count == 1)
    #expect(child.view.window === window)
    stack.setHidden(true, for: child, animated: false)
    #expect(child.view.isHidden)
    stack.setHidden(true, for: child, animated: true)
    #expect(child.view.isHidden)
    stack.remove(UIViewController())
    #expect(stack.stackedChildren.count == 1)
  }

  @Test("A screen's table view takes its style from the sections: inset, grouped or plain")
  func tableStyle() throws {
    func style(_ sectionStyle: SectionStyle) -> UITableView.Style? {
      let screen = StyledScreen(style: sectionStyle)
      return (ScreenViewController(screen: screen).view as? UITableView)?.style
    }
    #expect(style(.inset) == .insetGrouped)
    #expect(style(.grouped) == .grouped)
    #expect(style(.plain) == .plain)
  }

  @Test("Showing a screen table a second time changes nothing")
  func showTwice() throws {
    let root = ScreenViewController(screen: ItemsScreen(title: "Once", items: ["a"]))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = UINavigationController(rootViewController: root)
    window.layoutIfNeeded()
    let presenter = root.presenter
    let other = UITableView(frame: window.bounds, style: .plain)
    root.screenTable.show(in: other, of: root)
    #expect(root.presenter === presenter)
    #expect(root.liaison.tableView === root.view)
    #expect(other.dataSource == nil)
  }

  @Test("A stack view controller adds, hides and removes children")
  func stackViewController() throws {
    let stack = StackViewController()
    let first = ScreenViewController(screen: ItemsScreen(title: "One", items: ["x"]))
    let second = UIViewController()
    stack.add(first)
    stack.add(second)
    #expect(stack.children.count == 2)
    #expect(first.parent === stack)
    #expect(stack.view.subviews.count == 1)
    stack.setHidden(true, for: second, animated: true)
    #expect(second.view.isHidden)
    stack.remove(first)
    #expect(stack.stackedChildren.count == 1)
    #expect(first.parent == nil)
    #expect(first.view.superview == nil)
  }
}

/// A screen whose rows, when about to be selected, add a row above them.
@MainActor
final class GrowingScreen: Screen {
  let title = "Growing"
  var rows = ["a", "b"]
  var selected: [String] = []

  var content: ListContent {
    Section(id: "main") {
      for row in rows {
        Row(id: row, TextItem(row), height: .fixed(44))
          .on(.willSelect) { [unowned self] _ in rows.insert("new\(rows.count)", at: 0) }
          .onSelect { [unowned self] context in selected.append("\(context.id)") }
      }
    }
  }
}

@MainActor
@Suite("The liaison when a tap's handlers change the content")
struct ChangingTapTests {
  @Test("didSelect reaches the row willSelect meant, though a rebuild moved it")
  func didSelectFollowsTheRow() throws {
    let screen = GrowingScreen()
    let hosted = NavigatedScreen(screen)
    let root = hosted.root
    let table = try #require(hosted.table)
    try table.tapRow(at: path(0, 1))
    #expect(screen.rows == ["new2", "a", "b"])
    #expect(screen.selected == ["\"b\""])
    #expect(root.liaison.selectedRowIDs == [ListID("b")])
    #expect(table.indexPathsForSelectedRows == [path(0, 2)])
    #expect(table.raisedExceptions.isEmpty)
  }
}

/// A screen whose content repeats an id.
@MainActor
final class DuplicateScreen: Screen {
  let title = "Duplicates"
  var content: ListContent {
    Section(id: "main") {
      Row(id: "same", TextItem("One"))
      Row(id: "same", TextItem("Two"))
    }
  }
}

@MainActor
@Suite("Invalid screen content through SectionalUIKit")
struct InvalidContentTests {
  @Test("Content that repeats an id is not shown; onProblem names it")
  func duplicateIDs() throws {
    let root = ScreenViewController(screen: DuplicateScreen())
    var problems: [RenderProblem] = []
    root.liaison.onProblem = { problems.append($0) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = UINavigationController(rootViewController: root)
    window.layoutIfNeeded()
    let table = try #require(root.view as? UITableView)
    #expect(table.numberOfSections == 0)
    #expect(problems.count == 1)
    if case .invalidContent(let message) = problems.first {
      #expect(message.contains("same"))
    } else {
      Issue.record("expected invalidContent, got \(problems)")
    }
  }
}

/// A screen of one section in `style`.
@MainActor
final class StyledScreen: Screen {
  let title = "Styled"
  let style: SectionStyle

  init(style: SectionStyle) {
    self.style = style
  }

  var content: ListContent {
    Section(id: "main", style: style) { Row(id: "a", TextItem("A"), height: .fixed(44)) }
  }
}
