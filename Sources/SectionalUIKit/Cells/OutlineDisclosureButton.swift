#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// The disclosure of an outline's node in a table cell, its accessory view (a table view has
  /// no outline disclosure of its own; a list cell's is `UICellAccessory.outlineDisclosure`):
  /// a chevron pointing forward while the node's children are hidden and down while they
  /// show, and a tap on it toggles the node.
  final class OutlineDisclosureButton: UIButton {
    /// What a tap runs: the liaison toggles the node the cell shows now.
    private var onTap: (@MainActor () -> Void)?
    /// Whether it shows the node expanded (the chevron points down).
    private(set) var showsExpanded = false

    /// A disclosure as large as a touch target, which runs ``show(expanded:onTap:)``'s action.
    static func make() -> OutlineDisclosureButton {
      let button = OutlineDisclosureButton(type: .system)
      button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
      button.addAction(UIAction { [weak button] _ in button?.onTap?() }, for: .touchUpInside)
      return button
    }

    /// Shows a node expanded or collapsed; a tap runs `onTap`. Its label says what a tap
    /// does, for Voice Control and Full Keyboard Access (VoiceOver reads the cell, whose
    /// value says the state and whose actions expand or collapse).
    func show(expanded: Bool, onTap: @escaping @MainActor () -> Void) {
      showsExpanded = expanded
      setImage(UIImage(systemName: expanded ? "chevron.down" : "chevron.forward"), for: .normal)
      let words = SectionalStrings.current.accessibility
      accessibilityLabel = expanded ? words.collapse : words.expand
      self.onTap = onTap
    }
  }
#endif
