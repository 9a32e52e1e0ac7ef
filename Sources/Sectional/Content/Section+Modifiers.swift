extension Section {
  /// Adds a handler for an event of the section's header.
  ///
  /// - Parameters:
  ///   - event: ``SectionEvent/configure``, ``SectionEvent/willDisplay`` or
  ///     ``SectionEvent/didEndDisplaying``.
  ///   - handler: Called on the main actor with the section's context.
  /// - Returns: The section with the handler added; unchanged when it has no header.
  public func onHeader(_ event: SectionEvent, perform handler: @escaping SectionHandler)
    -> Section
  {
    var section = self
    section.header?.handlers[event, default: []].append(handler)
    return section
  }

  /// Adds a handler for an event of the section's footer.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - handler: Called on the main actor with the section's context.
  /// - Returns: The section with the handler added; unchanged when it has no footer.
  public func onFooter(_ event: SectionEvent, perform handler: @escaping SectionHandler)
    -> Section
  {
    var section = self
    section.footer?.handlers[event, default: []].append(handler)
    return section
  }

  /// Sets the header's height.
  ///
  /// - Parameter height: Fixed, computed or automatic.
  /// - Returns: The section with the height set.
  public func headerHeight(_ height: RowHeight) -> Section {
    var section = self
    section.header?.height = height
    return section
  }

  /// Sets the footer's height.
  ///
  /// - Parameter height: Fixed, computed or automatic.
  /// - Returns: The section with the height set.
  public func footerHeight(_ height: RowHeight) -> Section {
    var section = self
    section.footer?.height = height
    return section
  }

  /// Pins the section's header: it stays on the list's top line while the section's rows
  /// scroll under it, until the next section's header pushes it up.
  ///
  /// ```swift
  /// Section(id: "running", header: "Running") {
  ///   for process in running { Row(id: process.pid, TextItem(process.name)) }
  /// }
  /// .pinnedHeader()
  /// ```
  ///
  /// Whether headers pin, per renderer:
  /// - The terminal pins a header when its section says so, or when the list view's
  ///   `pinsHeaders` default is on and the section says nothing.
  /// - UIKit pins every header of a plain table view and none of a grouped or inset grouped one:
  ///   `ScreenViewController` picks the plain style when a section pins its header.
  /// - The headless table reports the header pinned at its viewport's top as `pinnedHeader`.
  ///
  /// - Parameter pinned: `false` keeps the header scrolling even where the list pins by default.
  /// - Returns: The section with pinning set.
  public func pinnedHeader(_ pinned: Bool = true) -> Section {
    var section = self
    section.pinsHeader = pinned
    return section
  }

  /// Lets the user collapse the section to its header, and expand it again: the header shows a
  /// disclosure indicator (▸ collapsed, ▾ expanded; `>` and `v` in ASCII). A tap on the header
  /// (UIKit), Enter, ← or → on it (the terminal), or
  /// ``ListController/setCollapsed(_:section:)`` from code toggles it. The rows go and come
  /// back as a batch update; the controller remembers the state by section id across rebuilds.
  ///
  /// ```swift
  /// Section(id: "filters", header: "Filters", style: .grouped) {
  ///   Row(id: "add", TextItem("Add filter"))
  /// }
  /// .collapsible(collapsed: true)
  /// ```
  ///
  /// - Parameter collapsed: Whether the section starts collapsed the first time the controller
  ///   sees its id; later rebuilds keep whatever the user chose.
  /// - Returns: The section, collapsible.
  public func collapsible(collapsed: Bool = false) -> Section {
    var section = self
    section.isCollapsible = true
    section.startsCollapsed = collapsed
    return section
  }

  /// Places the section's rows in a grid, a flow or a carousel instead of a list.
  ///
  /// ```swift
  /// Section(id: "filters", header: "Filters") {
  ///   for tag in tags { Row(id: tag, TextItem(tag)) }
  /// }
  /// .layout(.flow)
  /// ```
  ///
  /// A section whose layout changes is reloaded. UIKit draws grid, flow and carousel sections
  /// only in a collection view: a table view refuses them with a ``ScreenProblem``.
  ///
  /// - Parameter layout: The layout.
  /// - Returns: The section with the layout set.
  public func layout(_ layout: SectionLayout) -> Section {
    var section = self
    section.layout = layout
    return section
  }

  /// Lists the section in the list's section index under `title`: UIKit's index strip along
  /// the table's edge (A–Z in a contacts list), and in the terminal `'` followed by the title's
  /// first letter jumps to it. Sections without a title are left out of the index.
  ///
  /// ```swift
  /// for (letter, people) in byLetter {
  ///   Section(id: letter, header: letter) {
  ///     for person in people { Row(id: person.id, TextItem(person.name)) }
  ///   }
  ///   .indexTitle(letter)
  /// }
  /// ```
  ///
  /// - Parameter title: A short title, usually one letter; `nil` leaves the section out.
  /// - Returns: The section with its index title set.
  public func indexTitle(_ title: String?) -> Section {
    var section = self
    section.indexTitle = title
    return section
  }
}
