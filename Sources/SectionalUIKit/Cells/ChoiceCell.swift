#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a ``ChoiceItem`` as iOS Settings does: a `UISegmentedControl` beside the label when
  /// the options fit the row, otherwise a value row (label, chosen option, disclosure) whose tap
  /// pushes the item's checklist screen (the liaison pushes it through the presenter). Its own
  /// views, not a content configuration: a configuration would replace the content view.
  final class ChoiceCell: FormCell {
    let segments = UISegmentedControl()
    let titleLabel = UILabel()
    /// The chosen option's title, when the choice shows as a value row.
    let valueLabel = UILabel()
    private let line = UIStackView()
    private var item = ChoiceItem("", options: [], selection: nil)

    override func setUp() {
      segments.addAction(UIAction { [weak self] _ in self?.segmentChosen() }, for: .valueChanged)
      line.axis = .horizontal
      line.spacing = 8
      line.alignment = .center
      line.addArrangedSubview(titleLabel)
      line.addArrangedSubview(segments)
      line.addArrangedSubview(valueLabel)
      titleLabel.useTextStyle(.body)
      valueLabel.useTextStyle(.body)
      valueLabel.textColor = .secondaryLabel
      Layout.pin(line, to: contentView.layoutMarginsGuide, in: contentView)
    }

    /// Whether `item` shows as segments in a row `width` points wide: always for `.segmented`,
    /// never for `.menu`; for `.automatic`, when two to five options' titles fit beside the label
    /// (about 8 points a character and 24 around each segment, 10 a character of the label).
    static func showsSegments(_ item: ChoiceItem, width: CGFloat) -> Bool {
      item.showsSegments(inWidth: Double(width))
    }

    func show(_ item: ChoiceItem, context: CellContext, width: CGFloat) {
      self.item = item
      self.context = context
      accessibilityLabel = item.label
      // At accessibility text sizes the label and its value stack, as Settings does.
      line.axis =
        traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        ? .vertical : .horizontal
      titleLabel.text = item.label
      titleLabel.textColor = item.isEnabled ? .label : .secondaryLabel
      let showsSegments = Self.showsSegments(item, width: width)
      segments.isHidden = !showsSegments
      valueLabel.isHidden = showsSegments
      if showsSegments {
        segments.removeAllSegments()
        for (index, option) in item.options.enumerated() {
          segments.insertSegment(withTitle: option.title, at: index, animated: false)
        }
        segments.selectedSegmentIndex = item.selectedIndex ?? UISegmentedControl.noSegment
        segments.isEnabled = item.isEnabled
        accessoryType = .none
        selectionStyle = .none
      } else {
        valueLabel.text = item.selectedTitle
        accessoryType = item.isEnabled ? .disclosureIndicator : .none
        selectionStyle = item.isEnabled ? .default : .none
      }
    }

    /// A segment was tapped: the row hears the option's id; the control shows the row's choice
    /// until the rebuild draws the new one.
    private func segmentChosen() {
      let index = segments.selectedSegmentIndex
      segments.selectedSegmentIndex = item.selectedIndex ?? UISegmentedControl.noSegment
      guard item.options.indices.contains(index), item.options[index].id != item.selection
      else { return }
      context?.valueChanged(item.options[index].id)
    }
  }
#endif
