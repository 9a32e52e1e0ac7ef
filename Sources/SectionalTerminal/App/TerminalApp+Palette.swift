import Sectional

// The command palette: `:` or Ctrl-P lists what the screen on top can do, by name.
extension TerminalApp {
  /// Whether `key` opens the palette: `:` or Ctrl-P.
  static func opensPalette(_ key: KeyEvent) -> Bool {
    key == KeyEvent(.character(":")) || key == KeyEvent(.character("p"), .control)
  }

  /// Opens the palette when `event` is one of its keys and the list is not taking text (in a
  /// field or a find's query, `:` is a character).
  ///
  /// - Returns: Whether it opened.
  func handlePaletteKey(_ event: InputEvent, _ page: Page) -> Bool {
    guard case .key(let key) = event, Self.opensPalette(key), !page.list.isTakingText else {
      return false
    }
    palette = CommandPalette(paletteEntries(page))
    return true
  }

  /// What the palette lists for `page`, in this order: the screen's commands (with the key
  /// that runs each, where the terminal binds one), what Enter does on the cursor row and the
  /// row's actions (named with the row), then the app's own: find or search, refresh, back or
  /// cancel, Done, help and quit.
  func paletteEntries(_ page: Page) -> [CommandPalette.Entry] {
    let glyphs = options.glyphs
    var entries: [CommandPalette.Entry] = []
    let bound = CommandKeys(of: page.host).bound
    for command in page.host.commands {
      let key = bound.first { $0.command.title == command.title && $0.key == command.shortcut }?.key
      entries.append(
        CommandPalette.Entry(
          title: command.title, key: key.map { glyphs.label($0) }, isEnabled: command.isEnabled
        ) { [weak self] in
          guard let self else { return .continue }
          perform(command, on: page)
          return .continue
        })
    }
    // What Enter does on the cursor row ("Open: About", "Edit: Name"), as Enter does it.
    // Not when one of the row's actions has its name (a context menu's "Show details").
    if let action = enterAction(page), let row = page.list.selectedRow,
      !RowAction.Placement.allCases.contains(where: { placement in
        row.traits.actions(placement).contains { $0.title.lowercased() == action.lowercased() }
      })
    {
      let name = Self.rowName(row, in: page)
      let title = action.prefix(1).uppercased() + action.dropFirst()
      entries.append(
        CommandPalette.Entry(
          title: name.isEmpty ? title : "\(title): \(name)", key: glyphs.enterKey
        ) { [weak self] in
          guard let self else { return .continue }
          return handleScreen(.key(KeyEvent(.enter)), page)
        })
    }
    if let row = page.list.selectedRow, row.traits.hasActions {
      let name = Self.rowName(row, in: page)
      let id = row.id
      for placement in RowAction.Placement.allCases {
        for (index, action) in row.traits.actions(placement).enumerated() {
          entries.append(
            CommandPalette.Entry(
              title: name.isEmpty ? action.title : "\(action.title): \(name)", key: nil,
              isEnabled: action.isEnabled
            ) { [weak self] in
              guard let self else { return .continue }
              if !page.controller.chooseRowAction(placement, at: index, ofRow: id) {
                toast(Self.rowGoneNote)
              }
              return .continue
            })
        }
      }
    }
    // The app's own, each as its key does it.
    func key(_ title: String, _ label: String, _ event: KeyEvent) {
      entries.append(
        CommandPalette.Entry(title: title, key: label) { [weak self] in
          guard let self else { return .continue }
          return handleScreen(.key(event), page)
        })
    }
    if page.host.isSearchable {
      key("Search \(page.screen.title)", "/", KeyEvent(.character("/")))
    } else if page.controller.content.rowCount > 0 {
      key("Find", "/", KeyEvent(.character("/")))
    }
    if page.host.isRefreshable {
      key("Refresh", "Ctrl-R", KeyEvent(.character("r"), .control))
    }
    if stack.count > 1 {
      key(
        isTopPresented ? "Cancel" : "Back to \(stack[stack.count - 2].screen.title)", "esc",
        KeyEvent(.escape))
    }
    if topHasDone {
      key("Done", glyphs.label(.control("s")), KeyEvent(.character("s"), .control))
    }
    key("Help", "?", KeyEvent(.character("?")))
    key("Quit", "q", KeyEvent(.character("q")))
    return entries
  }

  /// The row's name for the palette: its accessibility name, else its text's first line.
  private static func rowName(_ row: Row, in page: Page) -> String {
    let text = row.traits.name ?? SearchableText.of(row.component, in: page.list)
    let firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
    return firstLine.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Handles an event while the palette is open: keys and pastes edit the query or move the
  /// cursor, a click runs the match under it, the wheel scrolls; running an entry closes the
  /// palette first.
  func handlePalette(_ event: InputEvent, _ page: Page) -> Outcome {
    guard var current = palette else { return .continue }
    let rows = current.layout(width: width, height: height).rows
    var outcome = CommandPalette.Outcome.stays
    switch event {
    case .key(let key): outcome = current.handle(key, rows: rows)
    case .paste(let text): current.paste(text)
    case .mouse(let mouse):
      switch mouse.kind {
      case .scrollUp: current.scroll(by: -3, rows: rows)
      case .scrollDown: current.scroll(by: 3, rows: rows)
      case .press(.left):
        if let hit = paletteHits.first(where: {
          $0.line == mouse.y && $0.columns.contains(mouse.x)
        }) {
          current.choose(hit.match, rows: rows)
          let entry = current.matches[hit.match].entry
          outcome = current.entries[entry].isEnabled ? .runs(entry) : .refuses(entry)
        } else {
          // A click outside the box closes it, as Esc does.
          let box = current.layout(width: width, height: height)
          let inside =
            (box.top..<box.top + box.height).contains(mouse.y)
            && (box.left..<box.left + box.width).contains(mouse.x)
          if !inside { outcome = .closes }
        }
      default: break
      }
    default: break
    }
    switch outcome {
    case .stays:
      palette = current
      return .continue
    case .closes:
      palette = nil
      return .continue
    case .runs(let index):
      palette = nil
      return current.entries[index].run()
    case .refuses(let index):
      palette = nil
      toast("“\(current.entries[index].title)” is not available now")
      return .continue
    }
  }
}
