/// One page of items from a ``PageLoader``'s loader, and where the page after it starts.
///
/// ```swift
/// let messages = PageLoader<Message, String> { cursor in
///   let response = try await api.messages(before: cursor)
///   return LoadedPage(response.messages, next: response.olderCursor)
/// }
/// ```
public struct LoadedPage<Item: Sendable, Cursor: Sendable>: Sendable {
  /// The items, in order; their ids must be new.
  public var items: [Item]
  /// Where the next page starts: the loader receives it when that page is asked for. `nil`
  /// when no page follows.
  public var next: Cursor?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - next: Where the next page starts; `nil` when this page is the last.
  public init(_ items: [Item], next: Cursor?) {
    self.items = items
    self.next = next
  }
}
