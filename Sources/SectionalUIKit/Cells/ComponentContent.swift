#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// The content configuration of a standard component: the component, the row it belongs to
  /// (its context, for the events its controls send) and the content view class that draws it.
  ///
  /// One configuration draws the component the same way in a `UITableViewCell`, a
  /// `UICollectionViewListCell` and a grid item. Setting a new one on a cell that shows a
  /// configuration of the same component type hands it to the content view already there (a
  /// reconfigure), so a text field keeps its first responder and a picker its popover.
  ///
  /// UIKit's protocol is not isolated to the main actor; the configuration is, and UIKit uses
  /// it on the main thread only, hence `@preconcurrency`.
  struct ComponentContent<Item: Component>: @preconcurrency UIContentConfiguration,
    ComponentConfiguration
  {
    /// The component.
    var item: Item
    /// The row, for the events the content view's controls send.
    var context: CellContext
    /// The view class that draws the component.
    let viewType: ComponentContentView.Type
    /// Whether the cell is editing (its list selects or reorders rows): the content view's
    /// controls take no taps then, so that a tap selects the row.
    var isEditing = false

    func makeContentView() -> any UIView & UIContentView {
      viewType.init(configuration: self)
    }

    /// The configuration for a cell in `state`: its editing state.
    func updated(for state: any UIConfigurationState) -> ComponentContent<Item> {
      var updated = self
      if let state = state as? UICellConfigurationState { updated.isEditing = state.isEditing }
      return updated
    }
  }

  /// What a content view reads of a standard component's configuration, whatever the
  /// component type.
  @MainActor
  protocol ComponentConfiguration {
    /// The view class that draws it.
    var viewType: ComponentContentView.Type { get }
    /// The row, for the events the content view's controls send.
    var context: CellContext { get }
    /// Whether the cell is editing.
    var isEditing: Bool { get }
  }
#endif
