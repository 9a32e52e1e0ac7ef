#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension CollectionViewLiaison {
    /// Shows where `row` sits in an outline on the list cell drawn for it: its depth as the
    /// cell's indentation (UIKit indents the content view and the leading accessories), and
    /// whether a node's children show, which its outline disclosure points to. Any other row
    /// resets both.
    func showOutline(of row: Row, in cell: ItemCell) {
      cell.indentationLevel = OutlineIndentation.cellLevel(of: row)
      cell.indentationWidth = OutlineIndentation.width
      cell.showsExpandedNode = row.outlineNodeIsExpanded == true
    }

    /// The outline disclosure of a node with children, in the cell style: a tap on it expands
    /// or collapses the node through the controller, and a tap elsewhere on the cell selects
    /// the row (or toggles a node whose row selects nothing, see `shouldSelectItemAt`). None
    /// for a leaf and for a row that is not an outline's.
    func outlineDisclosure(of row: Row) -> [UICellAccessory] {
      guard row.outlineNodeIsExpanded != nil else { return [] }
      let id = row.id
      return [
        .outlineDisclosure(
          options: UICellAccessory.OutlineDisclosureOptions(style: .cell),
          actionHandler: { [weak self] in self?.toggleNode(id) })
      ]
    }
  }
#endif
