import Sectional

extension ListView {
  /// What Enter does on the cursor row, in a word or two, so the footer and help say what the
  /// key really does there: "collapse" or "expand" on a folding header, "edit" on a field or a
  /// date, "choose" on a choice shown as a row, the focused button's title ("like", "post"),
  /// "undo" and the title of a button that is on ("undo liked": Enter turns it off), "choose"
  /// or "remove" on a pill, "retry" on a page that failed to load, the row's
  /// ``RowTraits/selectionTitle``, "switch" on a toggle, "open" on a row with a disclosure `›`,
  /// else "select"; `nil` where Enter does nothing (a choice shown as segments, a stepper, the
  /// chosen pill, a loading row, a row that handles no selection).
  var enterAction: String? {
    if let header = selectedHeader {
      return controller.isCollapsed(section: header) ? "expand" : "collapse"
    }
    guard let (path, row) = cursorRow, row.takesCursor else { return nil }
    // While the screen selects rows, Enter (and Space) select or deselect the cursor row.
    if let selecting = controller.rowSelection, selecting.isSelectingRows {
      guard row.canBeSelected else { return nil }
      return selecting.selectedRows.contains(row.id) ? "deselect" : "select"
    }
    let component = row.component
    if component.isFocusable { return "edit" }
    if let choice = component as? ChoiceItem {
      return ChoiceRenderer.showsSegments(
        choice, width: itemWidth(section: path.section), flat: glyphs.isFlat)
        ? nil : "choose"
    }
    if component is StepperItem { return nil }
    if component is DateItem { return "edit" }
    // What the row's handlers do: nothing without one.
    guard row.handles(.didSelect) else { return nil }
    // A page that failed to load: Enter tries again, as the row says.
    if let loading = component as? LoadingItem {
      if case .failed = loading.state { return "retry" }
      return nil
    }
    if partCount > 0 {
      if chosenPart.map({ $0.part == focus }) ?? false { return nil }
      if let pills = component as? PillsItem { return pills.isRemovable ? "remove" : "choose" }
      if let bar = component as? ActionBarItem, bar.actions.indices.contains(focus),
        bar.actions[focus].isOn
      {
        // A button that is on ("Liked") is named for its state: Enter turns it off.
        return "undo " + HintWords.action(bar.actions[focus].title)
      }
      if let titles = Self.partTitles(of: component), titles.indices.contains(focus) {
        return HintWords.action(titles[focus])
      }
    }
    if let title = row.traits.selectionTitle { return HintWords.action(title) }
    if let button = component as? ButtonItem { return HintWords.action(button.title) }
    if let item = component as? TextItem {
      if case .toggle = item.accessory { return "switch" }
      if item.accessory == .disclosure { return "open" }
    }
    return "select"
  }

  /// The keys that move the cursor from where it is, as the footer names them: the four arrows
  /// on an item of a grid, flow or carousel (← → move within its line), ↑ ↓ elsewhere — on a
  /// folding header ← → fold, and on a list row → opens or does nothing.
  var movesWithArrows: Bool { isCursorInLine }
}
