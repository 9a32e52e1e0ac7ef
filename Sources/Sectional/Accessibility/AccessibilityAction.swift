/// Something a person can do to a row without seeing it or swiping: the row's swipe and
/// context-menu actions, its delete, and "Move up" / "Move down" for a movable row. VoiceOver
/// offers them as custom actions; ``ListController/performAccessibilityAction(_:ofRow:)`` runs
/// one as the gesture it stands for would.
public struct AccessibilityAction: Sendable, Hashable {
  /// What the action is called ("Archive", "Delete", "Move up").
  public var name: String
  /// What it stands for.
  public var kind: Kind

  /// What an action stands for.
  public enum Kind: Sendable, Hashable {
    /// The row's action `index` at `placement` (a swipe edge or the context menu).
    case rowAction(RowAction.Placement, index: Int)
    /// The row's delete, after its confirmation.
    case delete
    /// Moving the row one place up in its section.
    case moveUp
    /// Moving the row one place down in its section.
    case moveDown
    /// The row's detail button (``Accessory/detailButton``): sends
    /// ``RowEvent/accessoryTapped``.
    case showDetails
    /// Expanding the row's node of an ``Outline`` (``ListController/setExpanded(_:row:)``).
    case expand
    /// Collapsing the row's node of an ``Outline``.
    case collapse
  }

  /// An action.
  ///
  /// - Parameters:
  ///   - name: What it is called.
  ///   - kind: What it stands for.
  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }
}
