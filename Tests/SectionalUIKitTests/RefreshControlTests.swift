#if os(Linux)
  import Sectional
  import SectionalUIKit
  import Testing
  import UIKitSurface

  /// A refreshable screen gets a UIRefreshControl: a pull refreshes, the control spins until
  /// the refresh ends, and a failure is presented as an alert while the rows stay.
  @MainActor
  @Suite struct RefreshControlTests {
    @MainActor final class Inbox: RefreshableScreen {
      struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
      }

      let title = "Inbox"
      var rows = ["a"]
      var fails = false
      var content: ListContent {
        Section(id: "s") { for row in rows { Row(id: row, TextItem(row)) } }
      }
      func refresh() async throws {
        if fails { throw Offline() }
        rows = ["b"] + rows
      }
    }

    @MainActor final class Plain: Screen {
      let title = "Plain"
      var content: ListContent { Section(id: "s") { Row(id: "a", TextItem("a")) } }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    func shown(_ controller: ScreenViewController) -> UITableView? {
      window.rootViewController = controller
      window.layoutIfNeeded()
      return controller.view as? UITableView
    }

    @Test func aPullRefreshesAndTheControlSpinsUntilItEnds() async throws {
      let controller = ScreenViewController(screen: Inbox())
      let table = try #require(shown(controller))
      let control = try #require(table.refreshControl)
      try table.pullToRefresh()
      #expect(control.isRefreshing)
      #expect(controller.host.isRefreshing)
      let announced = UIAccessibility.announcementsPosted.count
      await controller.host.idle()
      #expect(!control.isRefreshing)
      #expect(controller.liaison.shown.sections[0].rows.map(\.id) == [ListID("b"), ListID("a")])
      // VoiceOver hears that it ended (issue 29).
      #expect(UIAccessibility.announcementsPosted.dropFirst(announced).contains("Refreshed"))
    }

    @Test func aFailedRefreshIsPresentedAndTheRowsStay() async throws {
      let screen = Inbox()
      screen.fails = true
      let controller = ScreenViewController(screen: screen)
      let table = try #require(shown(controller))
      try table.pullToRefresh()
      await controller.host.idle()
      let alert = try #require(controller.presentedViewController as? UIAlertController)
      #expect(alert.title == "Could not refresh Inbox")
      #expect(alert.message == "offline")
      #expect(table.refreshControl?.isRefreshing == false)
      #expect(controller.liaison.shown.sections[0].rows.map(\.id) == [ListID("a")])
    }

    @Test func aScreenThatIsNotRefreshableGetsNoRefreshControl() throws {
      let table = try #require(shown(ScreenViewController(screen: Plain())))
      #expect(table.refreshControl == nil)
      #expect(throws: SurfaceDriverError.noRefreshControl) { try table.pullToRefresh() }
    }
  }
#endif
