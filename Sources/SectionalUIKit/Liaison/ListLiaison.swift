#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// What the table view and the collection view liaisons share: the content they show, the
  /// controller events go to, and the way a user's delete, move and control reach it. UIKit
  /// names rows by index path in both; the liaison resolves them against ``shown``.
  @MainActor
  protocol ListLiaison: ListRenderer {
    var controller: ListController { get }
    /// What the data source answers from.
    var shown: ListContent { get set }
    var tracker: DisplayTracker { get }
    /// What the liaison keeps besides its public properties (LiaisonState.swift).
    var state: LiaisonState { get set }
    /// Hears each problem the liaison worked around (``report(_:)``).
    var onProblem: (@MainActor (RenderProblem) -> Void)? { get }
    /// Hears each interaction of the user, once its handlers ran (``interacted()``).
    var onInteraction: (@MainActor () -> Void)? { get }
    /// What of `content` the liaison's view shows (a table view leaves out the rows of
    /// sections it cannot draw).
    func showable(_ content: ListContent) -> ListContent

    // Forms (ListLiaison+Forms.swift).
    /// The table or collection view.
    var listView: UIScrollView? { get }
    /// The list's width, which decides how a choice shows.
    var listWidth: CGFloat { get }
    /// The field cell on screen that shows the row with `id`.
    func fieldView(showing id: ListID) -> (any FieldView)?
    /// The cell on screen that shows the row at `indexPath`, the element VoiceOver reads.
    func cellShown(at indexPath: IndexPath) -> UIView?
    /// Scrolls the row with `id` fully into view.
    func scrollRowIntoView(_ id: ListID)

    // Updates (ListLiaison+Updates.swift).
    /// Runs `updates` as one batch of the view (`performBatchUpdates(_:completion:)`); `nil`
    /// measures the rows on screen again.
    func performViewBatch(_ updates: (() -> Void)?)
    /// Issues one stage's operations on the view, inside `performViewBatch`.
    func perform(_ stage: Changeset)
    /// Whether a row shown as `old` is drawn as `new` by configuring its cell again
    /// (`reconfigureRows(at:)`): the same kind of cell draws both.
    func reconfigures(_ old: Row, as new: Row) -> Bool
    /// Has the view configure the cells of the rows at `paths` again, keeping them
    /// (`reconfigureRows(at:)`, `reconfigureItems(at:)`), inside `performViewBatch`; the
    /// tracker's events are sent by the caller.
    func reconfigure(_ paths: [RowPath])
    /// Has the view ask for its section index titles again (``shown`` changed them).
    func reloadSectionIndex()
    /// Draws the row being edited into the cell that shows it now, and the headers and footers
    /// of `update`'s sections into their views; whether the row's cell was drawn.
    func updateInPlace(_ update: InPlaceUpdate) -> Bool
    /// Brings the disclosure buttons of the headers on screen up to date with ``shown``.
    func refreshHeaderDisclosures()

    // Selection (ListLiaison+Selection.swift).
    /// The index paths the view has selected; none without a view.
    var selectedIndexPaths: [IndexPath] { get }
    /// Whether the view allows multiple selection.
    var allowsMultipleSelection: Bool { get }
    /// Scrolls the view to the row at `indexPath`.
    func scrollToShown(_ indexPath: IndexPath, at alignment: ScrollAlignment, animated: Bool)
    /// Selects the row at `indexPath` in the view, with no delegate call, and scrolls it to
    /// `alignment` unless that is `nil`.
    func selectShown(
      _ indexPath: IndexPath, scrollingTo alignment: ScrollAlignment?, animated: Bool)
    /// Deselects the row at `indexPath` in the view, with no delegate call.
    func deselectShown(_ indexPath: IndexPath, animated: Bool)
    /// Moves the row at `source` to `destination` in the view, as a drag leaves it (the data
    /// source is told next, through ``commitUserMove(from:to:)``).
    func moveShownRow(from source: IndexPath, to destination: IndexPath)
  }

  extension ListLiaison {
    /// The row shown at `indexPath`, if any.
    func row(at indexPath: IndexPath) -> Row? {
      shown[RowPath(indexPath)]
    }

    /// The height of the row at `indexPath`, read without making a ``ForEach``'s row when its
    /// height is known (``ForEach/height(_:)``, or automatic and made before); `nil` when there
    /// is no such row.
    func rowHeight(at indexPath: IndexPath) -> RowHeight? {
      let path = RowPath(indexPath)
      guard shown.sections.indices.contains(path.section) else { return nil }
      let rows = shown.sections[path.section].rows
      return rows.indices.contains(path.row) ? rows.height(at: path.row) : nil
    }

    /// The section shown at `index`, if any.
    func section(at index: Int) -> Section? {
      shown.sections.indices.contains(index) ? shown.sections[index] : nil
    }

    /// Records a move the view already shows (the user dragged the row) and fires the row's
    /// `move` handlers; a move the controller refuses is reported and the view reloaded.
    func commitUserMove(from source: IndexPath, to destination: IndexPath) {
      do {
        try controller.commitMove(from: RowPath(source), to: RowPath(destination))
        shown = showable(controller.content)
        tracker.contentDidChange(to: shown)
      } catch {
        report(.rejectedMove(String(describing: error)))
        reloadData(from: controller)
      }
      interacted()
    }

    /// Deletes the row through the controller (which hands the liaison the batch that removes
    /// it). A row with its own confirmation question (`Row/deletable(confirmationTitle:question:)`)
    /// shown by a screen host is asked about first, with the core's delete confirmation, as on
    /// every renderer: its Delete button deletes the row.
    ///
    /// - Returns: Whether the row was deleted now (not when the question is asked first).
    @discardableResult
    func commitDelete(at indexPath: IndexPath) -> Bool {
      if asksDeleteQuestions, let row = row(at: indexPath), row.traits.isDeletable,
        row.traits.deleteConfirmationQuestion != nil
      {
        controller.presenter.present(controller.deleteConfirmation(of: row))
        return false
      }
      var deleted = true
      do {
        try controller.commitDelete(at: RowPath(indexPath))
      } catch {
        deleted = false
        report(.rejectedDelete(String(describing: error)))
      }
      interacted()
      return deleted
    }

    /// Sends `didSelect` with `detail` to the row with `id`, wherever it is now: what a switch,
    /// a pill, an action button or an embedded row does.
    func sendControlEvent(to id: ListID, detail: EventDetail) {
      guard let path = shown.path(of: id) else { return }
      controller.send(.didSelect, at: path, detail: detail)
      interacted()
    }

    /// What a cell's configuration receives for `row`: controls in it reach the row by id.
    func controlContext(for row: Row) -> CellContext {
      let id = row.id
      return CellContext(row: row) { [weak self] detail in
        self?.sendControlEvent(to: id, detail: detail)
      }
    }

    /// Makes the rows' swipe actions: they run through the controller, and delete through
    /// ``commitDelete(at:)``.
    var swipeActionsMaker: SwipeActionsMaker {
      SwipeActionsMaker(
        controller: controller,
        delete: { [weak self] id in
          guard let self, let path = self.shown.path(of: id) else { return false }
          return self.commitDelete(at: path.indexPath)
        },
        interacted: { [weak self] in self?.interacted() })
    }
  }
#endif
