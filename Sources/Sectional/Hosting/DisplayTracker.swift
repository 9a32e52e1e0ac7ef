/// Turns what a renderer shows into display events, the same way for every renderer.
///
/// A renderer reports what is on screen, and the tracker sends the events: ``RowEvent/configure``
/// then ``RowEvent/willDisplay`` for a row that comes into view (or is reloaded while in view
/// with a component of another type), ``RowEvent/configure`` alone, after those and the
/// prefetch events, for a row reloaded in view with a component of the same type (its cell is
/// configured again once the change is applied, as UIKit's `reconfigureRows(at:)` does), ``RowEvent/didEndDisplaying`` for
/// one that leaves, ``RowEvent/prefetch`` and
/// ``RowEvent/cancelPrefetch`` for rows ahead of the viewport, the same three section events for
/// headers and footers, and the ``VisibleRegion`` that drives pagination.
///
/// Renderers that lay out frames themselves (the terminal, the headless table) report the whole
/// visible set after every scroll or change:
///
/// ```swift
/// tracker.update(
///   visible: layout.visibleFrames.map(\.item), of: shown, reloaded: reloadedIDs,
///   prefetch: rowsAhead, distanceToEnd: layout.contentHeight - bottom, viewportHeight: height)
/// ```
///
/// Renderers that are told item by item (UIKit's `willDisplay` and `didEndDisplaying`) call
/// ``rowWillDisplay(at:in:)``, ``rowDidEndDisplaying(_:)`` and their header and footer
/// counterparts, then ``viewportDidChange(distanceToEnd:viewportHeight:)`` after scrolling.
///
/// Every event goes through the controller, so handlers, the screen host's refresh and
/// pagination behave identically whichever renderer reported it. The article "Events" lists the
/// order.
@MainActor
public final class DisplayTracker {
  /// A row on screen, or waiting in the prefetch window.
  struct Shown {
    /// The row as the renderer showed it (or made it to prefetch it); `nil` for a row of the
    /// prefetch window known to handle neither prefetch event, which is tracked by id alone and
    /// never made.
    var row: Row?
    /// Where it is in the content shown now (its last place, for a row the content lost).
    var path: RowPath
  }

  /// A header or footer on screen.
  struct ShownDecoration {
    var section: Section
    var index: Int
  }

  /// The key of a header or footer: its section's id and which one.
  struct DecorationKey: Hashable {
    var sectionID: ListID
    var kind: SectionContext.Kind
  }

  /// The controller that events go to.
  public private(set) weak var controller: ListController?

  private var rows: [ListID: Shown] = [:]
  private var decorations: [DecorationKey: ShownDecoration] = [:]
  private var prefetched: [ListID: Shown] = [:]
  private var lastRegion: VisibleRegion?
  /// The content the renderer shows now, as last reported: events go to its rows.
  private var content: ListContent?

  /// Creates a tracker that sends events to `controller`.
  ///
  /// - Parameter controller: The list's controller; held weakly.
  public init(controller: ListController) {
    self.controller = controller
  }

  /// The ids of the rows on screen, in no particular order.
  public var displayedRowIDs: Set<ListID> { Set(rows.keys) }

  /// Whether the row with `id` is on screen.
  ///
  /// - Parameter id: A row id.
  public func isDisplaying(_ id: ListID) -> Bool { rows[id] != nil }

  /// The rows waiting in the prefetch window, by id.
  public var prefetchedRowIDs: Set<ListID> { Set(prefetched.keys) }

  // MARK: Whole frames

