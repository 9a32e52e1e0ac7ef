import Sectional

// Row actions: `.` opens the cursor row's swipe and context-menu actions as an action sheet.
extension TerminalApp {
  /// The key that opens the cursor row's actions.
  static let rowActionsKey: Character = "."

  /// Opens the cursor row's actions when `event` is `rowActionsKey` and the row has any.
  ///
  /// - Returns: Whether it did; on a row without actions the key falls through to the
  ///   screen's commands, then to a status note.
  func handleRowActionsKey(_ event: InputEvent, _ page: Page) -> Bool {
    guard case .key(let key) = event, key == KeyEvent(.character(Self.rowActionsKey)),
      let row = page.list.selectedRow, row.traits.hasActions
    else { return false }
    // The row's name, where it has one; else its text ("3142 swift-frontend R 93.9 1.5G").
    let title = row.traits.name ?? SearchableText.of(row.component, in: page.list)
    // Presented through the host's presenter, so that choosing an action rebuilds the screen.
    page.host.presenter.present(
      Self.rowActionsSheet(for: row, title: title, controller: page.controller) {
        [weak self] in self?.toast(Self.rowGoneNote)
      })
    return true
  }

  /// The note when an action is chosen for a row that left the list while its menu was open
  /// (a process that exited, a message archived elsewhere).
  static let rowGoneNote = "That row is no longer in the list"

  /// The action sheet of `row`'s actions: its leading swipe actions, its trailing ones, then its
  /// context menu's, each choosing the action through the controller (a disabled one shows
  /// dimmed and cannot be chosen), and Cancel.
  ///
  /// - Parameters:
  ///   - row: A row of the controller's content.
  ///   - title: The row's name (`RowTraits.name`) or text; its first line, spaces collapsed,
  ///     titles the sheet ("Actions" when empty).
  ///   - controller: The list's controller.
  ///   - rowGone: Called instead of the action when the row has left the controller's content
  ///     (or the action was disabled) by the time it is chosen: nothing runs then.
  /// - Returns: The sheet.
  static func rowActionsSheet(
    for row: Row, title: String, controller: ListController,
    rowGone: @escaping @MainActor () -> Void
  ) -> Alert {
    let id = row.id
    var actions: [AlertAction] = []
    for placement in RowAction.Placement.allCases {
      for (index, action) in row.traits.actions(placement).enumerated() {
        var button = AlertAction(
          action.title, role: action.role == .destructive ? .destructive : .normal
        ) { [weak controller] in
          guard let controller else { return }
          if !controller.chooseRowAction(placement, at: index, ofRow: id) { rowGone() }
        }
        button.isEnabled = action.isEnabled
        actions.append(button)
      }
    }
    actions.append(AlertAction(SectionalStrings.current.cancel, role: .cancel))
    let firstLine = title.split(separator: "\n").first.map(String.init) ?? ""
    let words = firstLine.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return Alert(title: words.isEmpty ? "Actions" : words, style: .actionSheet, actions: actions)
  }
}
