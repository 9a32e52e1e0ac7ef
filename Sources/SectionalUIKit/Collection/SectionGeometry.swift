#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension CollectionViewLiaison {
    /// Where the core places the items of a grid, flow or carousel section (its
    /// `LinePlacement`, a flow's `FlowLines`) and how tall they are: all the section provider
    /// needs of the section's rows to describe it to UIKit. The liaison keeps it while it
    /// ``holds(for:width:metrics:)``.
    @MainActor struct SectionGeometry {
      /// How the items lie.
      enum Items {
        /// `columns` items a line, each a `columns`-th of the width less the spacing, all
        /// `height` tall.
        case grid(columns: Int, height: ItemHeight)
        /// Lines of items as wide as the core wraps them.
        case flow([FlowLine])
        /// One line of items `itemWidth` wide, all `height` tall.
        case carousel(itemWidth: Double, height: ItemHeight)
      }

      /// One line of a flow section.
      struct FlowLine {
        /// Each item's width, leading to trailing.
        var itemWidths: [Double]
        /// From the first item's leading edge to the last one's trailing edge.
        var width: Double
        /// The tallest item's height: the line's, and every item's on it.
        var height: Double
        /// Whether that height is known without measuring (no item sizes itself).
        var isKnown: Bool
      }

      /// How the items lie.
      let items: Items
      /// The rows it was worked out from (kept: while they are, no other rows share their
      /// storage).
      let rows: RowList
      /// The layout, width and metrics it was worked out with.
      let layout: SectionLayout
      let width: Double
      let metrics: ListLayout.Metrics

      /// The geometry of `section`'s items at `width` with `metrics`' item spacing and row
      /// estimate, as the core's layout places them (a flow's items at the core's estimated
      /// widths, `ListLayout.estimatedItemWidth(of:maxWidth:)`); a list section's as a grid of
      /// one column. Heights are read with `RowList.height(at:)`: only a flow makes rows (for
      /// their widths).
      ///
      /// - Complexity: O(rows).
      init(_ section: Section, width: Double, metrics: ListLayout.Metrics) {
        let rows = section.rows
        self.rows = rows
        self.layout = section.layout
        self.width = width
        self.metrics = metrics
        let flow =
          section.layout.kind == .flow
          ? FlowLines(
            rows, width: width, spacing: metrics.itemSpacing,
            itemWidth: ListLayout.estimatedItemWidth(of:maxWidth:))
          : nil
        let placement = LinePlacement(section.layout, width: width, metrics: metrics, flow: flow)
        let height = { (itemWidth: Double) in
          ItemHeight(rows.indices.lazy.map { (rows.height(at: $0), itemWidth) })
        }
        switch placement.kind {
        case .list:
          items = .grid(columns: 1, height: height(placement.itemWidth))
        case .grid(let columns):
          items = .grid(columns: columns, height: height(placement.itemWidth))
        case .carousel:
          items = .carousel(itemWidth: placement.itemWidth, height: height(placement.itemWidth))
        case .flow:
          items = .flow(
            (0..<placement.lineCount(rows: rows.count)).map { line in
              let onLine = placement.rows(ofLine: line, rowCount: rows.count)
              let (height, kind) = placement.height(
                ofLine: line, in: rows, estimate: metrics.rowEstimate)
              let leading = onLine.first.map(placement.x(ofRow:)) ?? 0
              let trailing = onLine.last.map { placement.x(ofRow: $0) + placement.width(ofRow: $0) }
              return FlowLine(
                itemWidths: onLine.map(placement.width(ofRow:)), width: (trailing ?? 0) - leading,
                height: height, isKnown: kind != .automatic)
            })
        }
      }

      /// Whether it is still the geometry of `section` at `width` with `metrics`: the section's
      /// rows are the very rows it was worked out from (`RowList.sharesStorage(with:)`: a stage
      /// that changes a section's rows gives it rows of its own), with the same layout, width
      /// and metrics.
      ///
      /// - Complexity: O(1).
      func holds(for section: Section, width: Double, metrics: ListLayout.Metrics) -> Bool {
        rows.sharesStorage(with: section.rows) && layout == section.layout
          && self.width == width && self.metrics == metrics
      }
    }
  }
#endif
