import Sectional

/// A row's chosen part (such as its selected pill), as the focus last followed it: the row, the
/// part's index and what choosing it sends (which names the pill, so a chosen pill that moved to
/// another index, or another pill chosen at the same index, both count as a change).
struct ChosenPart: Equatable {
  var row: ListID
  var part: Int
  var detail: EventDetail
}

extension ListView {
  /// The part the cursor row's component marks as chosen (a selected pill), if any.
  var chosenPart: ChosenPart? {
    guard let id = selectedID, let row = selectedRow else { return nil }
    let renderer = renderers.renderer(for: row.component)
    guard let part = renderer.chosen(row.component) else { return nil }
    return ChosenPart(row: id, part: part, detail: renderer.detail(row.component, part))
  }

  /// Moves the focus to the cursor row's chosen part when the cursor has come to another row or
  /// the chosen part has changed (a calendar strip whose day changed by a command or a click);
  /// otherwise leaves the focus where ←/→ put it. So the focused pill and the chosen one agree,
  /// as the focus of a radio group goes to its checked button.
  func followChosenPart() {
    let chosen = chosenPart
    if let chosen, chosen != lastChosen { focus = chosen.part }
    lastChosen = chosen
  }
}
