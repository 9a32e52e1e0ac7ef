import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// Folders, the files of the folder selected, and (in a split of three) the lines of the file
/// selected: the master–detail splits the split view controller tests show.
@MainActor
final class FoldersSplit: SplitScreen {
  let title = "Files"
  let folders = ListScreen(title: "Folders", rows: ["docs", "empty", "src"])
  let threeColumns: Bool
  /// Every file screen the split made, by folder.
  var filesMade: [String] = []

  init(threeColumns: Bool = false) {
    self.threeColumns = threeColumns
  }

  var panes: [Pane] {
    var panes = [
      Pane(folders, id: "folders", weight: 1),
      .detail(id: "files", weight: 3) { [unowned self] id in
        guard let folder = id.base as? String, folder != "empty" else { return nil }
        filesMade.append(folder)
        return ListScreen(title: folder, rows: ["\(folder)/a", "\(folder)/b", "\(folder)/alert"])
      },
    ]
    if threeColumns {
      panes.append(
        .detail(id: "lines", weight: 4) { id in
          (id.base as? String).map { ListScreen(title: $0, rows: ["\($0):1"]) }
        })
    }
    return panes
  }
}

/// A list of rows titled by their ids, 44 points high; "alert" presents an alert.
@MainActor
final class ListScreen: Screen {
  let title: String
  let rows: [String]

  init(title: String, rows: [String]) {
    self.title = title
    self.rows = rows
  }

  var content: ListContent {
    Section(id: "rows") {
      for id in rows {
        Row(id: id, TextItem(id), height: .fixed(44))
          .onSelect { context in
            guard id.hasSuffix("/alert") else { return }
            context.presenter.present(Alert(title: "Opened \(id)"))
          }
      }
    }
  }
}

/// A split view controller as an app's window root, in a 1024 × 600 window of a size class.
@MainActor
struct SplitInWindow {
  let window: UIWindow
  let split: SplitViewController

  init(_ screen: any SplitScreen, sizeClass: UIUserInterfaceSizeClass = .regular) {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 600))
    window.userResize(toHorizontalSizeClass: sizeClass)
    split = SplitViewController(screen: screen)
    window.rootViewController = split
    window.layoutIfNeeded()
  }

  /// The controller UIKit has in `column`, as a screen view controller.
  func controller(in column: UISplitViewController.Column) -> ScreenViewController? {
    split.viewController(for: column) as? ScreenViewController
  }

  /// Taps the row `id` of the pane in `column`.
  func tap(_ id: String, in column: UISplitViewController.Column) throws {
    window.layoutIfNeeded()
    let pane = try #require(self.controller(in: column))
    let table = try #require(pane.view as? UITableView)
    let path = try #require(pane.liaison.shown.path(of: ListID(id)))
    try table.tapRow(at: path.indexPath)
    window.layoutIfNeeded()
  }

  /// The id of the row selected in the table of the pane in `column`.
  func selection(in column: UISplitViewController.Column) -> String? {
    guard let controller = controller(in: column),
      let path = (controller.view as? UITableView)?.indexPathForSelectedRow
    else { return nil }
    return controller.liaison.shown[RowPath(path)]?.id.base as? String
  }

  /// The titles of the controllers whose views are in the window, leading first.
  var onScreen: [String] {
    split.paneControllers.filter { $0.isViewLoaded && $0.view.window != nil }.map {
      $0.title ?? ""
    }
  }
}