  /// Reports everything on screen now and sends the events for what changed since the last
  /// report: first `didEndDisplaying` for what left (top to bottom as it was), then `configure`
  /// and `willDisplay` for what arrived, top to bottom, then prefetch events, then the visible
  /// region.
  ///
  /// - Parameters:
  ///   - visible: The items on screen, top to bottom, as positions in `content`.
  ///   - content: What the renderer shows (its data source).
  ///   - reloaded: Ids of rows the last change reloaded: configured again when still on screen
  ///     with a component of the same type, shown again (ended, configured, displayed) when the
  ///     type changed.
  ///   - prefetch: Rows ahead of the viewport, in the scroll direction, that should be
  ///     prefetched; rows on screen are ignored.
  ///   - distanceToEnd: The content height below the viewport's bottom edge.
  ///   - viewportHeight: The viewport's height.
  /// - Complexity: O(v + p + d) for v visible items, p prefetched rows and d rows that were on
  ///   screen before.
  public func update(
    visible: some Sequence<LayoutItem>, of content: ListContent, reloaded: Set<ListID> = [],
    prefetch: some Sequence<RowPath> = [RowPath](), distanceToEnd: Double, viewportHeight: Double
  ) {
    self.content = content
    // About as many as before: grown once, if at all.
    var nowRows: [ListID: Shown] = Dictionary(minimumCapacity: rows.count + 8)
    var nowDecorations: [DecorationKey: ShownDecoration] = [:]
    // What comes on screen, top to bottom, with the row read for it.
    var arrivals: [(item: LayoutItem, row: Row?)] = []
    // Reloaded rows drawn again in the cell they have (the component's type stays), top to
    // bottom: configured after the arrivals and the prefetch window, as UIKit configures them
    // once the batch is applied and laid out.
    var reconfigured: [(path: RowPath, row: Row)] = []
    // Reloaded rows that need another cell: they end and show again.
    var replaced: Set<ListID> = []
    for item in visible {
      switch item {
      case .row(let path):
        guard let row = content[path] else { continue }
        nowRows[row.id] = Shown(row: row, path: path)
        if let before = rows[row.id] {
          guard reloaded.contains(row.id) else { continue }
          // Against the row as it was shown: its cell is the old component's.
          guard let shown = before.row, !Self.reconfigures(shown, as: row) else {
            reconfigured.append((path, row))
            continue
          }
          replaced.insert(row.id)
        }
        arrivals.append((item, row))
      case .header(let index), .footer(let index):
        guard content.sections.indices.contains(index) else { continue }
        let section = content.sections[index]
        let kind: SectionContext.Kind = item == .header(section: index) ? .header : .footer
        guard (kind == .header ? section.header : section.footer) != nil else { continue }
        let key = DecorationKey(sectionID: section.id, kind: kind)
        nowDecorations[key] = ShownDecoration(section: section, index: index)
        if decorations[key] == nil { arrivals.append((item, nil)) }
      case .spacing:
        continue
      }
    }
    var endedRows: [Ended] = []
    for (id, shown) in rows {
      // A row reloaded into another cell ends as it was shown; one that left, as it is now.
      // The sets are asked only when they hold something (an empty set still hashes the id).
      if !replaced.isEmpty && replaced.contains(id) {
        endedRows.append(Ended(row: shown.row, path: shown.path))
      } else if nowRows[id] == nil {
        let row = current(
          id, shown, for: .didEndDisplaying, unchanged: reloaded.isEmpty || !reloaded.contains(id))
        endedRows.append(Ended(row: row, path: shown.path))
      }
    }
    var endedDecorations: [(SectionContext.Kind, ShownDecoration)] = []
    for (key, shown) in decorations where nowDecorations[key] == nil {
      endedDecorations.append((key.kind, shown))
    }
    endDisplaying(rows: endedRows, decorations: endedDecorations)
    rows = nowRows
    decorations = nowDecorations
    for (item, row) in arrivals {
      switch item {
      case .row(let path):
        guard let row else { continue }
        prefetched[row.id] = nil
        display(row, at: path)
      case .header(let index):
        displayDecoration(.header, of: content.sections[index], at: index)
      case .footer(let index):
        displayDecoration(.footer, of: content.sections[index], at: index)
      case .spacing:
        continue
      }
    }
    updatePrefetch(prefetch, in: content)
    for (path, row) in reconfigured {
      controller?.send(.configure, to: row, at: path)
    }
    viewportDidChange(distanceToEnd: distanceToEnd, viewportHeight: viewportHeight)
  }

  /// Sends `didEndDisplaying` for everything on screen and forgets the prefetch window, as
  /// before a full reload or when the list goes away.
  public func endDisplayingEverything() {
    endDisplaying(
      rows: rows.map {
        Ended(row: current($0.key, $0.value, for: .didEndDisplaying), path: $0.value.path)
      },
      decorations: decorations.map { ($0.key.kind, $0.value) })
    rows = [:]
    decorations = [:]
    prefetched = [:]
    lastRegion = nil
  }

  // MARK: Item by item

