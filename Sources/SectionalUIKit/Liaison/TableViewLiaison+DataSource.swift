#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension TableViewLiaison: UITableViewDataSource {
    /// The number of sections in the liaison's content.
    public func numberOfSections(in tableView: UITableView) -> Int {
      shown.sections.count
    }

    /// The number of rows of a section in the liaison's content.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      guard let shown = self.section(at: section) else { return 0 }
      return shown.rows.count
    }

    /// Dequeues the cell registered for the row's component and draws the component, indented
    /// with its disclosure when the row is an outline's (the row's `configure` event follows
    /// when the cell comes on screen).
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      guard let row = row(at: indexPath) else {
        return UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      let context = cellContext(for: row)
      let cell = registry.cell(for: row, at: indexPath, in: tableView, context: context) {
        [weak self] problem in self?.report(problem)
      }
      showOutline(of: row, in: cell)
      describe(cell, as: row)
      return cell
    }

    /// Whether the row can be deleted or swiped.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      guard let row = row(at: indexPath) else { return false }
      return row.traits.isDeletable || !row.traits.leadingSwipeActions.isEmpty
        || !row.traits.trailingSwipeActions.isEmpty
    }

    /// Whether the row shows a reorder control in editing mode.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      guard let row = row(at: indexPath) else { return false }
      return row.traits.isMovable
    }

    /// Deletes a row the user confirmed deleting (the controller fires its `removed` and
    /// `userDeleted` handlers and hands the liaison the batch that removes it). Rows offer no
    /// insert control (see `tableView(_:editingStyleForRowAt:)`), so no other style comes.
    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      switch editingStyle {
      case .delete:
        commitDelete(at: indexPath)
      default:
        break
      }
    }

    /// Records a reorder the table view already shows and fires the row's `moved` and
    /// `userMoved` handlers.
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      commitUserMove(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The section index: the index titles of the sections that have one
    /// (`Section.indexTitle(_:)`); `nil` when none has, and the table shows no index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      titlesOfSectionIndex
    }

    /// The section the index title at `index` stands for.
    public func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      let titles = shown.sectionIndexTitles
      return titles.indices.contains(index) ? titles[index].section : 0
    }
  }
#endif
