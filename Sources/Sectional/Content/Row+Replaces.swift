extension Row {
  /// Names a row this one takes the place of: when a change removes the row with `id` and
  /// brings this one, the cursor (the terminal's) or the selection (the headless table's,
  /// UIKit's) goes from the removed row to this one, rather than to whatever row took its
  /// place in the list.
  ///
  /// Use it when the same thing is shown by a row of another id after a change: a draft that
  /// becomes a sent message, a post's action bar that becomes its picture in a grid (see
  /// <doc:GridsAndCollectionViews>):
  ///
  /// ```swift
  /// Section(id: "outbox") {
  ///   for message in outbox {
  ///     if message.isSent {
  ///       Row(id: "sent-\(message.id)", TextItem(message.subject, detail: "Sent"))
  ///         .replaces("draft-\(message.id)")
  ///     } else {
  ///       Row(id: "draft-\(message.id)", TextItem(message.subject, detail: "Draft"))
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The row must come with the change that removes `id` (inserted, or in an inserted
  /// section), and be able to take the cursor (selectable and enabled); otherwise the cursor
  /// goes where it goes without this modifier: to a neighbour in the terminal, nowhere in UIKit
  /// and the headless table, which drop the selection of a deleted row. Call it again to name
  /// more rows. When
  /// several new rows name the same one, the first in content order wins. A cursor whose row
  /// stays, and a list whose ``ListController/cursorTracking`` is
  /// ``CursorTracking/keepsLine``, ignore it. Renderers find the row with
  /// ``Changeset/successor(of:)``.
  ///
  /// - Parameter id: The id of the row this one replaces: any hashable, sendable value, as
  ///   given to that row.
  /// - Returns: The row naming `id`.
  public func replaces<ID: Hashable & Sendable>(_ id: ID) -> Row {
    var row = self
    row.traits.replacedIDs.append(ListID(id))
    return row
  }
}
