import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A screen with a list section and a grid section of three pictures' titles.
@MainActor
final class GridOnTableScreen: Screen {
  let title = "Photos"
  var names = ["a", "b"]
  var layout = SectionLayout.grid(columns: 3)

  var content: ListContent {
    Section(id: "list") {
      for name in names { Row(id: name, TextItem(name), height: .fixed(44)) }
    }
    Section(id: "photos", header: "Photos") {
      for index in 0..<4 { Row(id: "p\(index)", TextItem("Photo \(index)")) }
    }
    .layout(layout)
  }
}

@MainActor
@Suite("A table view refuses grid, flow and carousel sections")
struct TableLayoutRefusalTests {
  /// The screen in a table view in a window, with the problems its host reports.
  func hosted(_ screen: GridOnTableScreen) -> (UIWindow, ScreenViewController, EventLog) {
    let root = ScreenViewController(screen: screen)
    let log = EventLog()
    root.host.observeProblems { log.entries.append($0.description) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    window.layoutIfNeeded()
    return (window, root, log)
  }

  @Test("A grid section shows without its rows, and the problem names the section")
  func gridRefused() throws {
    let screen = GridOnTableScreen()
    let (window, root, log) = hosted(screen)
    let table = try #require(root.view as? UITableView)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.numberOfRows(inSection: 1) == 0)
    #expect(
      log.take() == [
        "GridOnTableScreen: the section “photos” is laid out as a grid of 3 columns, which a "
          + "table view cannot draw; its rows are left out. Show the screen in a collection view."
      ])
    // The list section still updates; the refused section is not reported again.
    screen.names.append("c")
    root.refresh()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.numberOfRows(inSection: 1) == 0)
    #expect(log.take() == [])
    #expect(table.raisedExceptions == [])
    // The section becomes a list: its rows show.
    screen.layout = .list
    root.refresh()
    #expect(table.numberOfRows(inSection: 1) == 4)
    #expect(table.raisedExceptions == [])
    _ = window
  }

  @Test("A flow or a carousel section is refused too, by name")
  func flowAndCarouselRefused() {
    for (layout, name) in [(SectionLayout.flow, "a flow"), (.carousel(), "a carousel")] {
      let screen = GridOnTableScreen()
      screen.layout = layout
      let (window, _, log) = hosted(screen)
      #expect(log.take().first?.contains("“photos” is laid out as \(name),") == true)
      _ = window
    }
  }

  @Test("A liaison without a screen reports the refusal as a render problem")
  func liaisonAlone() throws {
    let content = ListContent {
      Section(id: "tags") { Row(id: "t", TextItem("Tag")) }.layout(.flow)
    }
    var problems: [RenderProblem] = []
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let table = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(table)
    let controller = try ListController(content: content)
    let liaison = TableViewLiaison(controller: controller)
    liaison.onProblem = { problems.append($0) }
    liaison.liaise(table)
    table.layoutIfNeeded()
    #expect(problems == [.unsupportedLayout(section: "tags", layout: "a flow")])
    #expect(table.numberOfRows(inSection: 0) == 0)
  }
}
