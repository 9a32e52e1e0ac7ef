import Sectional

extension TerminalApp {
  /// What to do after an event.
  public enum Outcome: Sendable, Equatable {
    /// Keep running.
    case `continue`
    /// The user asked to quit.
    case quit
  }

  /// Handles one input event: Ctrl-C quits; while the terminal is too small to show the screen
  /// (the "Too small" notice), q quits (unless a field is being typed into, where q is a letter)
  /// and every other event but a resize does nothing, as the
  /// user cannot see what it would act on; a modal, when one is open, takes every other event;
  /// else the screen's commands come first (unless the list is taking text, as find does), then
  /// the list's own keys, then the app's (back — cancel on a presented screen —, help, quit).
  /// Ctrl-S runs Done on a presented screen that has it. After it, the top screen's content
  /// is rebuilt and what changed applied.
  ///
  /// - Parameter event: A key, mouse, paste or resize event.
  /// - Returns: Whether to keep running.
  @discardableResult
  public func handle(_ event: InputEvent) -> Outcome {
    // Text measured while handling (a scroll, a click's target) is measured as it is drawn.
    ASCIIText.when(options.glyphs.isASCII) { handleEvent(event) }
  }

  private func handleEvent(_ event: InputEvent) -> Outcome {
    if case .resize(let size) = event {
      resize(width: size.columns, height: size.rows)
      return .continue
    }
    if case .key(let key) = event, key.key == .character("c"), key.modifiers == .control {
      return .quit
    }
    if isTooSmall {
      // While text is being typed, q is a letter: only Ctrl-C quits then.
      if case .key(let key) = event, key == KeyEvent(.character("q")), !isTypingText {
        return .quit
      }
      return .continue
    }
    if case .key = event, status != nil {
      status = nil
      resizeLists()
    }
    let before = options.screenReader ? glance() : nil
    let outcome: Outcome
    if modal != nil {
      handleModal(event)
      outcome = .continue
    } else if palette != nil, let page = stack.last {
      outcome = handlePalette(event, page)
    } else if let page = stack.last {
      outcome = handleScreen(event, page)
    } else {
      return .quit
    }
    if case .key = event, options.screenReader { announceChanges(since: before) }
    // The screen's host rebuilds the content when a user action's handler, a command or an
    // alert action ran; a cursor move rebuilds nothing.
    return outcome
  }

  func handleScreen(_ event: InputEvent, _ page: Page) -> Outcome {
    // A click on the title bar's back label (Cancel on a presented screen) goes back, as Esc
    // does.
    if case .mouse(let mouse) = event, mouse.y == 0, case .press(.left) = mouse.kind,
      let label = backLabel, label.columns.contains(mouse.x)
    {
      navigator.back()
      return .continue
    }
    // Done (Ctrl-S, or a click on it) finishes a presented screen, even while a field is
    // edited: no command or field takes Ctrl-S.
    if handleDone(event) { return .continue }
    if handlePaletteKey(event, page) { return .continue }
    var listEvent = event
    if case .mouse(let mouse) = event {
      // The wheel over a pane without the focus scrolls that pane alone.
      if scrollUnfocusedPane(mouse, page) { return .continue }
      // Mouse positions arrive for the whole terminal; the list starts under the title bar (and
      // a pane's title) and the screen's top bar, at its pane's first column. A press on a
      // pane focuses it first.
      listEvent = .mouse(paneMouse(mouse, page))
    }
    // ← and → commands come first: on the Day screen they change the day even while the cursor
    // is on the calendar's pills. While text is typed, printable keys and the line editor's
    // chords edit; other chords and function keys still run their commands.
    if case .key(let key) = event {
      let taking = page.list.isTakingText
      for (command, shortcut) in CommandKeys(of: page.host).bound where shortcut.matches(key) {
        guard taking ? shortcut.runsWhileTakingText(key) : shortcut.comesBeforeTheList else {
          break
        }
        perform(command, on: page)
        return .continue
      }
    }
    if page.list.handle(listEvent) || handleRefreshKey(event, page)
      || handleRowActionsKey(event, page)
    {
      return .continue
    }
    // The other commands: a key the list uses on some rows (d on a deletable row) keeps that
    // use there.
    if case .key(let key) = event,
      let command = CommandKeys(of: page.host).bound.first(where: { $0.key.matches(key) })?
        .command
    {
      perform(command, on: page)
      return .continue
    }
    guard case .key(let key) = event, key.modifiers.subtracting(.shift).isEmpty else {
      return .continue
    }
    if handlePaneKey(key, page) { return .continue }
    switch key.key {
    case .escape, .left, .backspace, .character("h"): navigator.back()
    case .right, .character("l"):
      // → opens a row only where that goes somewhere (a ›): on any other row it could run an
      // action — ask to end a process — where the user only meant to move.
      if page.list.cursorRowOpensAScreen { page.list.activate() }
    case .character("?"): showHelp()
    case .character(Self.rowActionsKey): toast("No actions on this row")
    case .character("q"): return .quit
    default: break
    }
    return .continue
  }

  func handleModal(_ event: InputEvent) {
    guard var current = modal else { return }
    let layout = current.layout(
      width: width, height: height, glyphs: options.glyphs, theme: options.theme)
    var outcome = Modal.Outcome.stays
    switch event {
    case .key(let key):
      outcome = current.handle(key, layout: layout)
    case .mouse(let mouse):
      switch mouse.kind {
      case .scrollUp: current.scroll(by: -3, layout)
      case .scrollDown: current.scroll(by: 3, layout)
      case .press(.left):
        if let hit = modalHits.first(where: { $0.line == mouse.y && $0.columns.contains(mouse.x) })
        {
          if let field = hit.field {
            current.focusField(field)
          } else if current.isChoosable(hit.action) {
            outcome = .chooses(hit.action)
          }
        }
      default: break
      }
    case .paste(let text):
      current.paste(text, layout: layout)
    default: break
    }
    switch outcome {
    case .stays:
      modal = current
    case .closes:
      if current.isHelp { modal = nil } else { navigator.dismissAlert() }
    case .chooses(let chosen):
      // The navigator dismisses the alert (the one under it shows), then runs the action.
      // The action's handler receives the texts of the alert's fields.
      if current.isHelp {
        modal = nil
      } else {
        navigator.choose(actionAt: chosen, texts: current.texts)
      }
    }
    isShowingHelp = modal?.isHelp == true
  }
}
