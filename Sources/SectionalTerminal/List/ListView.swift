import Sectional

/// Draws a `ListController`'s content in a terminal: virtually (only what is on screen is
/// measured and drawn), with a cursor that skips unselectable rows and stays visible.
///
/// ```swift
/// let list = ListView(controller: controller, width: 80, height: 24)
/// list.handle(.key(KeyEvent(.down)))
/// var buffer = Buffer(width: 80, height: 24)
/// list.draw(into: &buffer, x: 0, y: 0)
/// ```
///
/// Heights are in lines: `.fixed(2)` is two lines. Automatic rows are measured by their
/// component's renderer when they come on screen.
@MainActor
public final class ListView: ListRenderer {
  /// The controller whose content is drawn.
  public let controller: ListController
  /// The layout of the content, in lines.
  public package(set) var layout: ListLayout
  /// The id of the row under the cursor.
  public internal(set) var selectedID: ListID?
  /// The focused part (pill, button, inner row) of the row under the cursor.
  public internal(set) var focus = 0
  /// Reorder mode: the row under the cursor moves with ↑/↓ (`nil` when not reordering). The
  /// view's last line shows `ReorderState.message(ascii:)`; the app shows
  /// `ReorderState.keyHints(ascii:)` in its footer while it is set.
  package internal(set) var reorder: ReorderState?
  /// Whether the row under the cursor is being reordered (↑/↓ move it).
  public var isReordering: Bool { reorder != nil }
  /// Whether a row being reordered may leave its section: ↑/↓ at a section's edge carry it into
  /// the neighbouring section. When `false` (the default), the move stops at the edge and
  /// the reorder message says so.
  public var allowsMovingAcrossSections = false
  /// Find as you type (`/`): the query and its matches, `nil` when find is closed. While the
  /// query is not empty only matching rows are drawn (the controller's content is untouched) and
  /// the view's last line is the query line. A match that cannot take the cursor is drawn with
  /// the selectable row nearest to it in its section, which takes the cursor for it.
  package internal(set) var find: FindState?
  /// Where the query of `/` goes when the screen searches itself (a `SearchableScreen`): the
  /// host sets the screen's query and rebuilds, instead of the list filtering its rows. `nil`
  /// for find as you type over the rows shown.
  var searchesContent: (@MainActor (String) -> Void)?
  /// How components are measured and drawn.
  public var renderers: ComponentRenderers {
    didSet { itemCache = [:] }
  }
  /// The glyph set.
  public var glyphs: Glyphs {
    didSet { itemCache = [:] }
  }
  /// The styles.
  public var theme: Theme {
    didSet { itemCache = [:] }
  }
  /// The view's size.
  public internal(set) var width: Int
  /// The view's height.
  public internal(set) var height: Int
  /// A frame counter for spinners.
  var tick = 0
  /// Asked to confirm deleting the row at a path (the app shows an alert, then calls the
  /// controller's `commitDelete(at:)`). Without it, the delete key does nothing.
  public var onDeleteRequest: (@MainActor (RowPath) -> Void)?
  /// A brief message about the last key, when a field refused what was typed or pasted
  /// ("Numbers only", "At most 20 characters"); cleared by the next key. The app shows it in
  /// its footer.
  public internal(set) var editFeedback: String?

  /// The cursor's place: a row, or row -1 for the header of a collapsible section.
  var selectedPath: RowPath?
  /// The id of the section whose header has the cursor (``selectedID`` is `nil` then).
  var selectedHeaderID: ListID?
  /// Whether a section whose `Section.pinsHeader` is `nil` pins its header to the view's top
  /// line while its rows scroll under it (see `Section.pinnedHeader(_:)`); `false` by default.
  public var pinsHeaders = false {
    didSet {
      guard pinsHeaders != oldValue else { return }
      frameCache.signature = nil
      lastDisplayReport = nil
      updateDisplay()
    }
  }
  /// Turns what the view shows into display events (the core's, shared by every renderer).
  let tracker: DisplayTracker
  /// Rows a change reloaded that the next display update must show again.
  var pendingReloads: Set<ListID> = []
  /// Whether `'` was pressed and the next letter jumps by the section index.
  var awaitsIndexJump = false
  /// The id of the row the user selected last (with Enter, Space or a click): it gets the
  /// deselect events when another row is selected, as in a table.
  var tappedID: ListID?
  /// The cursor row's chosen part when the focus last followed it (see `followChosenPart`).
  var lastChosen: ChosenPart?
  /// Reports what the view shows, and the prefetch window, to ``tracker``.
  var viewport = ViewportReporter()
  /// The last display report's layout revision and height; `nil` before the first.
  var lastDisplayReport: DisplayReport?
  /// The layout revision at which every visible item was last found measured.
  var lastMeasuredRevision: UInt64?
  var itemCache: [ItemCacheKey: CachedItem] = [:]
  var findFilter: FindFilter?
  /// The row the cursor was on when find began, to go back to when the query matched nothing.
  var findOrigin: ListID?
  var findTextCache: [ListID: (component: any Component, text: String)] = [:]
  var frameCache = ListFrameCache()
  /// How far each carousel is scrolled sideways.
  var carousels = CarouselScroll()
  /// The field being edited (the controller's focus), with its line editor.
  var editing: FieldEditing?
  /// The date being edited in the cursor row's `DateItem` (Enter or Space opened its editor).
  var dateEditing: DateEditing?
  /// Where the field being edited was last found in the drawn content: found again in O(1)
  /// while rows do not move (each key and frame asks), searched for only when they did.
  var editingPathHint: RowPath?
  var focusObservation: ObserverRegistration?
  /// Where the last frame showed the caret of the field being edited, relative to the view.
  package internal(set) var caret: CursorPosition?
  /// Where the last frame showed the row under the cursor, relative to the view: its first
  /// cell on its first line on screen (the header's, for a collapsible header); `nil` when it
  /// is off screen. The terminal's hidden cursor rests there, so that screen readers and
  /// braille displays, which follow the terminal's cursor, read the focused row.
  package internal(set) var focusPoint: CursorPosition?

