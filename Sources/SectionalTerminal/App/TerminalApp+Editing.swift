import Sectional

extension TerminalApp {
  /// The footer while a field is edited: a refusal first ("Numbers only"), then what Enter does
  /// (the next field, or the field's submit label), in a text area which key makes a new line,
  /// Tab to the next field (when there is another), Esc to stop editing, and the editing keys
  /// as room allows.
  func editingHints(_ page: Page) -> [Hint] {
    let glyphs = options.glyphs
    let list = page.list
    var hints: [Hint] = []
    if let feedback = list.editFeedback {
      hints.append(Hint(text: feedback, priority: 9, isMessage: true))
    }
    let area = list.focusedField?.row.component as? TextAreaItem
    let enter = glyphs.enterKey
    let submit = list.editing.map { page.controller.returnKey(for: $0.rowID) } ?? .done
    if area?.returnKey == .insertsNewLine {
      // Return makes the new line here; the other Return moves on.
      hints.append(Hint(text: "\(enter) new line", priority: 8))
      hints.append(Hint(text: "alt-\(enter) \(Self.title(of: submit))", priority: 7))
    } else {
      hints.append(Hint(text: "\(enter) \(Self.title(of: submit))", priority: 8))
      if area != nil { hints.append(Hint(text: "alt-\(enter) new line", priority: 7)) }
    }
    if area != nil {
      hints.append(Hint(text: "\(glyphs.upDownKeys) lines", priority: 2))
    }
    if page.controller.hasSeveralFields {
      // Tab goes round the fields; with this one alone it has nowhere to go.
      hints.append(Hint(text: "tab next field", priority: 4))
    }
    hints.append(Hint(text: "esc stop editing", priority: 6))
    hints.append(Hint(text: "ctrl-w/u/k delete", priority: 1))
    return hints
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

  /// Help entries for the form rows of a page: editing a field and its keys, and choosing or
  /// stepping with ←/→.
  func formHelpEntries(hasFields: Bool, hasControls: Bool) -> [HelpEntry] {
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
    return entries
  }
}
