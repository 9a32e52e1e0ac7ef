import Sectional

extension ListView {
  /// The columns an outline's row gives its indentation and disclosure, before its component:
  /// two a level, and three for the disclosure (a column apart from the cursor's marker, as a
  /// collapsible header's). A table row (``ColumnsItem``) gives none: its
  /// widest leading column holds them, so its columns stay under the header's.
  func outlineIndent(of row: Row, component: any Component) -> Int {
    guard let place = row.outline, !(component is ColumnsItem) else { return 0 }
    return 2 * place.depth + 3
  }

  /// What an outline's row shows before its text: its indentation, then the disclosure
  /// (`▸` collapsed, `▾` expanded; `>` and `v` in ASCII) and a space; `nil` for other rows.
  func outlinePrefix(of row: Row) -> String? {
    guard let place = row.outline else { return nil }
    let indentation = String(repeating: " ", count: 2 * place.depth)
    return indentation + outlineDisclosure(place.disclosure) + " "
  }

  /// The disclosure of a node: a glyph, or a blank for a leaf.
  func outlineDisclosure(_ disclosure: OutlinePlace.Disclosure) -> String {
    switch disclosure {
    case .leaf: " "
    case .collapsed: glyphs.isASCII ? "+" : "▸"
    case .expanded: glyphs.isASCII ? "-" : "▾"
    }
  }

  /// The column of the view where the disclosure of `row`, a node at `place` in section
  /// `section`, is drawn: after the indentation, in the row's tree column for a table row.
  func outlineDisclosureColumn(of row: Row, place: OutlinePlace, section: Int) -> Int? {
    let (left, width) = rowColumns(section: section)
    guard let item = row.component as? ColumnsItem else { return left + 2 * place.depth + 2 }
    let widths = ColumnSpec.widths(
      of: item.columns, in: max(0, width - 2), gap: ColumnsRenderer.gap)
    guard let tree = item.outlineColumn(widths: widths) else { return nil }
    var x = left + 1
    for index in 0..<tree where widths[index] > 0 { x += widths[index] + ColumnsRenderer.gap }
    return x + 2 * place.depth
  }

  /// Draws `component` of an outline's `row` into `body` (the row's width) after its
  /// indentation and disclosure.
  func drawOutlined(
    _ component: any Component, of row: Row, indent: Int, into body: inout Canvas,
    _ context: DrawContext
  ) {
    var inner = Canvas(width: max(1, body.width - indent), height: body.height)
    renderers.renderer(for: component).draw(component, &inner, context)
    body.blit(inner, x: indent, y: 0)
    if let place = row.outline {
      body.write(
        outlineDisclosure(place.disclosure), x: 2 * place.depth + 2, y: 0,
        style: theme.secondary, maxWidth: 1)
    }
  }

  /// Keys on an outline's row: → or l expands a collapsed node or goes to an expanded one's
  /// first child, ← or h collapses an expanded node or goes to the parent. `nil` when the key
  /// does nothing there. (Enter selects the row, and selecting a node without a select handler
  /// toggles it: the controller decides that for every host.)
  func handleOutlineKey(_ event: KeyEvent) -> Bool? {
    guard event.modifiers.isEmpty, partCount == 0, let shownPath = selectedPath,
      let path = controllerPath(for: shownPath), let row = selectedRow, row.outline != nil
    else { return nil }
    let step: OutlineStep?
    switch event.key {
    case .right, .character("l"): step = controller.outlineStep(forward: true, at: path)
    case .left, .character("h"): step = controller.outlineStep(forward: false, at: path)
    default: return nil
    }
    guard let step else { return nil }
    switch step {
    case .expand(let id): setExpanded(true, row: id)
    case .collapse(let id): setExpanded(false, row: id)
    case .move(let target):
      guard let id = controller.content.id(at: target) else { return nil }
      select(row: id, scrollingTo: nil, animated: false)
    }
    return true
  }

  /// Expands or collapses a node as the person asked, through the controller (which says why
  /// in an alert when it cannot); the cursor stays on it.
  func setExpanded(_ expanded: Bool, row id: ListID) {
    controller.personSetsExpanded(expanded, row: id)
    revealSelection()
  }
}
