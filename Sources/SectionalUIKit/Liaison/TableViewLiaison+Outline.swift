#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension TableViewLiaison {
    /// Shows where `row` sits in an outline on the cell drawn for it: its depth as leading
    /// indentation (a ``ListTableCell`` moves its content view; another cell gets UIKit's
    /// `indentationLevel`, which it honours itself), and a node's disclosure as the cell's
    /// accessory view, whose tap toggles the node. A cell showing any other row loses both,
    /// so a reused cell shows neither. A node's own accessory (a text item's) gives way to the
    /// disclosure.
    func showOutline(of row: Row, in cell: UITableViewCell) {
      if let cell = cell as? ListTableCell {
        cell.outlineIndentation = OutlineIndentation.cellIndentation(of: row)
      } else {
        cell.indentationLevel = OutlineIndentation.cellLevel(of: row)
        cell.indentationWidth = OutlineIndentation.width
      }
      guard let expanded = row.outlineNodeIsExpanded else {
        if cell.accessoryView is OutlineDisclosureButton { cell.accessoryView = nil }
        return
      }
      let button =
        (cell as? ListTableCell)?.outlineDisclosure
        ?? (cell.accessoryView as? OutlineDisclosureButton) ?? OutlineDisclosureButton.make()
      let id = row.id
      button.show(expanded: expanded) { [weak self] in self?.toggleNode(id) }
      cell.accessoryView = button
    }
  }
#endif
