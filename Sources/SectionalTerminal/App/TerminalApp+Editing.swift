import Sectional

extension TerminalApp {
  /// The footer while a field is edited: a refusal first ("Numbers only"), then what Enter does
  /// (the next field, or what submitting does), in a text area which key makes a new line and
  /// what ↑ ↓ do from the caret's line, Tab to the next field (when there is another), Esc to
  /// stop editing, and the editing keys as room allows.
  func editingHints(_ page: Page) -> [Hint] {
    let glyphs = options.glyphs
    let list = page.list
    var hints: [Hint] = []
    if let feedback = list.editFeedback {
      hints.append(Hint(text: feedback, priority: 9, isMessage: true))
    }
    let area = list.focusedField?.row.component as? TextAreaItem
    let enter = glyphs.enterKey
    let submit = list.editing.flatMap { submitAction(of: $0.rowID, page) }
    if area?.returnKey == .insertsNewLine {
      // Return makes the new line here; the other Return moves on.
      hints.append(Hint(text: "\(enter) new line", priority: 8))
      if let submit { hints.append(Hint(text: "alt-\(enter) \(submit)", priority: 7)) }
    } else {
      if let submit { hints.append(Hint(text: "\(enter) \(submit)", priority: 8)) }
      if area != nil { hints.append(Hint(text: "alt-\(enter) new line", priority: 7)) }
    }
    if area != nil {
      hints += verticalHints(list)
    }
    if page.controller.hasSeveralFields {
      // Tab goes round the fields; with this one alone it has nowhere to go.
      hints.append(Hint(text: "tab next field", priority: 4))
    }
    hints.append(Hint(text: "esc stop editing", priority: 6))
    hints.append(Hint(text: "ctrl-w/u/k delete", priority: 1))
    return hints
  }

  /// What the Return that moves on does in the field with `id`, for the footer: "next" (or the
  /// field's own label) when a field follows; in the last field the label it names ("send",
  /// "go") or "submit" when its row handles ``RowEvent/submit``; `nil` when it does nothing
  /// (the last field, with no submit handler).
  func submitAction(of id: ListID, _ page: Page) -> String? {
    let controller = page.controller
    if controller.field(after: id) != nil {
      return Self.title(of: controller.returnKey(for: id))
    }
    guard let path = controller.content.path(of: id),
      controller.content[path]?.handles(.submit) == true
    else { return nil }
    let label = controller.ownSubmitLabel(for: id)
    return label == .automatic ? "submit" : Self.title(of: label)
  }

  /// What ↑ and ↓ do in a text area from the caret's line: "↑↓ lines" where both move the
  /// caret a line, else each named for where it leaves to ("↑ stop editing", "↓ next field").
  func verticalHints(_ list: ListView) -> [Hint] {
    let glyphs = options.glyphs
    let up = list.verticalLeave(down: false)
    let down = list.verticalLeave(down: true)
    if up == down {
      return [Hint(text: "\(glyphs.upDownKeys) \(up ?? "lines")", priority: 2)]
    }
    let upKey = glyphs.isASCII ? "up" : "↑"
    let downKey = glyphs.isASCII ? "down" : "↓"
    return [
      Hint(text: "\(upKey) \(up ?? "line above")", priority: 2),
      Hint(text: "\(downKey) \(down ?? "line below")", priority: 2),
    ]
  }

  /// The word for what Enter does in a field.
  static func title(of label: SubmitLabel) -> String {
    switch label {
    case .next: "next"
    case .go: "go"
    case .send: "send"
    case .search: "search"
    case .join: "join"
    case .done, .automatic: "done"
    }
  }

  /// The footer while a date is edited: Enter sets it and Esc cancels (they stay longest), ↑ ↓
  /// change the focused field, ← → move between the fields, digits type into it.
  func dateEditingHints() -> [Hint] {
    let glyphs = options.glyphs
    return [
      Hint(text: "\(glyphs.leftRightKeys) field", priority: 4),
      Hint(text: "\(glyphs.upDownKeys) change", priority: 5),
      Hint(text: "0-9 type", priority: 3),
      Hint(text: "\(glyphs.enterKey) set", priority: 7),
      Hint(text: "esc cancel", priority: 6),
    ]
  }

  /// Help entries for the form rows of a page: editing a field and its keys, choosing or
  /// stepping with ←/→, and editing a date.
  func formHelpEntries(hasFields: Bool, hasControls: Bool, hasDates: Bool = false)
    -> [HelpEntry]
  {
    let ascii = options.glyphs.isASCII
    var entries: [HelpEntry] = []
    if hasFields {
      entries.append(
        HelpEntry(
          keys: "\(options.glyphs.enterKey) Tab",
          action: "edit a field (Tab: the next field); while editing every key types"))
      entries.append(
        HelpEntry(
          keys: "in a field",
          action:
            "\(ascii ? "left right" : "← →") Home End Ctrl-A Ctrl-E move; Alt-B Alt-F Ctrl-\(ascii ? "left/right" : "← →") by word; "
            + "Backspace Delete Ctrl-W Ctrl-U Ctrl-K delete; Tab Shift-Tab \(ascii ? "up down" : "↑ ↓") other fields; "
            + "\(options.glyphs.enterKey) next field or submit (Alt-\(options.glyphs.enterKey) new line in a text area); "
            + "esc stop editing"))
    }
    if hasControls {
      entries.append(
        HelpEntry(
          keys: ascii ? "left right - +" : "← → - +", action: "choose an option, step a number"))
    }
    if hasDates {
      let enter = options.glyphs.enterKey
      entries.append(
        HelpEntry(
          keys: "\(enter) space",
          action:
            "edit a date: \(ascii ? "left right" : "← →") Tab the fields, "
            + "\(ascii ? "up down" : "↑ ↓") - + change one, 0-9 type it; \(enter) set, esc cancel"))
    }
    return entries
  }
}
