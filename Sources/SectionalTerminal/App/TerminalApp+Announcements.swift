import Sectional

extension TerminalApp {
  /// What the status line of the screen-reader mode compares before and after a key: the
  /// screen and its title, where the cursor is (in words), the state of what it is on and how many rows the
  /// list has.
  struct Glance: Equatable {
    var depth: Int
    var title: String
    /// The focused pane of a split: its index and title.
    var pane: Int?
    var paneTitle: String?
    var place: String?
    var state: RowState?
    var rows: Int
  }

  /// What the cursor is on and its state in words, if any ("on", "checked").
  struct RowState: Equatable {
    var title: String
    var word: String?

    /// What to say when the state went from `before` to this: the title and the new state
    /// ("Wi-Fi, off"), "not checked" for a checkmark that went; `nil` when nothing is to say.
    func announcement(since before: RowState?) -> String? {
      guard self != before else { return nil }
      if let word { return title + ", " + word }
      guard before?.word == StateWords.checked else { return nil }
      return title + ", " + StateWords.notChecked
    }
  }

  /// The top screen's ``Glance``; `nil` while a pop-up or the palette is open (it says what it is
  /// itself).
  func glance() -> Glance? {
    guard modal == nil, palette == nil, let page = stack.last else { return nil }
    let list = page.list
    let sections = list.layout.content.sections
    let rows = sections.reduce(0) { $0 + $1.rows.count }
    var place: String?
    if let path = list.selectedPath, sections.indices.contains(path.section) {
      let section = sections[path.section]
      let title = (section.header?.component as? TextItem)?.title
      if path.row >= 0 {
        place = StateWords.position(path.row + 1, of: section.rows.count, in: title)
      } else {
        let state = section.isCollapsible ? StateWords.section(collapsed: section.isCollapsed) : nil
        place = [title, state].compactMap { $0 }.joined(separator: ", ")
      }
    }
    let pane = page.split?.focus
    return Glance(
      depth: depth, title: title(of: page), pane: pane,
      paneTitle: page.split.map { split in
        // As the pane's title line says it, side by side; one at a time, as the title bar.
        let title = split.focused.host.screen.title
        return split.isCollapsed || title.isEmpty ? self.title(of: page) : title
      }, place: place, state: state(of: list),
      rows: rows)
  }

  /// The state of what the cursor is on: a row's toggle or checkmark (Wi-Fi on, Open now
  /// checked), the focused button of an action bar (Like on); `nil` for what has no such state.
  func state(of list: ListView) -> RowState? {
    guard let path = list.selectedPath, path.row >= 0, let row = list.layout.content[path] else {
      return nil
    }
    if let text = row.component as? TextItem {
      switch text.accessory {
      case .toggle(let isOn):
        return RowState(title: text.title, word: isOn ? StateWords.on : StateWords.off)
      case .checkmark: return RowState(title: text.title, word: StateWords.checked)
      default: return RowState(title: text.title, word: nil)
      }
    }
    if let bar = row.component as? ActionBarItem, bar.actions.indices.contains(list.focus) {
      let action = bar.actions[list.focus]
      return RowState(title: action.title, word: action.isOn ? StateWords.on : StateWords.off)
    }
    return nil
  }

  /// In the screen-reader mode, says in the status line what a key changed, unless something
  /// else already says it there (a toast such as "Saved"): the screen's new title when it
  /// changed on the same screen ("Day - Nov 14"), how many rows show when rows came
  /// or went on the same screen (a filter, a collapse), where the cursor is when it moved or
  /// the screen changed ("3 of 12, Mammals"), and the new state of what it is on when only
  /// that changed ("Open now, not checked", "Liked, on").
  ///
  /// - Parameter before: The glance before the key.
  func announceChanges(since before: Glance?) {
    guard options.screenReader, status == nil, let after = glance(), after != before else {
      return
    }
    var words: [String] = []
    // Another pane of the same split has the focus: its name, then where its cursor is.
    let paneMoved = before?.depth == after.depth && before?.pane != after.pane
    if paneMoved, let pane = after.paneTitle {
      words.append(StateWords.pane(pane))
    } else if let before, before.depth == after.depth, before.title != after.title {
      // The same screen with a new title (the Day screen's next day) says it first.
      words.append(after.title)
    }
    if let before, before.depth == after.depth, before.rows != after.rows, !paneMoved {
      words.append(StateWords.rowsShown(after.rows))
    }
    let moved = before?.place != after.place || before?.depth != after.depth || paneMoved
    if let place = after.place, moved {
      words.append(place)
    } else if let state = after.state?.announcement(since: before?.state) {
      words.append(state)
    }
    guard !words.isEmpty else { return }
    status = words.joined(separator: ". ")
    resizeLists()
  }
}
