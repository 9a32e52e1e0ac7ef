#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension ListLiaison {
    /// Gives the header view of a collapsible section a disclosure button over the whole
    /// header: a tap collapses or expands the section through the controller (a batch update).
    /// A reused view of another section loses it.
    func decorateHeader(_ view: UIView?, section index: Int) {
      guard let view, let section = section(at: index) else { return }
      let existing = view.subviews.lazy.compactMap { $0 as? DisclosureButton }.first
      guard section.isCollapsible else {
        existing?.removeFromSuperview()
        return
      }
      let button = existing ?? DisclosureButton(frame: view.bounds)
      if existing == nil {
        button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        button.addAction(
          UIAction { [weak self, weak button] _ in
            guard let self, let id = button?.sectionID else { return }
            toggleSection(id)
          }, for: .touchUpInside)
        view.addSubview(button)
      }
      button.sectionID = section.id
      button.show(
        collapsed: section.isCollapsed, title: (section.header?.component as? TextItem)?.title)
    }

    /// Collapses or expands the section with `id`, as a tap on its header does.
    func toggleSection(_ id: ListID) {
      do {
        try controller.toggleCollapsed(section: id)
      } catch {
        // Only collapsible sections get the button, and the tap names a shown section.
      }
    }
  }

  extension TableViewLiaison {
    /// Brings the disclosure buttons of the headers on screen up to date with ``shown`` (a
    /// collapse changes rows, not the header, so UIKit does not ask for the header again).
    func refreshHeaderDisclosures() {
      guard let tableView else { return }
      for index in shown.sections.indices {
        decorateHeader(tableView.headerView(forSection: index), section: index)
      }
    }
  }

  /// The button over a collapsible section's header: a chevron pointing right when collapsed
  /// and down when expanded.
  final class DisclosureButton: UIButton {
    /// The section it collapses.
    var sectionID: ListID?

    func show(collapsed: Bool, title: String?) {
      setImage(
        UIImage(systemName: collapsed ? "chevron.right" : "chevron.down"), for: .normal)
      accessibilityLabel = title
    }
  }
#endif
