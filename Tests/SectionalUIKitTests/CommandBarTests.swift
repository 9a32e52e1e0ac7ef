import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A screen's commands in UIKit: navigation-bar buttons and a menu of the rest, enabled,
/// destructive and kept up to date as the screen rebuilds; the bar shows no key and no problem is
/// reported about keys (keys are key commands: KeyCommandTests).
@MainActor
@Suite("Screen commands as navigation-bar buttons and a menu")
struct CommandBarTests {
  @MainActor final class Contacts: Screen {
    let title = "Contacts"
    var names = ["Ada", "Grace"]
    var ran: [String] = []
    var canExport = false
    var extra: [ScreenCommand] = []

    var content: ListContent {
      Section(id: "people") {
        for name in names { Row(id: name, TextItem(name), height: .fixed(44)) }
      }
    }

    var commands: [ScreenCommand] {
      [
        // On q, a key the terminal keeps: the bar shows no key, and no problem about it.
        ScreenCommand("Quick add", shortcut: .mnemonic("q"), placement: .primary) {
          [unowned self] context in
          ran.append("add after \(context.selection?.as(String.self) ?? "nothing")")
          names.append("New")
        },
        ScreenCommand("Export", isEnabled: canExport) { [unowned self] _ in ran.append("export") },
        ScreenCommand("Delete all", role: .destructive) { [unowned self] _ in
          ran.append("delete all")
          names = []
        },
      ] + extra
    }
  }

  @Test("A primary command is a button; the others are a menu; tapping runs and rebuilds")
  func buttonsAndMenu() throws {
    let screen = Contacts()
    var problems: [RenderProblem] = []
    let hosted = NavigatedScreen(screen)
    hosted.root.liaison.onProblem = { problems.append($0) }
    let items = try #require(hosted.root.navigationItem.rightBarButtonItems)
    #expect(items.map(\.title) == ["Quick add", "More"])
    #expect(items[1].imageForTesting != nil)
    let menu = try #require(items[1].menu)
    let actions = menu.children.compactMap { $0 as? UIAction }
    #expect(actions.map(\.title) == ["Export", "Delete all"])
    #expect(actions.map(\.attributes) == [.disabled, .destructive])

    try hosted.table?.tapRow(at: IndexPath(row: 1, section: 0))
    items[0].userTap()
    #expect(screen.ran == ["add after Grace"])
    #expect(hosted.root.controller.content.rowCount == 3)
    #expect(throws: SurfaceDriverError.menuActionDisabled("Export")) {
      try items[1].userChooseFromMenu("Export")
    }
    try items[1].userChooseFromMenu("Delete all")
    #expect(screen.ran == ["add after Grace", "delete all"])
    #expect(hosted.root.controller.content.rowCount == 0)
    #expect(problems.isEmpty)
    #expect(hosted.root.presentedViewController == nil)
  }

  @Test("The buttons follow the commands as the screen rebuilds, and stay when nothing changed")
  func followsTheCommands() throws {
    let screen = Contacts()
    let hosted = NavigatedScreen(screen)
    let before = try #require(hosted.root.navigationItem.rightBarButtonItems)
    hosted.root.refresh()
    let same = try #require(hosted.root.navigationItem.rightBarButtonItems)
    #expect(same.count == before.count && zip(same, before).allSatisfy { $0 === $1 })

    screen.canExport = true
    hosted.root.refresh()
    let enabled = try #require(hosted.root.navigationItem.rightBarButtonItems?[1].menu)
    #expect(enabled.children.compactMap { ($0 as? UIAction)?.attributes } == [[], .destructive])
    try #require(hosted.root.navigationItem.rightBarButtonItems?[1]).userChooseFromMenu("Export")
    #expect(screen.ran == ["export"])
  }

  @Test("An only automatic command is a button of its own, disabled while the command is")
  func anOnlyCommandIsAButton() throws {
    @MainActor final class Single: Screen {
      let title = "Single"
      var enabled = false
      var content: ListContent { Section(id: "s") { Row(id: 1, TextItem("One")) } }
      var commands: [ScreenCommand] {
        [ScreenCommand("Share", isEnabled: enabled) { _ in }]
      }
    }
    let screen = Single()
    let hosted = NavigatedScreen(screen)
    let items = try #require(hosted.root.navigationItem.rightBarButtonItems)
    #expect(items.map(\.title) == ["Share"])
    #expect(items[0].isEnabled == false)
    screen.enabled = true
    hosted.root.refresh()
    #expect(hosted.root.navigationItem.rightBarButtonItems?.first?.isEnabled == true)
  }

  @Test("A presented screen keeps its Done button at the right edge, the commands beside it")
  func doneStaysBesideTheCommands() throws {
    let hosted = NavigatedScreen(ItemsScreen(title: "Items", items: ["a"]))
    let presenter = try #require(hosted.root.presenter)
    presenter.present(Contacts()) {}
    let navigation = try #require(hosted.root.presentedViewController as? UINavigationController)
    let presented = try #require(navigation.topViewController as? ScreenViewController)
    presented.view.layoutIfNeeded()
    let items = try #require(presented.navigationItem.rightBarButtonItems)
    #expect(items.first?.systemItemForTesting == .done)
    #expect(items.dropFirst().map(\.title) == ["Quick add", "More"])
  }

  @Test("A button runs the command the screen has now, though the button was made before")
  func aButtonRunsTheCurrentCommand() throws {
    @MainActor final class Counter: Screen {
      let title = "Counter"
      var step = 1
      var total = 0
      var content: ListContent { Section(id: "s") { Row(id: 1, TextItem("\(total)")) } }
      var commands: [ScreenCommand] {
        // The title stays; the action adds the step of the moment it was made.
        let step = step
        return [ScreenCommand("Add") { [unowned self] _ in total += step }]
      }
    }
    let screen = Counter()
    let hosted = NavigatedScreen(screen)
    let button = try #require(hosted.root.navigationItem.rightBarButtonItems?.first)
    screen.step = 10
    hosted.root.refresh()
    // Nothing the bar shows changed, so the button is the same one.
    #expect(hosted.root.navigationItem.rightBarButtonItems?.first === button)
    button.userTap()
    #expect(screen.total == 10)
  }

  @Test("A screen without commands has no buttons")
  func noCommandsNoButtons() {
    let hosted = NavigatedScreen(ItemsScreen(title: "Items", items: ["a"]))
    #expect(hosted.root.navigationItem.rightBarButtonItems == nil)
  }
}
