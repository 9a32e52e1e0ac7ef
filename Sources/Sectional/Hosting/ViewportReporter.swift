/// Reports a viewport to a ``DisplayTracker`` for a renderer that lays out its own frames with
/// a ``ListLayout`` (the terminal's list view, the headless table): the items on screen, the
/// rows of the prefetch window ahead in the direction of the last scroll, and the visible
/// region. UIKit's table view reports item by item instead, and prefetches by itself.
///
/// Both renderers report through this one piece, so that what they prefetch, and when, is the
/// same (the conformance suite compares their event logs).
package struct ViewportReporter {
  /// Whether the last scroll went up: the prefetch window lies above the viewport then, and
  /// below it otherwise (at first too). A report without scrolling keeps the direction.
  package private(set) var isScrollingUp = false
  /// The viewport's top at the last report.
  private var lastTop = 0.0

  /// Creates a reporter; the first window lies below the viewport.
  package init() {}

  /// Hands `tracker` what the viewport from `top` to `top + height` shows of `layout`, and the
  /// rows within `ahead` of it in the scroll direction to prefetch.
  ///
  /// - Parameters:
  ///   - layout: The renderer's layout, measured where the viewport is.
  ///   - content: What the renderer shows (its data source).
  ///   - top: The viewport's top edge, in the layout's coordinates.
  ///   - height: The viewport's height.
  ///   - ahead: How far ahead of the viewport rows are prefetched; 0 or less prefetches none.
  ///   - reloaded: Ids of rows the last change reloaded (shown again when still on screen).
  ///   - pinsByDefault: Whether sections that say nothing pin their headers. A pinned header
  ///     stays displayed while its section crosses the viewport's top, as a floating header of
  ///     a plain `UITableView` does (see `ListLayout.pinnedHeader(at:pinsByDefault:)`).
  ///   - tracker: The renderer's display tracker.
  ///   - isShown: Whether an item of the viewport's lines is shown: `false` for a carousel's
  ///     items scrolled out of sight sideways, which are not displayed. Every item by default.
  /// - Complexity: O(log n + v + p) for v items on screen and p rows in the prefetch window.
  @MainActor
  package mutating func report(
    _ layout: ListLayout, of content: ListContent, top: Double, height: Double, ahead: Double,
    reloaded: Set<ListID> = [], pinsByDefault: Bool = false, to tracker: DisplayTracker,
    isShown: (LayoutFrame) -> Bool = { _ in true }
  ) {
    if top != lastTop { isScrollingUp = top < lastTop }
    lastTop = top
    let bottom = top + height
    var window: [RowPath] = []
    if ahead > 0 {
      let frames =
        isScrollingUp
        ? layout.frames(from: max(0, top - ahead), to: top)
        : layout.frames(from: bottom, to: bottom + ahead)
      for frame in frames {
        if case .row(let path) = frame.item { window.append(path) }
      }
    }
    var visible = layout.frames(from: top, to: bottom).filter(isShown).map(\.item)
    if let pinned = layout.pinnedHeader(at: top, pinsByDefault: pinsByDefault),
      !visible.contains(.header(section: pinned.section))
    {
      visible.insert(.header(section: pinned.section), at: 0)
    }
    tracker.update(
      visible: visible, of: content,
      reloaded: reloaded, prefetch: window,
      distanceToEnd: max(0, layout.contentHeight - bottom), viewportHeight: height)
  }
}
