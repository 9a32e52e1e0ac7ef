import Sectional

extension App {
  /// What to do after an event.
  public enum Outcome: Sendable, Equatable {
    /// Keep running.
    case `continue`
    /// The user asked to quit.
    case quit
  }

  /// Handles one input event: the modal first, then the list, the screen's commands, and the
  /// app's own keys. After it, the top screen's content is rebuilt and what changed applied.
  ///
  /// - Parameter event: A key, mouse, paste or resize event.
  /// - Returns: Whether to keep running.
  @discardableResult
  public func handle(_ event: InputEvent) -> Outcome {
    if case .resize(let size) = event {
      resize(width: size.columns, height: size.rows)
      return .continue
    }
    if case .key(let key) = event, key.key == .character("c"), key.modifiers == .control {
      return .quit
    }
    if case .key = event, status != nil {
      status = nil
      resizeLists()
    }
    if isShowingHelp {
      if case .key = event { isShowingHelp = false }
      return .continue
    }
    let outcome: Outcome
    if modal != nil {
      handleModal(event)
      outcome = .continue
    } else if let page = stack.last {
      outcome = handleScreen(event, page)
    } else {
      return .quit
    }
    // The screen's host rebuilds the content when a handler, a command or an alert action ran;
    // a cursor move rebuilds nothing.
    return outcome
  }

  func handleScreen(_ event: InputEvent, _ page: Page) -> Outcome {
    var listEvent = event
    if case .mouse(var mouse) = event {
      // Mouse positions arrive for the whole terminal; the list starts on line 1.
      mouse.y -= 1
      listEvent = .mouse(mouse)
    }
    // The screen's own commands come first: on the Day screen ← and → change the day even
    // while the cursor is on the calendar's pills.
    if case .key(let key) = event, key.modifiers.subtracting(.shift).isEmpty {
      for command in page.screen.commands where command.shortcut.matches(key.key) {
        page.host.perform(command, selection: page.list.selectedID)
        return .continue
      }
    }
    if page.list.handle(listEvent) { return .continue }
    guard case .key(let key) = event, key.modifiers.subtracting(.shift).isEmpty else {
      return .continue
    }
    switch key.key {
    case .escape, .left, .backspace, .character("h"): pop()
    case .right: page.list.activate()
    case .character("?"): isShowingHelp = true
    case .character("q"): return .quit
    default: break
    }
    return .continue
  }

  func handleModal(_ event: InputEvent) {
    guard var current = modal else { return }
    let count = current.alert.actions.count
    var chosen: Int?
    switch event {
    case .key(let key):
      switch key.key {
      case .up, .left, .backTab, .character("k"): current.focus = max(0, current.focus - 1)
      case .down, .right, .tab, .character("j"): current.focus = min(count - 1, current.focus + 1)
      case .enter, .character(" "): chosen = current.focus
      case .escape, .character("q"):
        chosen = current.cancelIndex
        if chosen == nil { modal = nil }
      default: break
      }
    case .mouse(let mouse):
      if case .press(.left) = mouse.kind {
        chosen =
          modalHits.first { $0.line == mouse.y && $0.columns.contains(mouse.x) }?.action
      }
    default: break
    }
    if modal != nil { modal = current }
    if let chosen, current.alert.actions.indices.contains(chosen) {
      modal = nil
      current.alert.actions[chosen].handler?()
      // Alerts the app shows itself are not wrapped by the screen's presenter: refresh here.
      stack.last?.host.setNeedsUpdate()
    }
  }

}
