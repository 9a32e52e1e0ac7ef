import Sectional

extension ListView {
  /// Handles a key or mouse event. Returns `false` for events the list does not use (the app
  /// handles them: back, quit, help).
  ///
  /// - ↑/↓, k/j: move the cursor; PgUp/PgDn: a page; Home/End, g/G: first and last row.
  /// - ←/→: the focused pill, button or inner row of the cursor row (ignored on other rows).
  /// - Enter: select the cursor row (`didSelect`); Space: the same on toggle, pill and button rows.
  /// - i: the accessory button; d or Delete: delete (confirmed by ``onDeleteRequest``);
  ///   m: reorder the row with ↑/↓, Enter or Esc to finish.
  /// - Mouse: the wheel scrolls, a click selects.
  ///
  /// - Parameter event: An input event, mouse positions relative to the view.
  /// - Returns: Whether the list used it.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      return handle(key)
    case .mouse(let mouse):
      switch mouse.kind {
      case .scrollUp: scroll(by: -3)
      case .scrollDown: scroll(by: 3)
      case .press(.left): return click(x: mouse.x, y: mouse.y)
      default: return false
      }
      return true
    default:
      return false
    }
  }

  func handle(_ event: KeyEvent) -> Bool {
    if isReordering { return handleReorder(event) }
    guard event.modifiers.subtracting(.shift).isEmpty else { return false }
    switch event.key {
    case .up, .character("k"): moveSelection(by: -1)
    case .down, .character("j"): moveSelection(by: 1)
    case .pageUp: page(forward: false)
    case .pageDown: page(forward: true)
    case .home, .character("g"): selectFirst()
    case .end, .character("G"): selectLast()
    case .left, .right:
      let parts = partCount
      guard parts > 0 else { return false }
      focus = min(max(0, focus + (event.key == .left ? -1 : 1)), parts - 1)
    case .enter: activate()
    case .character(" "):
      guard let row = selectedRow,
        partCount > 0 || (row.component as? TextItem).map(\.accessory).map(Self.isToggle) == true
      else { return false }
      activate()
    case .character("i"):
      guard let path = selectedPath,
        (selectedRow?.component as? TextItem)?.accessory == .detailButton
      else { return false }
      controller.send(.accessoryTapped, at: path)
    case .delete, .character("d"):
      guard let path = selectedPath, selectedRow?.traits.isDeletable == true, let onDeleteRequest
      else { return false }
      onDeleteRequest(path)
    case .character("m"):
      guard selectedRow?.traits.isMovable == true else { return false }
      isReordering = true
    default:
      return false
    }
    return true
  }

  static func isToggle(_ accessory: Accessory) -> Bool {
    if case .toggle = accessory { return true }
    return false
  }

  func handleReorder(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .up, .down, .character("k"), .character("j"):
      guard let path = selectedPath else { return true }
      let down = event.key == .down || event.key == .character("j")
      let rows = layout.content.sections[path.section].rows.count
      let target = RowPath(section: path.section, row: path.row + (down ? 1 : -1))
      guard target.row >= 0, target.row < rows else { return true }
      // A user's move: the controller records it and fires the row's move handlers (the
      // screen updates its state there); the view shows it at once.
      guard (try? controller.commitMove(from: path, to: target)) != nil else { return true }
      layout.reload(controller.content)
      tracker.contentDidChange(to: layout.content)
      selectedPath = target
      settle(keepingSelectionVisible: true)
    case .enter, .escape, .character("m"):
      isReordering = false
    default:
      break
    }
    return true
  }

  /// The row under the cursor.
  var selectedRow: Row? { selectedPath.flatMap { layout.content[$0] } }

  var partCount: Int {
    guard let row = selectedRow else { return 0 }
    return renderers.renderer(for: row.component).parts(row.component)
  }

  /// Selects the cursor row as a tap does (see ``ListController/tap(at:deselecting:detail:)``),
  /// with the focused part as detail; the row selected before gets the deselect events.
  public func activate() {
    guard let path = selectedPath, let row = selectedRow, row.traits.isSelectable else { return }
    let renderer = renderers.renderer(for: row.component)
    let detail = renderer.parts(row.component) > 0 ? renderer.detail(row.component, focus) : .none
    let previous = tappedID.flatMap { layout.content.path(of: $0) }
    tappedID = row.id
    controller.tap(at: path, deselecting: previous, detail: detail)
  }

  /// A click at (`x`, `y`) of the view: the row there gets the cursor and is selected; a click on
  /// a pill or button chooses it.
  func click(x: Int, y: Int) -> Bool {
    guard x >= 0, x < contentWidth, y >= 0, y < height else { return false }
    let offset = layout.contentOffset + Double(y)
    guard let frame = layout.frame(atOffset: offset), case .row(let path) = frame.item,
      let row = layout.content[path], row.traits.isSelectable
    else { return false }
    moveCursor(to: path)
    let renderer = renderers.renderer(for: row.component)
    if renderer.parts(row.component) > 0 {
      let inset = layout.content.sections[path.section].style == .inset ? 1 : 0
      guard
        let part = renderer.part(
          row.component, x - inset, Int(offset - frame.top), itemWidth(section: path.section),
          context(selected: true))
      else { return true }
      focus = part
    }
    activate()
    return true
  }
}