  /// The pictures of the last frame drawn: `ImageItem` rows wholly on screen, in screen
  /// coordinates.
  public var imagePlacements: [ImagePlacement] {
    picturePlacements.compactMap { placement in
      guard case .image(let source) = placement.source else { return nil }
      return ImagePlacement(
        source: source, x: placement.x, y: placement.y, columns: placement.columns,
        rows: placement.rows)
    }
  }
  /// The pictures of the last frame drawn, those of asynchronous images included: rows wholly
  /// on screen, in screen coordinates.
  var picturePlacements: [PicturePlacement] = []

  /// Moves where the last frame's pictures go by (`x`, `y`): the list was drawn on its own, to
  /// be put at that place of the frame.
  func movePicturePlacements(x: Int, y: Int) {
    guard x != 0 || y != 0 else { return }
    for index in picturePlacements.indices {
      picturePlacements[index].x += x
      picturePlacements[index].y += y
    }
  }

  /// The width the layout uses: the view less the scroll indicator's column.
  var contentWidth: Int { max(1, width - 1) }

  /// Creates a view, connects it to `controller` and lays the content out.
  ///
  /// - Parameters:
  ///   - controller: The controller to draw.
  ///   - width: Columns; at least 1 is used.
  ///   - height: Lines.
  ///   - glyphs: Unicode by default.
  ///   - theme: The standard theme by default.
  ///   - renderers: The standard component renderers by default.
  public init(
    controller: ListController, width: Int, height: Int, glyphs: Glyphs = .unicode,
    theme: Theme = .standard, renderers: ComponentRenderers = .standard
  ) {
    self.controller = controller
    self.tracker = DisplayTracker(controller: controller)
    self.width = max(1, width)
    self.height = max(0, height)
    self.glyphs = glyphs
    self.theme = theme
    self.renderers = renderers
    // Grid, flow and carousel items a column apart; 8 points a column; flow items as wide as
    // their pills.
    self.layout = ListLayout(
      content: ListView.laidOut(controller.content, flat: glyphs.isFlat),
      width: Double(max(1, width - 1)),
      viewportHeight: Double(max(0, height)),
      metrics: ListLayout.Metrics(
        sectionSpacing: 1, rowEstimate: 1, headerFooterEstimate: 1, itemSpacing: 1,
        pointScale: 1.0 / 8),
      itemWidth: { row, maxWidth in
        PillDrawing.naturalWidth(of: row.component, maxWidth: maxWidth, glyphs: glyphs)
      })
    controller.connect(self)
    followFocus()
  }

  /// Forgets every drawn item, so the next frame draws all of them again (the list keeps drawn
  /// items between frames and redraws only those whose row, state or size changed).
  public func invalidateDrawing() {
    itemCache = [:]
  }

  /// Whether the list has the focus: a pane of a split beside the focused one is not, and
  /// draws its cursor row dimmed (its marker stays, so it shows without colour too).
  var isActive = true {
    didSet { if isActive != oldValue { invalidateDrawing() } }
  }

  /// The style of the cursor row: the theme's, dimmed where the list has no focus.
  var cursorStyle: Style {
    guard !isActive else { return theme.selected }
    var style = theme.selected
    style.attributes.insert(.dim)
    return style
  }

  /// Draws and measures every item again: pictures finished decoding (a picture that turned
  /// out broken shows its alt text, in a frame of another height).
  func picturesDidChange() {
    invalidateDrawing()
    layout.invalidateMeasurements()
    lastMeasuredRevision = nil
  }

  // MARK: ListRenderer

