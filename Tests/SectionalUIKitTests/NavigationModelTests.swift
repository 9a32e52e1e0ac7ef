import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// SectionalUIKit follows the core's navigation model where UIKit allows: the same problem
/// alerts, and alerts that never prefer a destructive action.
@MainActor
@Suite("UIKit navigation follows the core's model")
struct NavigationModelTests {
  /// "push" pushes a screen whose content repeats an id; "break" makes this screen's own
  /// content repeat one; "ask" presents `alert`.
  @MainActor final class Breaking: Screen {
    let title = "Breaking"
    var broken = false
    var alert = Alert(title: "Nothing")
    var content: ListContent {
      Section(id: "main") {
        Row(id: "push", TextItem("Push"), height: .fixed(44)).onSelect { context in
          context.presenter.push(DuplicateScreen())
        }
        Row(id: "break", TextItem("Break"), height: .fixed(44)).onSelect { [unowned self] _ in
          broken = true
        }
        Row(id: "ask", TextItem("Ask"), height: .fixed(44)).onSelect { [unowned self] context in
          context.presenter.present(alert)
        }
        if broken { Row(id: "push", TextItem("Again"), height: .fixed(44)) }
      }
    }
  }

  @MainActor struct Hosted {
    let screen = Breaking()
    let window: UIWindow
    let root: ScreenViewController
    let navigation: UINavigationController

    init() {
      let hosted = NavigatedScreen(screen)
      (window, root, navigation) = (hosted.window, hosted.root, hosted.navigation)
    }

    func tap(_ row: Int) throws {
      try #require(root.view as? UITableView).tapRow(at: path(0, row))
    }

    var alert: UIAlertController? { root.presentedViewController as? UIAlertController }
  }

  @Test("A screen whose first content is invalid is not pushed: an alert says why")
  func refusedPush() throws {
    let hosted = Hosted()
    try hosted.tap(0)
    #expect(hosted.navigation.viewControllers.count == 1)
    #expect(hosted.alert?.title == "Cannot show Duplicates")
    #expect(hosted.alert?.message?.contains("same") == true)
  }

  @Test("Invalid content of a shown screen keeps the last good content and presents an alert")
  func problemAlert() throws {
    let hosted = Hosted()
    var problems: [RenderProblem] = []
    hosted.root.liaison.onProblem = { problems.append($0) }
    try hosted.tap(1)
    #expect(problems.count == 1)
    #expect(hosted.alert?.title == "The content of Breaking is invalid")
    #expect(hosted.root.controller.content.sections[0].rows.count == 3)
  }

  @Test("The alert's preferred action is UIKit's, unless it is destructive")
  func preferredAction() throws {
    let hosted = Hosted()
    hosted.screen.alert = Alert(
      title: "Save?", actions: [AlertAction("Cancel", role: .cancel), AlertAction("Save")],
      preferredAction: 1)
    try hosted.tap(2)
    #expect(hosted.alert?.preferredAction?.title == "Save")
    hosted.root.dismiss(animated: false)
    hosted.screen.alert = Alert(
      title: "Erase?",
      actions: [AlertAction("Cancel", role: .cancel), AlertAction("Erase", role: .destructive)],
      preferredAction: 1)
    try hosted.tap(2)
    #expect(hosted.alert?.title == "Erase?")
    #expect(hosted.alert?.preferredAction == nil)
  }

  @MainActor final class Groceries: Screen {
    let title = "Groceries"
    var items = ["Milk", "Eggs"]
    var content: ListContent {
      Section(id: "main") {
        for item in items {
          Row(id: item, TextItem(item), height: .fixed(44))
            .deletable(question: item == "Milk" ? "Delete “Milk”?" : nil)
            .swipeActions(.trailing, [RowAction("Flag") { _ in }])
            .onDelete { [unowned self] _ in items.removeAll { $0 == item } }
        }
      }
    }
  }

  @Test("A row's own delete question is asked with the core's confirmation before it is deleted")
  func deleteQuestion() throws {
    let screen = Groceries()
    let hosted = NavigatedScreen(screen)
    let root = hosted.root
    let table = try #require(hosted.table)
    try table.swipeRow(at: path(0, 0), from: .trailing)
    try table.tapSwipeAction(titled: "Delete")
    let sheet = try #require(root.presentedViewController as? UIAlertController)
    #expect(sheet.title == "Delete “Milk”?")
    #expect(sheet.preferredStyle == .actionSheet)
    #expect(screen.items == ["Milk", "Eggs"])
    try sheet.tapAction(titled: "Delete")
    #expect(screen.items == ["Eggs"])
    #expect(root.controller.content.sections[0].rows.map(\.id) == [ListID("Eggs")])
    // A row without a question of its own: the swipe's Delete button is the confirmation.
    try table.swipeRow(at: path(0, 0), from: .trailing)
    try table.tapSwipeAction(titled: "Delete")
    #expect(root.presentedViewController == nil)
    #expect(screen.items.isEmpty)
  }
}
