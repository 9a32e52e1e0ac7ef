import Foundation
import Sectional

/// The Files screen as two panes: the data folder's tree (``FilesScreen``) on the left, and on
/// the right the file under the tree's cursor (``FileContentsScreen``), which changes as the
/// cursor moves. Enter on a file moves the focus to its contents; Tab, or ← and →, move between
/// the panes. Narrower than 100 columns, one pane shows at a time: Enter on a file shows its
/// contents, and back shows the tree again.
@MainActor
public final class FilesBrowser: SplitScreen {
  /// The title.
  public let title = "Files"
  /// The tree.
  public let tree: FilesScreen

  /// Creates the browser over the tree's data folder.
  ///
  /// - Parameter tree: The tree; its files no longer push their contents, and its pane is
  ///   titled "Data folder".
  public init(tree: FilesScreen) {
    self.tree = tree
    tree.pushesContents = false
    tree.title = "Data folder"
  }

  /// Narrower than this, one pane shows at a time.
  public var collapseWidth: Int? { 100 }

  /// The tree, then the contents of the file under its cursor.
  public var panes: [Pane] {
    [
      Pane(tree, id: "tree", minimumWidth: 30, weight: 2),
      .detail(id: "contents", minimumWidth: 40, weight: 3, placeholder: "Not a file") {
        [unowned self] id in contents(of: id)
      },
    ]
  }

  /// The contents screen of the file whose row has `id`; `nil` for a folder or another row.
  func contents(of id: ListID) -> FileContentsScreen? {
    guard let entry = tree.entry(id), !entry.isFolder else { return nil }
    return FileContentsScreen(entry: entry, directory: tree.directory, isASCII: tree.isASCII)
  }
}