  /// Reports that the row at `path` is coming on screen: sends `configure` then `willDisplay`.
  /// A row already on screen (a reloaded cell) first gets `didEndDisplaying`.
  ///
  /// - Parameters:
  ///   - path: Its position in `content`.
  ///   - content: What the renderer shows.
  public func rowWillDisplay(at path: RowPath, in content: ListContent) {
    guard let row = content[path] else { return }
    self.content = content
    if let old = rows[row.id] {
      endDisplaying(rows: [Ended(row: old.row, path: old.path)], decorations: [])
    }
    rows[row.id] = Shown(row: row, path: path)
    prefetched[row.id] = nil
    display(row, at: path)
  }

  /// Whether a row shown as `old` and reloaded as `new` is drawn by configuring its cell again
  /// (the component's type stays) rather than in a new cell.
  ///
  /// - Parameters:
  ///   - old: The row as it was shown.
  ///   - new: The row as it is now.
  static func reconfigures(_ old: Row, as new: Row) -> Bool {
    type(of: old.component) == type(of: new.component)
  }

  /// Reports that the cell of the row at `path` was configured again in place, for a reload
  /// (UIKit's `reconfigureRows(at:)`): sends `configure` with the new row; no display ends or
  /// starts. Does nothing for a row not on screen (its cell is configured when it comes).
  ///
  /// ```swift
  /// // The renderer drew the row's cell again (UIKit: `reconfigureRows(at:)`).
  /// tracker.rowWasReconfigured(at: path, in: shown)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The row's position in `content`.
  ///   - content: What the renderer shows.
  public func rowWasReconfigured(at path: RowPath, in content: ListContent) {
    guard let row = content[path], rows[row.id] != nil else { return }
    self.content = content
    rows[row.id] = Shown(row: row, path: path)
    controller?.send(.configure, to: row, at: path)
  }

  /// Reports that the row with `id` left the screen: sends `didEndDisplaying` with the row and
  /// position it was shown with. Does nothing for a row not on screen.
  ///
  /// - Parameter id: The row's id.
  public func rowDidEndDisplaying(_ id: ListID) {
    guard let old = rows.removeValue(forKey: id) else { return }
    endDisplaying(
      rows: [Ended(row: current(id, old, for: .didEndDisplaying), path: old.path)],
      decorations: [])
  }

  /// Reports that a section's header or footer is coming on screen: sends `configure` then
  /// `willDisplay` to its handlers.
  ///
  /// - Parameters:
  ///   - kind: Header or footer.
  ///   - index: The section's index in `content`.
  ///   - content: What the renderer shows.
  public func willDisplay(
    _ kind: SectionContext.Kind, ofSection index: Int, in content: ListContent
  ) {
    guard content.sections.indices.contains(index) else { return }
    let section = content.sections[index]
    let key = DecorationKey(sectionID: section.id, kind: kind)
    if let old = decorations[key] { endDisplaying(rows: [], decorations: [(kind, old)]) }
    decorations[key] = ShownDecoration(section: section, index: index)
    displayDecoration(kind, of: section, at: index)
  }

  /// Reports that a section's header or footer left the screen.
  ///
  /// - Parameters:
  ///   - kind: Header or footer.
  ///   - sectionID: The section's id.
  public func didEndDisplaying(_ kind: SectionContext.Kind, ofSection sectionID: ListID) {
    guard let old = decorations.removeValue(forKey: DecorationKey(sectionID: sectionID, kind: kind))
    else { return }
    endDisplaying(rows: [], decorations: [(kind, old)])
  }

  /// Reports rows the renderer wants prefetched (UIKit's `prefetchRowsAt`): each gets
  /// `prefetch` once while it waits off screen.
  ///
  /// - Parameters:
  ///   - paths: Their positions in `content`.
  ///   - content: What the renderer shows.
  public func prefetch(_ paths: [RowPath], in content: ListContent) {
    self.content = content
    for path in paths {
      guard let id = content.id(at: path), rows[id] == nil, prefetched[id] == nil else {
        continue
      }
      let row = Self.prefetchedRow(at: path, in: content)
      prefetched[id] = Shown(row: row, path: path)
      if let row, row.handles(.prefetch) { controller?.send(.prefetch, to: row, at: path) }
    }
  }

