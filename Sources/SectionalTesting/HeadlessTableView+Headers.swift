import Sectional

extension HeadlessTableView {
  /// The id of the section whose header is pinned to the viewport's top: the section crossing
  /// the top line, when its header pins (`Section.pinsHeader`, else ``pinsHeaders``) and has
  /// scrolled above the line — where a plain `UITableView` floats it. `nil` when no header is
  /// pinned.
  ///
  /// ```swift
  /// let table = HeadlessTableView(controller: controller, viewportHeight: 100)
  /// table.scroll(toOffset: 60)
  /// #expect(table.pinnedHeader == ListID("running"))
  /// ```
  public var pinnedHeader: ListID? {
    layout.pinnedHeader(at: contentOffset, pinsByDefault: pinsHeaders).map {
      shown.sections[$0.section].id
    }
  }

  /// The ids of the collapsed sections the table shows, top to bottom (their rows are hidden).
  public var collapsedSections: [ListID] {
    shown.sections.filter(\.isCollapsed).map(\.id)
  }

  /// Taps the header of a collapsible section: it collapses, or expands when collapsed, as a
  /// batch update (see `ListController.setCollapsed(_:section:)`).
  ///
  /// - Parameter id: The section's id.
  /// - Throws: `ListError` when no section has the id or it is not collapsible.
  public func tapHeader(_ id: some Hashable & Sendable) throws(ListError) {
    try controller.toggleCollapsed(section: id)
  }

  /// Gives the viewport what `bars` leave of `height`, when that changed.
  func fitViewport(height: Double, around bars: Bars) {
    let barHeight = (bars.top + bars.bottom).reduce(0) { $0 + self.height(of: $1) }
    let fitted = max(0, height - barHeight)
    if fitted != viewportHeight { resize(height: fitted) }
  }
}
