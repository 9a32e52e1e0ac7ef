import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// Row actions in UIKit: the context menu a long press shows (`UIContextMenuConfiguration` of
/// `UIAction`s), and swipe buttons with their colour, image and full swipe.
@MainActor
@Suite struct RowActionTests {
  func content(_ log: EventLog) -> ListContent {
    ListContent(sections: [
      Section(id: "s") {
        Row(id: "a", TextItem("A"), height: .fixed(44))
          .contextMenu([
            RowAction("Copy", symbol: "doc.on.doc") { context in
              log.entries.append("copy \(context.id) \(context.actionID ?? "-")")
            },
            RowAction("Delete", symbol: "trash", role: .destructive) { _ in
              log.entries.append("delete")
            },
            RowAction("Move", isEnabled: false) { _ in log.entries.append("move") },
          ])
          .swipeActions(
            .leading,
            [
              RowAction("Pin", symbol: "pin", color: .yellow) { _ in log.entries.append("pin") },
              RowAction("Hidden", isEnabled: false) { _ in log.entries.append("hidden") },
            ], performsFirstActionWithFullSwipe: false
          )
          .swipeActions(
            .trailing, [RowAction("Flag", color: .blue) { _ in log.entries.append("flag") }])
        Row(id: "b", TextItem("B"), height: .fixed(44))
      }
    ])
  }

  @Test func aLongPressShowsTheRowsContextMenu() throws {
    let log = EventLog()
    let host = try LiaisedTable(content(log))
    let actions = try host.table.longPressRow(at: path(0, 0))
    #expect(actions.map(\.title) == ["Copy", "Delete", "Move"])
    #expect(actions.map(\.attributes) == [[], [.destructive], [.disabled]])
    #expect(actions.map { $0.image != nil } == [true, true, false])
    try host.table.chooseContextMenuAction(titled: "Copy", forRowAt: path(0, 0))
    #expect(log.take() == ["copy \"a\" Copy"])
    #expect(throws: SurfaceDriverError.menuActionDisabled("Move")) {
      try host.table.chooseContextMenuAction(titled: "Move", forRowAt: path(0, 0))
    }
    #expect(log.take().isEmpty)
  }

  @Test func aRowWithoutMenuActionsShowsNoMenu() throws {
    let host = try LiaisedTable(content(EventLog()))
    #expect(throws: SurfaceDriverError.noContextMenu(path(0, 1))) {
      try host.table.longPressRow(at: path(0, 1))
    }
  }

  @Test func swipeButtonsHaveTheirColourImageAndFullSwipe() throws {
    let log = EventLog()
    let host = try LiaisedTable(content(log))
    let leading = try #require(
      host.liaison.tableView(host.table, leadingSwipeActionsConfigurationForRowAt: path(0, 0)))
    // The disabled action is left out: a swipe button cannot be disabled in UIKit.
    #expect(leading.actions.map(\.title) == ["Pin"])
    #expect(leading.actions.first?.backgroundColor == .systemYellow)
    #expect(leading.actions.first?.image != nil)
    #expect(!leading.performsFirstActionWithFullSwipe)
    let trailing = try #require(
      host.liaison.tableView(host.table, trailingSwipeActionsConfigurationForRowAt: path(0, 0)))
    #expect(trailing.actions.first?.backgroundColor == .systemBlue)
    #expect(trailing.performsFirstActionWithFullSwipe)
    #expect(throws: SurfaceDriverError.noFullSwipe(path(0, 0))) {
      try host.table.fullSwipeRow(at: path(0, 0), from: .leading)
    }
    try host.table.fullSwipeRow(at: path(0, 0), from: .trailing)
    #expect(log.take() == ["flag"])
  }

  @Test func aDisabledAlertButtonIsDisabledInUIKitAndIgnoresTaps() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIViewController()
    window.rootViewController = root
    let log = EventLog()
    var copy = AlertAction("Copy") { log.entries.append("copy") }
    copy.isEnabled = false
    UIKitPresenter(host: root).present(
      Alert(title: "Process", actions: [copy, AlertAction("Cancel", role: .cancel)]))
    let alert = try #require(root.presentedViewController as? UIAlertController)
    #expect(alert.actions.map(\.isEnabled) == [false, true])
    #expect(throws: SurfaceDriverError.controlDisabled) { try alert.tapAction(titled: "Copy") }
    #expect(log.take().isEmpty)
  }
}