  /// Reports rows whose prefetch the renderer cancelled (UIKit's
  /// `cancelPrefetchingForRowsAt`): each prefetched row there gets `cancelPrefetch`.
  ///
  /// - Parameters:
  ///   - paths: Their positions in `content`.
  ///   - content: What the renderer shows.
  public func cancelPrefetch(_ paths: [RowPath], in content: ListContent) {
    self.content = content
    for path in paths {
      guard let id = content.id(at: path), let old = prefetched.removeValue(forKey: id),
        let row = current(id, old, for: .cancelPrefetch)
      else { continue }
      controller?.send(.cancelPrefetch, to: row, at: old.path)
    }
  }

  /// Reports where the viewport is after a scroll, resize or change, and hands the controller
  /// the ``VisibleRegion`` when it differs from the last one.
  ///
  /// - Parameters:
  ///   - distanceToEnd: The content height below the viewport's bottom edge.
  ///   - viewportHeight: The viewport's height.
  public func viewportDidChange(distanceToEnd: Double, viewportHeight: Double) {
    let last = rows.values.map(\.path).max()
    let region = VisibleRegion(
      lastVisibleRow: last, distanceToEnd: max(0, distanceToEnd), viewportHeight: viewportHeight)
    guard region != lastRegion else { return }
    lastRegion = region
    controller?.visibleRegionDidChange(region)
  }

  /// Tells the tracker that the renderer applied a change: positions of rows on screen and in
  /// the prefetch window are taken from `content`. Rows on screen that are gone keep their last
  /// position, for their `didEndDisplaying`; prefetched rows that are gone are forgotten.
  ///
  /// - Parameter content: What the renderer shows now.
  public func contentDidChange(to content: ListContent) {
    // Most rows on screen keep their place: each is looked for there first, in O(1); those
    // that moved are found in one pass over the content, not one search each (a keystroke in a
    // field under thousands of rows otherwise cost a search of them all per row on screen).
    // Ids only: no row is made here (events that need one read it from the content then).
    self.content = content
    var moved = Set<ListID>(minimumCapacity: rows.count + prefetched.count)
    for (id, shown) in rows where content.id(at: shown.path) != id { moved.insert(id) }
    for (id, shown) in prefetched where content.id(at: shown.path) != id { moved.insert(id) }
    lastRegion = nil
    guard !moved.isEmpty else { return }
    let paths = content.paths(of: moved)
    for id in moved {
      // A row the content lost keeps its last place and row, for its didEndDisplaying.
      if let path = paths[id] { rows[id]?.path = path }
      // A deleted row gets no cancelPrefetch, as in UIKit: its delete event says it is gone.
      // A moved one keeps the row it was prefetched as, for its cancelPrefetch.
      if let old = prefetched[id] {
        prefetched[id] = paths[id].map { Shown(row: old.row, path: $0) }
      }
    }
  }

  /// The row at `path` as the prefetch window keeps it: made unless it is known to handle
  /// neither prefetch event (then it is tracked by id alone).
  private static func prefetchedRow(at path: RowPath, in content: ListContent) -> Row? {
    let handlesNeither =
      content.knownHandling(.prefetch, at: path) == false
      && content.knownHandling(.cancelPrefetch, at: path) == false
    return handlesNeither ? nil : content[path]
  }

  /// The row an event of `shown` (with `id`) goes to: the row at its place in the content
  /// shown now, when it is still there (its handlers are the app's latest), made only when it
  /// may handle `event`; else the row as it was last shown.
  ///
  /// A row of a ``ForEach`` not made in the content shown now (the rows of a filter undone, a
  /// page loaded again) is known by the one shown before with its id, when the change did not
  /// reload it (`unchanged`): it handles what that one handled, as ``RetiredRows`` assumes of
  /// an equal element. It is made only when that one handled `event`.
  private func current(
    _ id: ListID, _ shown: Shown, for event: RowEvent, unchanged: Bool = true
  ) -> Row? {
    guard let content, content.id(at: shown.path) == id else { return shown.row }
    switch content.knownHandling(event, at: shown.path) {
    case false?: return nil
    case true?: return content[shown.path]
    case nil:
      // Never made: a row of the prefetch window known to handle neither prefetch event.
      guard let old = shown.row else { return nil }
      return !unchanged || old.handles(event) ? content[shown.path] : nil
    }
  }

