import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

@MainActor
@Suite("The article “Your first screen in UIKit” runs as written")
struct FirstScreenArticleTests {
  /// Every code block of the article, but its imports, appears in FirstScreenArticleCode.swift.
  @Test func theArticleShowsTheCodeThatRuns() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/SectionalUIKit/SectionalUIKit.docc/YourFirstScreenInUIKit.md"),
      encoding: .utf8)
    let code = try String(
      contentsOf: here.deletingLastPathComponent().appendingPathComponent(
        "FirstScreenArticleCode.swift"),
      encoding: .utf8)
    let blocks = article.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
    #expect(blocks.count >= 5)
    for block in blocks {
      let body = block.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        .trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(code.contains(body), "not in FirstScreenArticleCode.swift:\n\(body)")
    }
  }

  func show(_ root: UIViewController) -> (UIWindow, UINavigationController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    return (window, navigation)
  }

  @Test func theProfileWorks() throws {
    let profile = ProfileViewController()
    let (window, navigation) = show(profile)
    let screen = try #require(profile.screenTable.screen as? ProfileScreen)
    let table = try #require(profile.view.subviews.first as? UITableView)
    #expect(table.frame.size == window.bounds.size)
    let header = try #require(table.cellForRow(at: path(0, 0)) as? ProfileHeaderCell)
    #expect(header.nameLabel.text == "Ada Lovelace")
    #expect(header.handleLabel.text == "@ada")

    // The switch flips the state; the host refreshes and the switch shows it.
    try #require(table.cellForRow(at: path(0, 1))?.accessoryView as? UISwitch).userToggle()
    #expect(!screen.notificationsOn)
    #expect((table.cellForRow(at: path(0, 1))?.accessoryView as? UISwitch)?.isOn == false)

    // About pushes a screen; the row does not stay selected.
    try table.tapRow(at: path(0, 2))
    #expect(navigation.topViewController?.title == "About")
    #expect(table.indexPathsForSelectedRows == nil)
    navigation.popViewController(animated: true)
    window.layoutIfNeeded()

    // Sign Out asks first; confirming refreshes the screen without the account section.
    try table.tapRow(at: path(1, 0))
    let sheet = try #require(profile.presentedViewController as? UIAlertController)
    #expect(sheet.title == "Sign out of Ada Lovelace?")
    #expect(sheet.preferredStyle == .actionSheet)
    try sheet.tapAction(titled: "Sign Out")
    #expect(!screen.isSignedIn)
    #expect(table.numberOfSections == 1)
    #expect(table.raisedExceptions.isEmpty)
  }

  @Test func theContactsShowAnIndexThatJumpsAndKeepTheirCellsWhenRenamed() async throws {
    let screen = ContactsScreen()
    screen.contacts = ["Ada", "Alan", "Barbara", "Claude", "Donald", "Edsger", "Grace"]
      .enumerated().flatMap { index, name in
        (0..<4).map { Contact(id: index * 10 + $0, name: "\(name) \($0)") }
      }
    let contacts = ScreenViewController(screen: screen)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    window.rootViewController = UINavigationController(rootViewController: contacts)
    window.layoutIfNeeded()
    let table = try #require(contacts.view as? UITableView)
    #expect(table.shownSectionIndexTitles == ["A", "B", "C", "D", "E", "G"])
    try table.userTapSectionIndexTitle("E")
    #expect(table.indexPathsForVisibleRows?.first?.section == 4)
    // Renamed: the same cell, configured again.
    let path = try #require(table.indexPathsForVisibleRows?.first)
    let cell = try #require(table.cellForRow(at: path))
    screen.contacts[20].name = "Edsger W. 0"
    contacts.host.setNeedsUpdate()
    await contacts.host.idle()
    #expect(table.cellForRow(at: path) === cell)
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Edsger W. 0")
    #expect(table.reconfiguredIndexPaths.contains(path))
    #expect(table.raisedExceptions.isEmpty)
  }

  @Test func theFeedPagesAndDeletes() async throws {
    let tabs = makeTabs()
    let feedNavigation = try #require(tabs.last as? UINavigationController)
    let feed = try #require(feedNavigation.topViewController as? ScreenViewController)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
    window.rootViewController = feedNavigation
    window.layoutIfNeeded()
    let screen = try #require(feed.screen as? FeedScreen)
    let table = try #require(feed.view as? UITableView)
    await feed.host.idle()
    for offset in stride(from: 0, through: 3000, by: 350) {
      table.scroll(toOffsetY: CGFloat(offset))
      await feed.host.idle()
    }
    #expect(screen.pages.items.count == 60)
    table.scroll(toOffsetY: 0)
    try table.swipeRow(at: path(0, 0), from: .trailing)
    try table.tapSwipeAction(titled: "Delete")
    #expect(screen.pages.items.first?.id == 1)  // post 0 is gone from the screen's state
    #expect(table.numberOfRows(inSection: 0) == 59)
    feed.refresh()
    #expect(table.numberOfRows(inSection: 0) == 59)
    #expect(table.raisedExceptions.isEmpty)
  }
}
