#if os(Linux)
  import Sectional
  import UIKitSurface

  extension UIKitDriver: LayoutConformanceDriver {
    /// Where the cursor goes from `path`: the core's navigation over what the table shows,
    /// passing over rows that cannot be selected, as keyboard focus does.
    func destination(from path: RowPath, moving direction: ListLayout.Direction) -> RowPath? {
      let shown = screenTable.liaison.shown
      let layout = ListLayout(content: shown, width: Double(table.bounds.width))
      var current = path
      for _ in 0..<shown.rowCount {
        guard let next = layout.row(from: current, moving: direction) else { return nil }
        if shown[next]?.traits.isSelectable == true { return next }
        current = next
      }
      return nil
    }

    /// Focus on a row scrolls the least that shows it, as `scrollToRow(at:at: .none)`.
    func cursor(to id: String) throws { try place(path(ListID(id))) }

    func place(_ indexPath: IndexPath) {
      cursor = indexPath
      table.scrollToRow(at: indexPath, at: .none, animated: false)
      table.layoutIfNeeded()
    }

    func move(_ direction: ListLayout.Direction) {
      guard let cursor,
        let next = destination(
          from: RowPath(section: cursor.section, row: cursor.row), moving: direction)
      else { return }
      place(next.indexPath)
    }

    func activate() throws {
      guard let cursor else { throw ConformanceFailure(description: "no row has the cursor") }
      try table.tapRow(at: cursor)
    }
  }
#endif
