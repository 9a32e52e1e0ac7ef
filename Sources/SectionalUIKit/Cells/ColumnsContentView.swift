#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a ``ColumnsItem`` as one compact line of labels, one per column, laid out by the same
  /// widths as in the terminal (``ColumnSpec``'s columns are the width of a digit in the font):
  /// fixed and fitted columns keep their width, flexible ones share the rest, and the last
  /// columns hide when the row is too narrow. Each label cuts its text at the tail. A header is
  /// in the headline font, its sorted column's title followed by ▲ or ▼. A row of an outline
  /// indents its tree column only (`ColumnsItem.outlineColumn(widths:)`), so its columns stay under the
  /// header's.
  final class ColumnsContentView: ComponentContentView {
    private var labels: [UILabel] = []
    /// Points between neighbouring columns.
    static let gap: CGFloat = 8

    override func configure() {
      guard let item = component(ColumnsItem.self) else { return }
      while labels.count < item.columns.count {
        let label = UILabel()
        label.numberOfLines = 1
        addSubview(label)
        labels.append(label)
      }
      let font = UIFont.preferredFont(forTextStyle: item.isHeader ? .headline : .body)
      for (index, label) in labels.enumerated() {
        guard item.columns.indices.contains(index) else {
          label.isHidden = true
          continue
        }
        let column = item.columns[index]
        var text = item.cells.indices.contains(index) ? item.cells[index] : ""
        if item.isHeader, let sort = item.sort, sort.column == index {
          text += sort.ascending ? " ▲" : " ▼"
        }
        label.text = text
        label.font = font
        label.adjustsFontForContentSizeCategory = true
        label.textColor = item.isHeader ? .secondaryLabel : .label
        label.textAlignment = Self.textAlignment(column.alignment)
      }
      setNeedsLayout()
    }

    /// The cells in one line, the sorted column's marked: a header view's title.
    static func titleLine(_ item: ColumnsItem) -> String {
      item.cells.enumerated().map { index, text in
        guard let sort = item.sort, sort.column == index else { return text }
        return text + (sort.ascending ? " ▲" : " ▼")
      }.joined(separator: "  ")
    }

    static func textAlignment(_ alignment: ColumnSpec.Alignment) -> NSTextAlignment {
      switch alignment {
      case .leading: .natural
      case .trailing: .right
      case .center: .center
      }
    }

    /// The frames of the labels: the core's column widths in digit-wide units.
    override func layoutSubviews() {
      super.layoutSubviews()
      guard let item = component(ColumnsItem.self) else { return }
      let font = UIFont.preferredFont(forTextStyle: .body)
      let unit = max(1, font.pointSize * 0.6)
      let inset: CGFloat = 16
      let available = max(0, bounds.width - 2 * inset)
      let gapUnits = max(1, Int((Self.gap / unit).rounded(.up)))
      let widths = ColumnSpec.widths(
        of: item.columns, in: Int(available / unit), gap: gapUnits)
      let indentation = context.map { OutlineIndentation.columnIndentation(of: $0.row) } ?? 0
      let tree = indentation > 0 ? item.outlineColumn(widths: widths) : nil
      var x = inset
      for (index, label) in labels.enumerated() {
        guard widths.indices.contains(index), widths[index] > 0 else {
          label.isHidden = true
          continue
        }
        label.isHidden = false
        let width = CGFloat(widths[index]) * unit
        let indent = index == tree ? min(indentation, width) : 0
        label.frame = CGRect(x: x + indent, y: 0, width: width - indent, height: bounds.height)
        x += width + CGFloat(gapUnits) * unit
      }
    }
  }
#endif
