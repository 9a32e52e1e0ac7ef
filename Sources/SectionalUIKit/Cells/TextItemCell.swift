#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a ``TextItem`` with `UIListContentConfiguration`: title, subtitle, detail value,
  /// SF Symbol icon, role colour and accessory (a `UISwitch` for toggles).
  final class TextItemCell: SetUpCell {
    private let toggle = UISwitch()
    private let trailingLabel = UILabel()
    private var onToggle: (@MainActor () -> Void)?

    override func setUp() {
      toggle.addAction(
        UIAction { [weak self] _ in self?.onToggle?() }, for: .valueChanged)
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      onToggle = nil
    }

    func show(_ item: TextItem, context: CellContext) {
      contentConfiguration = Self.content(for: item)
      accessoryType = .none
      accessoryView = nil
      selectionStyle = .default
      switch item.accessory {
      case .none:
        break
      case .disclosure:
        accessoryType = .disclosureIndicator
      case .checkmark:
        accessoryType = .checkmark
      case .detailButton:
        accessoryType = .detailButton
      case .toggle(let isOn):
        toggle.isOn = isOn
        // The switch's new value reaches the row's didSelect handlers.
        onToggle = { [toggle] in context.send(.toggled(toggle.isOn)) }
        accessoryView = toggle
        selectionStyle = .none
      case .badge(let text):
        showTrailing(text)
      }
      if item.subtitle != nil, let detail = item.detail, accessoryView == nil {
        showTrailing(detail)
      }
    }

    private func showTrailing(_ text: String) {
      trailingLabel.useTextStyle(.body)
      trailingLabel.text = text
      trailingLabel.textColor = .secondaryLabel
      trailingLabel.sizeToFit()
      accessoryView = trailingLabel
    }

    /// Subtitle text under the title when there is a subtitle; otherwise the detail value beside
    /// it.
    static func content(for item: TextItem) -> UIListContentConfiguration {
      var content: UIListContentConfiguration
      if let subtitle = item.subtitle {
        content = .subtitleCell()
        content.secondaryText = subtitle
      } else if let detail = item.detail {
        content = .valueCell()
        content.secondaryText = detail
      } else {
        content = .cell()
      }
      content.text = item.title
      content.image = item.icon.flatMap { UIImage(systemName: $0) }
      if item.role == .destructive {
        content.textProperties.color = .systemRed
      }
      return content
    }
  }
#endif
