import Sectional

extension HeadlessTableView {
  /// One laid-out item: a header, a row or a footer with its vertical extent.
  struct Frame {
    enum Item {
      case header(Int)
      case row(RowPath)
      case footer(Int)
    }
    var item: Item
    var top: Double
    var height: Double
  }

  /// The rows currently on screen, top to bottom.
  public var visibleRows: [RowPath] {
    frames().compactMap { frame in
      if case .row(let path) = frame.item, isVisible(frame) { return path }
      return nil
    }
  }

  /// The ids of the rows currently on screen, top to bottom.
  public var visibleIDs: [ListID] {
    visibleRows.compactMap { shown[$0]?.id }
  }

  /// The total height of the content.
  public var contentHeight: Double {
    frames().last.map { $0.top + $0.height } ?? 0
  }

  /// The height the table gives `row` at the current width.
  ///
  /// - Parameter row: A row.
  public func height(of row: Row) -> Double {
    row.height.resolved(forWidth: viewportWidth) ?? measuredHeights[row.id].map(RowHeight.sanitized)
      ?? row.height.estimate ?? defaultRowHeight
  }

  func height(of item: HeaderFooter?) -> Double {
    guard let item else { return 0 }
    return item.height.resolved(forWidth: viewportWidth) ?? item.height.estimate ?? 28
  }

  /// Lays every item out from the top. O(n): the headless table favours obviousness.
  func frames() -> [Frame] {
    var frames: [Frame] = []
    var top = 0.0
    for (sectionIndex, section) in shown.sections.enumerated() {
      if section.header != nil {
        let height = height(of: section.header)
        frames.append(Frame(item: .header(sectionIndex), top: top, height: height))
        top += height
      }
      for (rowIndex, row) in section.rows.enumerated() {
        let height = height(of: row)
        frames.append(
          Frame(item: .row(RowPath(section: sectionIndex, row: rowIndex)), top: top, height: height)
        )
        top += height
      }
      if section.footer != nil {
        let height = height(of: section.footer)
        frames.append(Frame(item: .footer(sectionIndex), top: top, height: height))
        top += height
      }
    }
    return frames
  }

  func isVisible(_ frame: Frame) -> Bool {
    let bottom = contentOffset + viewportHeight
    if frame.height == 0 { return frame.top >= contentOffset && frame.top < bottom }
    return frame.top < bottom && frame.top + frame.height > contentOffset
  }

  /// Sends `didEndDisplaying` for everything shown (before a full reload).
  func endDisplayingEverything() {
    for (_, shownRow) in displayedRows.sorted(by: { $0.value.path < $1.value.path }) {
      controller.send(.didEndDisplaying, to: shownRow.row, at: shownRow.path)
    }
    for (_, header) in displayedHeaders.sorted(by: { $0.value.index < $1.value.index }) {
      controller.send(.didEndDisplaying, .header, of: header.section, at: header.index)
    }
    for (_, footer) in displayedFooters.sorted(by: { $0.value.index < $1.value.index }) {
      controller.send(.didEndDisplaying, .footer, of: footer.section, at: footer.index)
    }
    displayedRows = [:]
    displayedHeaders = [:]
    displayedFooters = [:]
  }

  /// Works out what is on screen now and sends the display events UIKit would: rows that left
  /// get `didEndDisplaying`; rows that arrived, and visible rows that were reloaded, get
  /// `configure` then `willDisplay`.
  func refreshDisplay(reloaded: Set<ListID>) {
    clampOffset()
    var rows: [ListID: (row: Row, path: RowPath)] = [:]
    var headers: [ListID: (section: Section, index: Int)] = [:]
    var footers: [ListID: (section: Section, index: Int)] = [:]
    var order: [ListID] = []
    for frame in frames() where isVisible(frame) {
      switch frame.item {
      case .row(let path):
        if let row = shown[path] {
          rows[row.id] = (row, path)
          order.append(row.id)
        }
      case .header(let index):
        headers[shown.sections[index].id] = (shown.sections[index], index)
      case .footer(let index):
        footers[shown.sections[index].id] = (shown.sections[index], index)
      }
    }
    let previous = displayedRows
    displayedRows = rows
    for (id, old) in previous.sorted(by: { $0.value.path < $1.value.path })
    where rows[id] == nil || reloaded.contains(id) {
      controller.send(.didEndDisplaying, to: old.row, at: old.path)
    }
    let previousHeaders = displayedHeaders
    let previousFooters = displayedFooters
    displayedHeaders = headers
    displayedFooters = footers
    for (id, old) in previousHeaders where headers[id] == nil {
      controller.send(.didEndDisplaying, .header, of: old.section, at: old.index)
    }
    for (id, old) in previousFooters where footers[id] == nil {
      controller.send(.didEndDisplaying, .footer, of: old.section, at: old.index)
    }
    for (id, new) in headers.sorted(by: { $0.value.index < $1.value.index })
    where previousHeaders[id] == nil {
      controller.send(.configure, .header, of: new.section, at: new.index)
      controller.send(.willDisplay, .header, of: new.section, at: new.index)
    }
    for id in order where previous[id] == nil || reloaded.contains(id) {
      guard let new = rows[id] else { continue }
      controller.send(.configure, to: new.row, at: new.path)
      controller.send(.willDisplay, to: new.row, at: new.path)
    }
    for (id, new) in footers.sorted(by: { $0.value.index < $1.value.index })
    where previousFooters[id] == nil {
      controller.send(.configure, .footer, of: new.section, at: new.index)
      controller.send(.willDisplay, .footer, of: new.section, at: new.index)
    }
  }

  func clampOffset() {
    let maxOffset = max(0, contentHeight - viewportHeight)
    contentOffset = min(max(0, contentOffset), maxOffset)
  }
}
