#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Heights: fixed and computed heights are answered exactly; automatic heights answer
  // `UITableView.automaticDimension` and give their estimate to the estimated-height callbacks.
  extension TableViewLiaison {
    /// The row's fixed or computed height, or `automaticDimension` for a self-sizing row.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      height(rowHeight(at: indexPath), in: tableView)
    }

    /// The row's estimate; the exact height when it is known without measuring.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      estimatedHeight(rowHeight(at: indexPath), in: tableView)
    }

    /// The header's height; none when the section has no header.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
      -> CGFloat
    {
      guard let header = self.section(at: section)?.header else { return Self.noHeight }
      return height(header.height, in: tableView)
    }

    /// The header's estimate.
    public func tableView(
      _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
    ) -> CGFloat {
      guard let header = self.section(at: section)?.header else { return Self.noHeight }
      return estimatedHeight(header.height, in: tableView)
    }

    /// The footer's height; none when the section has no footer.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
      -> CGFloat
    {
      guard let footer = self.section(at: section)?.footer else { return Self.noHeight }
      return height(footer.height, in: tableView)
    }

    /// The footer's estimate.
    public func tableView(
      _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
    ) -> CGFloat {
      guard let footer = self.section(at: section)?.footer else { return Self.noHeight }
      return estimatedHeight(footer.height, in: tableView)
    }

    /// The height of a missing header or footer. Grouped table views replace 0 with their
    /// default spacing, so the smallest positive height stands for "none".
    static let noHeight = CGFloat.leastNormalMagnitude

    /// A height for `tableView`: computed heights receive its width.
    func height(_ height: RowHeight?, in tableView: UITableView) -> CGFloat {
      guard let height, let value = height.resolved(forWidth: Double(tableView.bounds.width))
      else {
        return UITableView.automaticDimension
      }
      return CGFloat(value)
    }

    /// An estimate for `tableView`: computed heights receive its width.
    func estimatedHeight(_ height: RowHeight?, in tableView: UITableView) -> CGFloat {
      guard let height else { return UITableView.automaticDimension }
      if let value = height.resolved(forWidth: Double(tableView.bounds.width)) ?? height.estimate {
        return CGFloat(value)
      }
      return UITableView.automaticDimension
    }
  }
#endif
