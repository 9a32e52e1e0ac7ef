#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a ``ChoiceItem`` as iOS Settings does: a `UISegmentedControl` beside the label when
  /// the options fit the row, otherwise a value row (label, chosen option, disclosure) whose tap
  /// pushes the item's checklist screen (the liaison pushes it through the presenter; the
  /// cell shows the disclosure indicator, see ``CellChrome``).
  final class ChoiceContentView: ComponentContentView {
    let segments = UISegmentedControl()
    let line = ValueLine()

    override func setUp() {
      segments.addAction(UIAction { [weak self] _ in self?.segmentChosen() }, for: .valueChanged)
      line.install(in: self, control: segments)
    }

    /// Whether `item` shows as segments in a row `width` points wide: always for `.segmented`,
    /// never for `.menu`; for `.automatic`, when two to five options' titles fit beside the label
    /// (about 8 points a character and 24 around each segment, 10 a character of the label).
    static func showsSegments(_ item: ChoiceItem, width: CGFloat) -> Bool {
      item.showsSegments(inWidth: Double(width))
    }

    /// Segments when the options fit the list's width, else the chosen option's title.
    override func configure() {
      guard let item = component(ChoiceItem.self) else { return }
      let showsSegments = Self.showsSegments(item, width: context?.liaison?.listWidth ?? 320)
      line.show(
        label: item.label, value: showsSegments ? nil : item.selectedTitle,
        isEnabled: item.isEnabled)
      segments.isHidden = !showsSegments
      guard showsSegments else { return }
      segments.removeAllSegments()
      for (index, option) in item.options.enumerated() {
        segments.insertSegment(withTitle: option.title, at: index, animated: false)
      }
      segments.selectedSegmentIndex = item.selectedIndex ?? UISegmentedControl.noSegment
      segments.isEnabled = item.isEnabled && !cellIsEditing
    }

    /// A segment was tapped: the row hears the option's id; the control shows the row's choice
    /// until the rebuild draws the new one.
    private func segmentChosen() {
      guard let item = component(ChoiceItem.self) else { return }
      let index = segments.selectedSegmentIndex
      segments.selectedSegmentIndex = item.selectedIndex ?? UISegmentedControl.noSegment
      guard item.options.indices.contains(index), item.options[index].id != item.selection
      else { return }
      context?.valueChanged(item.options[index].id)
    }
  }
#endif
