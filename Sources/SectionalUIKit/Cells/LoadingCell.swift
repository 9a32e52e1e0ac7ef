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
  final class LoadingCell: UITableViewCell {
    private let spinner = UIActivityIndicatorView(style: .medium)

    func show(_ item: LoadingItem) {
      var content = UIListContentConfiguration.cell()
      switch item.state {
      case .loading(let label):
        content.text = label ?? SectionalStrings.current.loading
        content.textProperties.color = .secondaryLabel
        spinner.startAnimating()
        accessoryView = spinner
        selectionStyle = .none
      case .unavailable(let message):
        content.text = message
        content.image = UIImage(systemName: "exclamationmark.triangle")
        spinner.stopAnimating()
        accessoryView = nil
        selectionStyle = .none
      case .failed(let message):
        content = .subtitleCell()
        content.text = message
        content.secondaryText = SectionalStrings.current.tapToRetry
        content.image = UIImage(systemName: "arrow.clockwise")
        spinner.stopAnimating()
        accessoryView = nil
        selectionStyle = .default
      }
      contentConfiguration = content
    }
  }
#endif
