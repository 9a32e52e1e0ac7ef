import Sectional

/// A table view without a screen: it keeps `UITableView`'s data-source contract, checks every
/// batch the way UIKit does, tracks which rows a viewport shows, and lets a test select,
/// highlight, scroll, delete and move rows so that their handlers fire.
///
/// ```swift
/// let controller = try ListController {
///   Section(id: "about") {
///     Row(id: SettingsRow.terms, TextItem("Terms")).onSelect { _ in print("terms") }
///   }
/// }
/// let table = HeadlessTableView(controller: controller, viewportHeight: 440)
/// try table.tap(.id(SettingsRow.terms))
/// #expect(table.violations.isEmpty)
/// ```
///
/// Fields are edited as a keyboard does (``focus(_:)``, ``type(_:)``, ``pressReturn()``): the
/// table follows the controller's focus (``focusChanges``) and keeps the focused field's text
/// in ``editingText``; a batch that reloads the focused field's row updates that text in place
/// and sends no display events for it, as UIKit's renderer must not reload the cell being
/// edited.
///
/// A batch that UIKit would reject is recorded in ``violations`` (UIKit would crash) and the
/// table reloads from the data source, so a test can go on and report every problem.
@MainActor
public final class HeadlessTableView: ListRenderer {
  /// The controller whose content the table shows.
  public let controller: ListController

  /// What the data source returned last: the table's own copy of the content.
  public internal(set) var shown: ListContent = .empty
  /// The row ids of ``shown`` when they are known to be unique, kept from batch to batch (see
  /// `ChangesetVerifier.validateStage(_:before:stage:census:)`); `nil` until a small batch builds
  /// it, and after a reload or a rejected batch.
  package var idCensus: RowIDCensus?

  /// Every rule a batch broke, in order.
  public internal(set) var violations: [BatchUpdateError] = []

  /// Every batch the table performed, in order, while ``recordsBatches`` is on.
  public internal(set) var performedBatches: [Changeset] = []

  /// Whether the table keeps each batch it performs in ``performedBatches``; on by default.
  ///
  /// Each batch holds the whole content after it, so a soak test or a benchmark that applies
  /// thousands of changes turns this off: the table then frees old contents as UIKit does,
  /// instead of keeping every one.
  ///
  /// ```swift
  /// let table = HeadlessTableView(controller: controller)
  /// table.recordsBatches = false
  /// ```
  public var recordsBatches = true

  /// How many times the table reloaded everything.
  public internal(set) var reloadCount = 0

  /// The viewport's height.
  public internal(set) var viewportHeight: Double
  /// The viewport's width, passed to computed heights.
  public internal(set) var viewportWidth: Double
  /// How far the content is scrolled.
  public internal(set) var contentOffset: Double = 0

  /// The height used for an automatic row without an estimate, as UITableView's default.
  public var defaultRowHeight: Double = 44
  /// Heights that automatic rows measure at, by id; others use their estimate or the default.
  public var measuredHeights: [ListID: Double] = [:]

  /// The id of the selected row; `nil` once an update removes that row, as in UIKit (see the
  /// Events article).
  public internal(set) var selectedID: ListID?
  /// The id of the row the keyboard cursor was last put on (see ``cursor``).
  var cursorID: ListID?

  /// How far ahead of the viewport, in viewport heights in the scroll direction, rows are
  /// prefetched; 0 turns prefetching off.
  public var prefetchDistance: Double = 1

  /// The text the focused field's editor holds, as a text field's `text` in UIKit: what the
  /// user typed, or what the screen set since (a change the screen makes to the focused field
  /// updates it in place); `nil` when no field has focus.
  public internal(set) var editingText: String?
  /// Every focus change the table followed, in order: the id of the field that took focus, or
  /// `nil` when editing ended.
  public internal(set) var focusChanges: [ListID?] = []
  /// Follows the controller's focus.
  var focusObservation: ObserverRegistration?
  /// Whether a section whose `Section.pinsHeader` is `nil` pins its header, as every header of
  /// a plain `UITableView` does; `false` by default, as in a grouped one (see ``pinnedHeader``).
  public var pinsHeaders = false {
    didSet { if pinsHeaders != oldValue { refreshDisplay(reloaded: []) } }
  }

  /// The layout of ``shown``: updated incrementally by every batch.
  public package(set) var layout: ListLayout
  /// Reports what the table shows, and the prefetch window, to ``tracker``.
  var viewport = ViewportReporter()
  /// Turns what the table shows into display events (the core's, shared by every renderer).
  let tracker: DisplayTracker

