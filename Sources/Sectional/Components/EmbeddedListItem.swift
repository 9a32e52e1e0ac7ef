/// A list drawn inside a row, as a card whose height is the sum of its rows (a nested table).
///
/// The embedded rows are components, not ``Row``s: selecting one sends the outer row's
/// `didSelect` with the inner row's index in ``RowContext/embeddedIndex``.
///
/// ```swift
/// EmbeddedListItem(
///   title: "Community",
///   items: [
///     TextItem("See the code on GitHub", icon: "github", accessory: .disclosure),
///     TextItem("Chat with the team on Matrix", icon: "matrix", accessory: .disclosure),
///   ])
/// ```
public struct EmbeddedListItem: Component {
  /// A heading drawn above the card.
  public var title: String?
  /// The rows of the card.
  public var items: [TextItem]

  /// Creates an embedded list.
  ///
  /// - Parameters:
  ///   - title: A heading above the card.
  ///   - items: The rows of the card.
  public init(title: String? = nil, items: [TextItem]) {
    self.title = title
    self.items = items
  }
}
