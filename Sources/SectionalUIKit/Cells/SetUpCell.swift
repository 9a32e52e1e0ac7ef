#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A cell that builds its own views once, in ``setUp()``, whichever initializer UIKit calls
  /// (a registered class or a storyboard).
  class SetUpCell: ListTableCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      setUp()
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    /// Builds the cell's views and wires its controls; a subclass overrides it (this does
    /// nothing).
    func setUp() {}
  }
#endif