  /// The ids of the rows that `stage` reloads, directly or with their section: rows a renderer
  /// shows again (re-configures) when they are on screen.
  ///
  /// - Parameters:
  ///   - stage: One batch.
  ///   - before: The content before the batch.
  /// - Returns: The ids.
  public static func reloadedRowIDs(by stage: Changeset, before: ListContent) -> Set<ListID> {
    var ids = Set<ListID>()
    // Ids only: the rows of a `ForEach` are not made for this.
    for path in stage.rowReloads where before.sections.indices.contains(path.section) {
      let rows = before.sections[path.section].rows
      if rows.indices.contains(path.row) { ids.insert(rows.id(at: path.row)) }
    }
    for index in stage.sectionReloads where before.sections.indices.contains(index) {
      before.sections[index].rows.forEachID { ids.insert($0) }
    }
    return ids
  }

  // MARK: Sending

  private func display(_ row: Row, at path: RowPath) {
    guard let controller else { return }
    controller.send(.configure, to: row, at: path)
    controller.send(.willDisplay, to: row, at: path)
  }

  private func displayDecoration(_ kind: SectionContext.Kind, of section: Section, at index: Int) {
    guard let controller else { return }
    controller.send(.configure, kind, of: section, at: index)
    controller.send(.willDisplay, kind, of: section, at: index)
  }

  /// Sends `didEndDisplaying` for `rows` and `decorations`, top to bottom as they were shown.
  /// A row whose display ended: the row its event goes to (`nil`: none, it handles none) and
  /// where it was.
  private struct Ended {
    var row: Row?
    var path: RowPath
  }

  private func endDisplaying(
    rows ended: [Ended], decorations endedDecorations: [(SectionContext.Kind, ShownDecoration)]
  ) {
    guard let controller, !ended.isEmpty || !endedDecorations.isEmpty else { return }
    // Header before rows before footer within a section: (section, 0 | 1 | 2, row), and the
    // index of the row in `ended` or (negative, less one) of the decoration.
    var order: [(key: (Int, Int, Int), index: Int)] = []
    order.reserveCapacity(ended.count + endedDecorations.count)
    for (index, shown) in ended.enumerated() where shown.row != nil {
      order.append(((shown.path.section, 1, shown.path.row), index))
    }
    for (index, (kind, shown)) in endedDecorations.enumerated() {
      order.append(((shown.index, kind == .header ? 0 : 2, 0), -1 - index))
    }
    // Stable: ties (none in practice) keep report order. A screenful is a few dozen items,
    // sorted in place by insertion; more, by the library's sort.
    if order.count > 64 {
      order.sort { $0.key < $1.key }
    } else if order.count > 1 {
      for index in 1..<order.count {
        let item = order[index]
        var slot = index
        while slot > 0 && item.key < order[slot - 1].key {
          order[slot] = order[slot - 1]
          slot -= 1
        }
        order[slot] = item
      }
    }
    for (_, index) in order {
      if index >= 0, let row = ended[index].row {
        controller.send(.didEndDisplaying, to: row, at: ended[index].path)
      } else if index < 0 {
        let (kind, shown) = endedDecorations[-1 - index]
        controller.send(.didEndDisplaying, kind, of: shown.section, at: shown.index)
      }
    }
  }

  private func updatePrefetch(_ window: some Sequence<RowPath>, in content: ListContent) {
    // Ids only, from the content: a row is made when it arrives in the window and may handle
    // `prefetch`, or leaves it and may handle `cancelPrefetch`.
    var inWindow: [ListID: Shown] = Dictionary(minimumCapacity: prefetched.count + 8)
    var arriving: [(id: ListID, path: RowPath)] = []
    for path in window {
      guard let id = content.id(at: path), rows[id] == nil, inWindow[id] == nil else {
        continue
      }
      if let old = prefetched[id] {
        inWindow[id] = Shown(row: old.row, path: path)
      } else {
        inWindow[id] = Shown(row: nil, path: path)
        arriving.append((id, path))
      }
    }
    var cancelled: [(row: Row, path: RowPath)] = []
    for (id, old) in prefetched where inWindow[id] == nil {
      if let row = current(id, old, for: .cancelPrefetch) { cancelled.append((row, old.path)) }
    }
    cancelled.sort { $0.path < $1.path }
    prefetched = inWindow
    guard let controller else { return }
    for old in cancelled { controller.send(.cancelPrefetch, to: old.row, at: old.path) }
    for new in arriving {
      guard let row = Self.prefetchedRow(at: new.path, in: content) else { continue }
      prefetched[new.id]?.row = row
      if row.handles(.prefetch) { controller.send(.prefetch, to: row, at: new.path) }
    }
  }
}
