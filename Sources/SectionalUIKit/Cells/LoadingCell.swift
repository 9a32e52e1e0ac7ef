#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a ``LoadingItem``: a spinner while loading; the failure message and a hint to tap
  /// to retry when it failed (selecting the row retries, through the row's handler). The words
  /// come from `SectionalStrings.current`.
  final class LoadingCell: ListTableCell {
    private let spinner = UIActivityIndicatorView(style: .medium)

    func show(_ item: LoadingItem) {
      contentConfiguration = Self.content(for: item)
      if case .loading = item.state {
        spinner.startAnimating()
        accessoryView = spinner
      } else {
        spinner.stopAnimating()
        accessoryView = nil
      }
      if case .failed = item.state { selectionStyle = .default } else { selectionStyle = .none }
    }

    /// What a loading row says: "Loading…" (or its label) in grey while a page loads (a spinner
    /// beside it), a message with a warning icon when nothing more can load, and the failure
    /// with "Tap to retry" when a page failed. A table cell's and a collection view's list
    /// cell's configuration alike.
    static func content(for item: LoadingItem) -> UIListContentConfiguration {
      var content = UIListContentConfiguration.cell()
      switch item.state {
      case .loading(let label):
        content.text = label ?? SectionalStrings.current.loading
        content.textProperties.color = .secondaryLabel
      case .unavailable(let message):
        content.text = message
        content.image = UIImage(systemName: "exclamationmark.triangle")
      case .failed(let message):
        content = .subtitleCell()
        content.text = message
        content.secondaryText = SectionalStrings.current.tapToRetry
        content.image = UIImage(systemName: "arrow.clockwise")
      }
      return content
    }
  }
#endif
