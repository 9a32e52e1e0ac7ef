#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A table cell that shows whatever content configuration its component makes: a standard
  /// component's (see ``ComponentContent``) or your own (see
  /// ``TableViewLiaison/register(_:configuration:)``). UIKit makes the content view, and
  /// configures the same one again while the configuration's type stays.
  final class ConfigurationCell: ListTableCell {
    /// The content view's own height when it decides one (a text area) at the width it has
    /// (the cell's, less an outline's indentation), else Auto Layout's.
    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      if let size = ComponentContentView.fittingSize(of: contentView, indented(targetSize)) {
        return CGSize(width: targetSize.width, height: size.height)
      }
      return super.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }

    /// VoiceOver's swipe up on an adjustable row: its content steps up.
    override nonisolated func accessibilityIncrement() {
      MainActor.assumeIsolated { _ = (contentView as? any AdjustableContent)?.adjust(by: 1) }
    }

    /// VoiceOver's swipe down on an adjustable row: its content steps down.
    override nonisolated func accessibilityDecrement() {
      MainActor.assumeIsolated { _ = (contentView as? any AdjustableContent)?.adjust(by: -1) }
    }
  }
#endif
