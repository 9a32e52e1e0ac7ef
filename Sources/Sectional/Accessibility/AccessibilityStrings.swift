/// The words Sectional gives assistive technologies for states and actions: English unless the
/// app sets its own, through ``SectionalStrings/accessibility``.
public struct AccessibilityStrings: Sendable {
  /// A toggle that is on: `"On"`.
  public var on = "On"
  /// A toggle that is off: `"Off"`.
  public var off = "Off"
  /// A collapsible section that shows its rows, or a node of an outline its children:
  /// `"Expanded"`.
  public var expanded = "Expanded"
  /// A collapsible section folded to its header, or a node of an outline hiding its children:
  /// `"Collapsed"`.
  public var collapsed = "Collapsed"
  /// The action that shows a node's children: `"Expand"`.
  public var expand = "Expand"
  /// The action that hides a node's children: `"Collapse"`.
  public var collapse = "Collapse"
  /// The action that moves a movable row up: `"Move up"`.
  public var moveUp = "Move up"
  /// The action that moves a movable row down: `"Move down"`.
  public var moveDown = "Move down"
  /// The hint of a row that opens another screen: `"Opens a screen"`.
  public var opensScreen = "Opens a screen"
  /// The label of a button that shows a row's details: `"More info"`.
  public var moreInfo = "More info"
  /// Announced when a refresh ends: `"Refreshed"`.
  public var refreshed = "Refreshed"

  /// The English words.
  public init() {}
}
