/// A screen whose rows a person can select several of, to act on them together ("Delete 3
/// photos"): while ``isSelectingRows`` is on, a tap on a row selects or deselects it instead of
/// running its handlers, and the screen's commands act on ``selectedRows``.
///
/// The selection is the screen's state: its content can show it (a count, a "Delete 3" command)
/// and its commands read it. The host keeps it to what the content shows: rows a rebuild
/// removes leave it, only rows that can be selected (selectable and enabled) join it, and it
/// empties when selecting ends. UIKit shows selecting as a table or collection view's editing
/// mode with multiple selection; the test host's `tap` selects while it is on; in the terminal,
/// Enter and Space select the cursor row, and selected rows are marked. The terminal needs no
/// mode, as lazygit's and k9s's marks do not: Space on a row (or Shift-↑/↓) turns selecting on
/// with that row marked, and Esc turns it off. A row action reads the marks too:
/// `RowContext.affectedRows` is every marked row when its row is one of them.
///
/// ```swift
/// @MainActor final class PhotosScreen: MultipleSelectionScreen {
///   let title = "Photos"
///   var photos = ["beach", "forest", "city"]
///   var isSelectingRows = false
///   var selectedRows: Set<ListID> = []
///
///   var content: ListContent {
///     Section(id: "photos") {
///       for photo in photos { Row(id: photo, TextItem(photo)) }
///     }
///   }
///
///   var commands: [ScreenCommand] {
///     var commands = [
///       ScreenCommand(isSelectingRows ? "Done" : "Select", shortcut: .mnemonic("s")) {
///         [unowned self] _ in isSelectingRows.toggle()
///       }
///     ]
///     if isSelectingRows && !selectedRows.isEmpty {
///       commands.append(
///         ScreenCommand("Delete \(selectedRows.count)", role: .destructive) {
///           [unowned self] context in
///           photos.removeAll { context.selectedRows.contains(ListID($0)) }
///         })
///     }
///     return commands
///   }
/// }
/// ```
@MainActor
public protocol MultipleSelectionScreen: Screen {
  /// Whether a person is selecting rows now. Turning it off empties ``selectedRows``.
  var isSelectingRows: Bool { get set }
  /// The ids of the rows selected, as the host keeps them (see the protocol).
  var selectedRows: Set<ListID> { get set }
}
