#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A standard table cell a collection view can host: a final class, so the liaison can make
  /// one from the class a component is registered with.
  protocol HostableCell: UITableViewCell {
    init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)
  }

  extension AsyncImageCell: HostableCell {}
  extension ButtonCell: HostableCell {}
  extension ButtonStackCell: HostableCell {}
  extension ChoiceCell: HostableCell {}
  extension ColumnsItemCell: HostableCell {}
  extension DateCell: HostableCell {}
  extension ImageItemCell: HostableCell {}
  extension LoadingCell: HostableCell {}
  extension ParagraphCell: HostableCell {}
  extension StepperCell: HostableCell {}
  extension TextAreaCell: HostableCell {}
  extension TextFieldCell: HostableCell {}
  extension TextItemCell: HostableCell {}

  /// A collection view cell that draws a component with the component's standard table cell:
  /// it makes the table cell once, keeps it across reuse, lays it over its content view and
  /// sizes itself as the table cell does (so grid, flow and carousel items get the same look
  /// and height as rows of a table view), unless its row says its height (see ``ItemCell``).
  final class HostingCell: ItemCell {
    /// The table cell drawing the component.
    private(set) var hosted: UITableViewCell?

    /// What makes a table cell of `cellType`, when it is a standard cell.
    static func maker(of cellType: AnyClass) -> (@MainActor () -> UITableViewCell)? {
      guard let type = cellType as? any HostableCell.Type else { return nil }
      return { type.init(style: .default, reuseIdentifier: nil) }
    }

    /// The hosted table cell, made with `make` the first time.
    func host(_ make: @MainActor () -> UITableViewCell) -> UITableViewCell {
      if let hosted { return hosted }
      let cell = make()
      cell.frame = contentView.bounds
      cell.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(cell)
      hosted = cell
      return cell
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      hosted?.prepareForReuse()
    }

    /// The row's own height when it says one, else the hosted cell's size at the width UIKit
    /// proposes: what self-sizing reads.
    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      if let size = resolvedSize(fitting: targetSize) { return size }
      guard let hosted else {
        return super.systemLayoutSizeFitting(
          targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
          verticalFittingPriority: verticalFittingPriority)
      }
      return hosted.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }
  }
#endif
