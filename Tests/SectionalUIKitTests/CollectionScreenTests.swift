import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A refreshable screen of a flow section of tags and a list section whose row pushes a screen.
@MainActor
final class TagsScreen: RefreshableScreen {
  let title = "Tags"
  var tags = ["swift", "uikit", "grids"]
  let log = EventLog()

  var content: ListContent {
    Section(id: "tags", header: "Filters") {
      for tag in tags { Row(id: tag, TextItem(tag)).logged(to: log, [.didSelect]) }
    }
    .layout(.flow)
    Section(id: "more") {
      Row(id: "open", TextItem("Open", accessory: .disclosure)).onSelect { context in
        context.presenter.push(TagsScreen())
      }
    }
  }

  func refresh() async throws {
    tags.append("new")
  }
}

@MainActor
@Suite("ScreenViewController shows a screen in a collection view by option")
struct CollectionScreenTests {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

  @Test("A flow section shows in a collection view, with no problem, and its items select")
  func flowInACollectionView() throws {
    let screen = TagsScreen()
    let root = ScreenViewController(screen: screen, container: .collectionView)
    var problems: [ScreenProblem] = []
    root.host.observeProblems { problems.append($0) }
    window.rootViewController = root
    window.layoutIfNeeded()
    let collection = try #require(root.view as? UICollectionView)
    #expect(root.container == .collectionView)
    #expect(collection.numberOfItems(inSection: 0) == 3)
    #expect(collection.numberOfItems(inSection: 1) == 1)
    #expect(problems == [])
    try collection.tapItem(at: path(0, 1))
    #expect(screen.log.take() == ["didSelect \"uikit\""])
    // A rebuild applies as a batch update.
    screen.tags.insert("first", at: 0)
    root.refresh()
    #expect(collection.numberOfItems(inSection: 0) == 4)
    #expect(collection.raisedExceptions == [])
  }

  @Test("A refreshable screen gets a refresh control on its collection view")
  func pullToRefresh() async throws {
    let root = ScreenViewController(screen: TagsScreen(), container: .collectionView)
    window.rootViewController = root
    window.layoutIfNeeded()
    let collection = try #require(root.view as? UICollectionView)
    try collection.pullToRefresh()
    await root.host.idle()
    #expect(collection.numberOfItems(inSection: 0) == 4)
    #expect(collection.refreshControl?.isRefreshing == false)
  }

  @Test("A pushed screen with a flow section shows in a collection view, a list in a table view")
  func pushedScreenContainer() throws {
    let root = ScreenViewController(screen: TagsScreen(), container: .collectionView)
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    let collection = try #require(root.view as? UICollectionView)
    try collection.tapItem(at: path(1, 0))
    let pushed = try #require(navigation.viewControllers.last as? ScreenViewController)
    #expect(pushed !== root)
    #expect(pushed.container == .collectionView)
    pushed.presenter?.push(GridOnTableScreen())
    #expect(
      (navigation.viewControllers.last as? ScreenViewController)?.container == .collectionView)
    pushed.presenter?.push(ItemsScreen(title: "Items", items: ["a"]))
    let list = try #require(navigation.viewControllers.last as? ScreenViewController)
    #expect(list.container == .tableView)
    window.layoutIfNeeded()
    #expect(list.view is UITableView)
  }
}

/// A collapsible grid section.
@MainActor
final class CollapsibleGridScreen: Screen {
  let title = "Photos"
  var content: ListContent {
    Section(id: "photos", header: "Photos") {
      for index in 0..<5 { Row(id: "p\(index)", TextItem("Photo \(index)")) }
    }
    .layout(.grid(columns: 3))
    .collapsible()
  }
}

@MainActor
@Suite("A collapsible section collapses on a collection view too")
struct CollectionCollapsingTests {
  @Test("A tap on a collapsible grid's header collapses it as a batch, and again expands it")
  func headerTap() throws {
    let root = ScreenViewController(screen: CollapsibleGridScreen(), container: .collectionView)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    window.layoutIfNeeded()
    let collection = try #require(root.view as? UICollectionView)
    let header = collection.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: path(0, 0))
    let button = try #require(header?.subviews.lazy.compactMap { $0 as? UIButton }.first)
    #expect(button.accessibilityLabel == "Photos")
    button.userTap()
    #expect(root.controller.isCollapsed(section: "photos"))
    #expect(collection.numberOfItems(inSection: 0) == 0)
    button.userTap()
    #expect(collection.numberOfItems(inSection: 0) == 5)
    #expect(collection.raisedExceptions == [])
  }
}