  /// Creates a table, connects it to `controller` and loads its content.
  ///
  /// - Parameters:
  ///   - controller: The controller to show.
  ///   - viewportHeight: The height of the visible area; 600 by default.
  ///   - viewportWidth: Its width; 375 by default.
  public init(controller: ListController, viewportHeight: Double = 600, viewportWidth: Double = 375)
  {
    self.controller = controller
    self.tracker = DisplayTracker(controller: controller)
    self.viewportHeight = RowHeight.sanitized(viewportHeight)
    self.viewportWidth = RowHeight.sanitized(viewportWidth)
    self.layout = ListLayout(content: .empty, width: RowHeight.sanitized(viewportWidth))
    controller.connect(self)
    focusObservation = controller.observeFocus { [weak self] id in self?.focusDidChange(to: id) }
  }

  // MARK: ListRenderer

  /// Applies each stage: checks it against UIKit's rules, switches the data source to the stage's
  /// content, then updates which rows are displayed. The selection follows its row, or the row
  /// that replaces it (`Row.replaces(_:)`) when a stage removes it, without events; with
  /// `CursorTracking.keepsLine` it stays at its position (and the offset with it).
  ///
  /// - Parameters:
  ///   - changes: The stages.
  ///   - controller: The controller.
  public func apply(_ changes: StagedChangeset, from controller: ListController) {
    let line = lineToKeep
    // The cursor on the kept line keeps it too, as the terminal's (its only one) does.
    let cursorOnLine = line != nil && cursorID != nil && cursorID == selectedID
    defer {
      if let line {
        keepLine(line)
        if cursorOnLine { cursorID = selectedID }
      }
    }
    for (index, stage) in changes.enumerated() {
      let cursorPath = cursorID.flatMap { shown.path(of: $0) }
      // A selection (and the cursor) whose row the stage removes goes to the row that replaces
      // it, if any, as the terminal's cursor does.
      let successor = line == nil ? selectedID.flatMap { stage.successor(of: $0) } : nil
      let cursorSuccessor = line == nil ? cursor.flatMap { stage.successor(of: $0) } : nil
      do {
        try performBatchUpdates(stage, stageIndex: index)
      } catch {
        violations.append(error)
        shown = stage.content
        idCensus = nil
        dropSelectionOfDeletedRow()
        layout = makeLayout()
        reloadCount += 1
        tracker.endDisplayingEverything()
        refreshDisplay(reloaded: [])
      }
      if let successor, let row = shown[successor] { selectedID = row.id }
      // A cursor whose row left goes to the row that replaces it, else to the nearest row that
      // can take it, as the terminal's does.
      if let cursorID, shown.path(of: cursorID) == nil, let cursorPath {
        let next = cursorSuccessor ?? (line == nil ? shown.nearestCursorRow(to: cursorPath) : nil)
        self.cursorID = next.flatMap { shown[$0]?.id }
      }
    }
  }

  /// Takes the controller's content after an update that changed nothing a batch shows: the
  /// data source answers with the rows as they are now (their actions and names), as UIKit's
  /// data source does when it is asked next.
  ///
  /// - Parameters:
  ///   - content: The controller's content, of the same shape as ``shown``.
  ///   - controller: The controller.
  public func adopt(_ content: ListContent, from controller: ListController) {
    shown = content
    layout.adopt(content)
    tracker.contentDidChange(to: content)
  }

  /// Reloads everything from the controller's content.
  ///
  /// - Parameter controller: The controller.
  public func reloadData(from controller: ListController) {
    shown = controller.content
    idCensus = nil
    dropSelectionOfDeletedRow()
    layout = makeLayout()
    reloadCount += 1
    tracker.endDisplayingEverything()
    refreshDisplay(reloaded: [])
  }

  /// Performs one batch as `UITableView.performBatchUpdates` would, or throws UIKit's exception
  /// message without changing anything.
  ///
  /// - Parameters:
  ///   - batch: The batch and the data source's content after it.
  ///   - stageIndex: The stage's index, for messages.
  /// - Throws: ``BatchUpdateError`` when UIKit would reject the batch.
  public func performBatchUpdates(_ batch: Changeset, stageIndex: Int? = nil)
    throws(BatchUpdateError)
  {
    try ChangesetVerifier.validateStage(
      batch, before: shown, stage: stageIndex, census: &idCensus)
    let before = shown
    shown = batch.content
    dropSelectionOfDeletedRow()
    layout.apply(batch)
    contentOffset = layout.contentOffset
    if recordsBatches { performedBatches.append(batch) }
    tracker.contentDidChange(to: shown)
    var reloaded = DisplayTracker.reloadedRowIDs(by: batch, before: before)
    // The field being edited is never reloaded, which would end editing: it shows its new text
    // in place.
    if let id = controller.focusedID, reloaded.contains(id), updateEditorInPlace(id) {
      reloaded.remove(id)
    }
    refreshDisplay(reloaded: reloaded)
  }

  /// Clears the selection when the selected row is no longer shown, as UITableView does for a
  /// deleted row: no deselect events, and a row that comes back later is not selected.
  func dropSelectionOfDeletedRow() {
    if let selectedID, shown.path(of: selectedID) == nil { self.selectedID = nil }
  }
}