  /// Applies each stage to the layout (anchored), keeps the cursor on the same row id, or on
  /// the row that replaces it (`Row.replaces(_:)`) when the stage removes it (or, with
  /// `CursorTracking.keepsLine`, the view still and the cursor at its position), and sends
  /// display events.
  ///
  /// - Parameters:
  ///   - changes: The stages.
  ///   - controller: The controller.
  public func apply(_ changes: StagedChangeset, from controller: ListController) {
    if let filter = findFilter {
      // A filtered list is laid out from the new content, not moved stage by stage; the rows
      // the stages reload are shown again all the same.
      var before = filter.source
      var reloaded = Set<ListID>()
      for stage in changes {
        reloaded.formUnion(DisplayTracker.reloadedRowIDs(by: stage, before: before))
        before = stage.content
      }
      for stage in changes { dropSelection(ifNotIn: stage.content) }
      refilter(queryChanged: false, reloaded: reloaded)
      return
    }
    // A cursor that appears with this change (the first content of a screen) is shown, as the
    // one already on screen stays shown.
    let wasVisible = isSelectionVisible || selectedPath == nil
    let end = shownEnd
    let line = lineToKeep
    for stage in changes {
      // Whichever display update comes first (settling may scroll) shows the reloaded rows again.
      pendingReloads.formUnion(DisplayTracker.reloadedRowIDs(by: stage, before: layout.content))
      // The field being edited is never reloaded: it takes its new text in place.
      if let id = editing?.rowID { pendingReloads.remove(id) }
      let successor = line == nil ? cursorSuccessor(in: stage) : nil
      dropSelection(ifNotIn: stage.content)
      var stage = stage
      stage.content = laidOut(stage.content)
      layout.apply(stage)
      if let line { keepLine(line) }
      if let successor { takeCursor(to: successor) }
      tracker.contentDidChange(to: layout.content)
      settle(keepingSelectionVisible: wasVisible)
    }
    takeFocusedFieldText()
    followEditedDate()
    keepShowingEnd(end)
  }

  /// Forgets the selected row (the one that would get the deselect events) when `content` no
  /// longer has it, as UIKit drops the selection of a deleted row: it gets no deselect events,
  /// and a row that comes back later is not selected. The cursor moves on to a neighbour.
  func dropSelection(ifNotIn content: ListContent) {
    if let id = tappedID, content.path(of: id) == nil { tappedID = nil }
  }

  /// Takes the controller's content after an update that changed nothing a batch shows: the
  /// cursor row's actions, the palette and find read the rows as they are now. Nothing moves;
  /// a filtered list is filtered again from it.
  ///
  /// - Parameters:
  ///   - content: The controller's content, of the same shape as the one shown.
  ///   - controller: The controller.
  public func adopt(_ content: ListContent, from controller: ListController) {
    if findFilter != nil {
      refilter(queryChanged: false)
      return
    }
    layout.adopt(laidOut(content))
    tracker.contentDidChange(to: layout.content)
  }

  /// Lays everything out again from the controller's content.
  ///
  /// - Parameter controller: The controller.
  public func reloadData(from controller: ListController) {
    dropSelection(ifNotIn: controller.content)
    if findFilter != nil {
      refilter(queryChanged: false)
      return
    }
    tracker.endDisplayingEverything()
    lastDisplayReport = nil
    layout.reload(laidOut(controller.content))
    settle(keepingSelectionVisible: true)
    takeFocusedFieldText()
    followEditedDate()
  }

  /// Changes the view's size; the layout keeps the first visible row in place.
  ///
  /// - Parameters:
  ///   - width: Columns.
  ///   - height: Lines.
  public func resize(width: Int, height: Int) {
    let oldHeight = self.height
    self.width = max(1, width)
    self.height = max(0, height)
    layout.setWidth(Double(contentWidth))
    // Pictures keep to a share of the height (`DrawContext.viewportHeight`): measure again.
    if self.height != oldHeight { layout.invalidateMeasurements() }
    updateViewport()
    settle(keepingSelectionVisible: true)
    measureNearby()
  }

  /// The bottom padding: one line for the closing border of a last inset section, and one for
  /// the status line of find or reorder mode.
  var bottomPadding: Int {
    (layout.content.sections.last?.style == .inset ? 1 : 0) + (hasStatusLine ? 1 : 0)
  }

  /// Whether the view's last line is a status line (the find query, reorder mode).
  var hasStatusLine: Bool { find != nil || reorder != nil }

  func updateViewport() {
    layout.setViewportHeight(Double(max(0, height - bottomPadding)))
  }

  /// Puts the cursor back on its row (or a neighbour), measures what is visible and reports
  /// display changes.
  func settle(keepingSelectionVisible: Bool) {
    updateViewport()
    restoreSelection()
    followChosenPart()
    clampFocus()
    if let reorder, reorder.rowID != selectedID {
      self.reorder = nil
      updateViewport()
    }
    // The date editor closes, unchanged, when the cursor leaves its row (the row went away).
    if let dateEditing, dateEditing.rowID != selectedID { self.dateEditing = nil }
    measureVisible()
    if keepingSelectionVisible { revealSelection() }
    updateDisplay()
  }

  var isSelectionVisible: Bool {
    guard let path = selectedPath, let frame = layout.frame(of: cursorItem(path)) else {
      return false
    }
    // A row under a pinned header is hidden by it.
    let cover = path.row < 0 ? 0 : pinnedCover
    return frame.bottom > layout.contentOffset + cover
      && frame.top < layout.contentOffset + layout.viewportHeight
  }
}
