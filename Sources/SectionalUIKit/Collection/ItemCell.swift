#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A list cell that is as tall as its row, header or footer says when it says (a fixed
  /// height, or one computed from the width UIKit proposes), and as its content otherwise.
  ///
  /// A list section of a compositional layout has no per-item height: every item is
  /// self-sizing, estimated until UIKit asks its cell (`preferredLayoutAttributesFitting(_:)`,
  /// which reads `systemLayoutSizeFitting`). So a row's fixed height reaches UIKit through its
  /// cell, as the table liaison's `heightForRowAt` gives it to a table view. Grid, flow and
  /// carousel sections give a known height to UIKit in the layout itself (an absolute
  /// dimension), and this answers the same.
  class ItemCell: UICollectionViewListCell {
    /// The height of the row, header or footer shown; `nil`: its content's.
    var itemHeight: RowHeight?

    /// The switch of a text item's toggle accessory, made when a cell first shows one.
    private(set) lazy var toggle: UISwitch = {
      let toggle = UISwitch()
      toggle.addAction(UIAction { [weak self] _ in self?.onToggle?() }, for: .valueChanged)
      return toggle
    }()
    /// The spinner of a loading row while a page loads, made when a cell first shows one.
    private(set) lazy var spinner = UIActivityIndicatorView(style: .medium)
    /// What the switch reports its new value to: the row the cell shows now.
    var onToggle: (@MainActor () -> Void)?
    /// Whether the cell shows an outline's node whose children show: its configuration
    /// state is expanded, which its outline disclosure points to. The liaison's own data
    /// source has no section snapshot to say so.
    var showsExpandedNode = false {
      didSet {
        if showsExpandedNode != oldValue { setNeedsUpdateConfiguration() }
      }
    }

    /// The cell's state, expanded while it shows an expanded node (``showsExpandedNode``).
    override var configurationState: UICellConfigurationState {
      var state = super.configurationState
      state.isExpanded = showsExpandedNode
      return state
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      onToggle = nil
      spinner.stopAnimating()
    }

    /// The size the item says at the width of `targetSize`; `nil` when it needs measuring.
    func resolvedSize(fitting targetSize: CGSize) -> CGSize? {
      guard let height = itemHeight?.resolved(forWidth: Double(targetSize.width)) else {
        return nil
      }
      return CGSize(width: targetSize.width, height: CGFloat(height))
    }

    /// The item's own height when it says one, else the content view's when it decides one
    /// (a text area), else the content's through Auto Layout.
    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      resolvedSize(fitting: targetSize)
        ?? ComponentContentView.fittingSize(of: contentView, targetSize)
        ?? super.systemLayoutSizeFitting(
          targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
          verticalFittingPriority: verticalFittingPriority)
    }

    /// VoiceOver's swipe up on an adjustable item: its content steps up.
    override nonisolated func accessibilityIncrement() {
      MainActor.assumeIsolated { _ = (contentView as? any AdjustableContent)?.adjust(by: 1) }
    }

    /// VoiceOver's swipe down on an adjustable item: its content steps down.
    override nonisolated func accessibilityDecrement() {
      MainActor.assumeIsolated { _ = (contentView as? any AdjustableContent)?.adjust(by: -1) }
    }
  }
#endif
