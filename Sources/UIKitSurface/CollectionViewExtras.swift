// Declarations the collection-view liaison uses that the rest of the surface does not declare
// (added by the liaison's slice): a list cell's accessories, for the reorder control of movable
// rows in list sections and a text item's accessory.

/// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct (iOS 14; the
/// accessories the liaison uses: the reorder control, a disclosure indicator, a checkmark, a
/// detail button, an outline disclosure, a label and a custom view. The surface draws none; it
/// keeps what each is, so a test can read it and press a detail button or an outline
/// disclosure.)
@available(iOS 14.0, tvOS 14.0, *)
public struct UICellAccessory {
  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate
  public enum DisplayedState: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate/always
    case always
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate/whenediting
    case whenEditing
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions
  /// (the surface keeps none of the options)
  public struct ReorderOptions {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/init(ishidden:reservedlayoutwidth:tintcolor:showsverticalseparator:)
    /// (every parameter has a default; the surface takes none)
    public init() {}
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions
  /// (the surface keeps the style only)
  public struct OutlineDisclosureOptions {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum
    /// (only the style the liaison uses)
    public enum Style: Hashable, Sendable {
      /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum/cell
      /// (a tap on the accessory toggles the item; a tap on the cell selects it)
      case cell
    }

    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.property
    public var style: UICellAccessory.OutlineDisclosureOptions.Style?

    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/init(style:ishidden:reservedlayoutwidth:tintcolor:)
    /// (every parameter has a default; the surface takes the style only)
    public init(style: UICellAccessory.OutlineDisclosureOptions.Style? = nil) {
      self.style = style
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement-swift.enum
  /// (only the trailing placement)
  public enum Placement {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement-swift.enum/trailing(displayed:at:)
    case trailing(
      displayed: UICellAccessory.DisplayedState = .always,
      at: (_ accessories: [UICellAccessory]) -> Int = { _ in 0 })
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration
  public struct CustomViewConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/customview
    public let customView: UIView
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/placement
    public let placement: UICellAccessory.Placement

    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/init(customview:placement:ishidden:reservedlayoutwidth:tintcolor:maintainsfixedsize:)
    /// (the surface takes none of the options after `placement`)
    public init(customView: UIView, placement: UICellAccessory.Placement) {
      self.customView = customView
      self.placement = placement
    }
  }

  /// When the accessory shows.
  internal let surfaceDisplayed: DisplayedState
  /// What it is: `reorder`, `disclosureIndicator`, `checkmark`, `detail`,
  /// `outlineDisclosure`, `label: TEXT` or `customView: TYPE`.
  internal let surfaceName: String
  /// A detail button's or an outline disclosure's action.
  internal var surfaceAction: (() -> Void)? = nil
  /// A custom view accessory's view.
  internal var surfaceView: UIView? = nil

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorder(displayed:options:)
  public static func reorder(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(surfaceDisplayed: displayed, surfaceName: "reorder")
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselect(displayed:options:)
  /// (the selection circle of a list cell while the collection view edits with multiple
  /// selection; the surface takes no options)
  public static func multiselect(displayed: UICellAccessory.DisplayedState = .whenEditing)
    -> UICellAccessory
  {
    UICellAccessory(surfaceDisplayed: displayed, surfaceName: "multiselect")
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicator(displayed:options:)
  /// (the surface takes no options)
  public static func disclosureIndicator(displayed: UICellAccessory.DisplayedState = .always)
    -> UICellAccessory
  {
    UICellAccessory(surfaceDisplayed: displayed, surfaceName: "disclosureIndicator")
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmark(displayed:options:)
  /// (the surface takes no options)
  public static func checkmark(displayed: UICellAccessory.DisplayedState = .always)
    -> UICellAccessory
  {
    UICellAccessory(surfaceDisplayed: displayed, surfaceName: "checkmark")
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detail(displayed:options:actionhandler:)
  /// (iOS 15.4; the surface takes no options)
  public static func detail(
    displayed: UICellAccessory.DisplayedState = .always, actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      surfaceDisplayed: displayed, surfaceName: "detail", surfaceAction: actionHandler)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosure(displayed:options:actionhandler:)
  /// (a rotating chevron on the trailing edge in iOS, pointing down while the cell's
  /// configuration state `isExpanded`; with an action handler, a tap on it runs the handler,
  /// and without one UIKit toggles the item in a diffable data source's section snapshot,
  /// which the surface does not model)
  public static func outlineDisclosure(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      surfaceDisplayed: displayed, surfaceName: "outlineDisclosure", surfaceAction: actionHandler)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/label(text:displayed:options:)
  /// (the surface takes no options)
  public static func label(text: String, displayed: UICellAccessory.DisplayedState = .always)
    -> UICellAccessory
  {
    UICellAccessory(surfaceDisplayed: displayed, surfaceName: "label: \(text)")
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customview(configuration:)
  public static func customView(configuration: UICellAccessory.CustomViewConfiguration)
    -> UICellAccessory
  {
    let displayed: DisplayedState
    switch configuration.placement {
    case .trailing(let state, _): displayed = state
    }
    let view = configuration.customView
    return UICellAccessory(
      surfaceDisplayed: displayed, surfaceName: "customView: \(type(of: view))", surfaceView: view)
  }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewListCell {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories-8nui4
  /// (kept for the cell, by identity; the surface draws none)
  public var accessories: [UICellAccessory] {
    get { CellAccessories.storage[self] ?? [] }
    set { CellAccessories.storage[self] = newValue }
  }
}

/// The accessories of the list cells that have some.
@MainActor
internal enum CellAccessories {
  internal static var storage = ExtensionStorage<UICollectionViewListCell, [UICellAccessory]>()
}
