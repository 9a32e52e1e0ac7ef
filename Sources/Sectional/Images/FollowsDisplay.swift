/// A component whose row is followed on screen by something besides its handlers: an
/// ``ImagePipeline`` loads an ``AsyncImageItem``'s image when its row is prefetched, configured
/// or displayed, and lets it go when the row leaves.
///
/// A row made with such a component counts as handling those events (``RowEvent/prefetch``,
/// ``RowEvent/cancelPrefetch``, ``RowEvent/configure``, ``RowEvent/willDisplay`` and
/// ``RowEvent/didEndDisplaying``), so the display tracker, which makes no row and sends no
/// event for events nobody handles, makes the row and sends them.
@usableFromInline
protocol FollowsDisplay {}

extension Row {
  /// The events a ``FollowsDisplay`` component's row counts as handling.
  static let displayEvents: [RowEvent] = [
    .prefetch, .cancelPrefetch, .configure, .willDisplay, .didEndDisplaying,
  ]

  /// Marks the row as handling ``displayEvents``, with no handler of its own.
  @usableFromInline
  mutating func followDisplay() {
    var handlers = self.handlers
    for event in Self.displayEvents { handlers.mark(event) }
    self.handlers = handlers
  }
}
