import Sectional

extension ScreenTestHost {
  /// The id of the focused pane of the split on top (a `SplitScreen`); `nil` when the screen on
  /// top is not a split. ``host``, ``table`` and every driver call act on the focused pane.
  ///
  /// ```swift
  /// let app = ScreenTestHost(MailScreen())
  /// try app.tap(.id("inbox"))
  /// #expect(app.focusedPane == ListID("messages"))
  /// app.setCompact(true)
  /// #expect(app.shownPanes == [ListID("messages")])
  /// app.goBack()
  /// #expect(app.shownPanes == [ListID("mailboxes")])
  /// ```
  public var focusedPane: ListID? {
    guard let split = navigator.top?.split else { return nil }
    return split.panes[split.focus].id
  }

  /// The ids of the panes of the split on top that are on screen, leading first: every pane,
  /// or the focused one alone while the width is compact. Empty when the screen on top is not
  /// a split.
  public var shownPanes: [ListID] {
    navigator.top?.split?.shown.map(\.id) ?? []
  }

  /// The host of a pane of the split on top, its detail brought up to date with the cursor of
  /// the pane before it; `nil` when there is no such pane.
  ///
  /// ```swift
  /// #expect(app.host(ofPane: "messages")?.screen.title == "Inbox")
  /// ```
  ///
  /// - Parameter id: The pane's id.
  public func host<ID: Hashable & Sendable>(ofPane id: ID) -> ScreenHost? {
    paneIndex(ListID(id)).flatMap { navigator.top?.split?.pane(at: $0).host }
  }

  /// The table of a pane of the split on top; `nil` when there is no such pane.
  ///
  /// - Parameter id: The pane's id.
  public func table<ID: Hashable & Sendable>(ofPane id: ID) -> HeadlessTableView? {
    paneIndex(ListID(id)).flatMap { navigator.top?.split?.pane(at: $0).view }
  }

  /// Gives a pane of the split on top the focus, as Tab or a click does in the terminal; while
  /// the width is compact, the pane shows alone.
  ///
  /// - Parameter id: The pane's id.
  /// - Throws: ``Failure`` when the screen on top is not a split or has no such pane.
  public func focusPane<ID: Hashable & Sendable>(_ id: ID) throws {
    guard let index = paneIndex(ListID(id)) else {
      throw Failure(
        interaction: "focusPane(\(id))",
        problem: navigator.top?.split == nil
          ? "the screen on top is not a split" : "the split has no pane \(id)")
    }
    navigator.top?.split?.focus(index)
  }

  /// Goes back as the user's back key or gesture does: in a split whose focus is past its
  /// first pane, to the pane before; else a presented screen is cancelled, another popped.
  public func goBack() {
    navigator.back()
  }

  /// Makes the width compact or regular: while compact, a split shows one pane at a time, as
  /// a `UISplitViewController` does in a compact width and the terminal does below the split's
  /// collapse width. Each pane keeps its cursor.
  ///
  /// - Parameter compact: Whether the width is compact.
  public func setCompact(_ compact: Bool) {
    isCompact = compact
    for entry in navigator.entries {
      entry.split?.setCollapsed(compact)
    }
  }

  private func paneIndex(_ id: ListID) -> Int? {
    navigator.top?.split?.panes.firstIndex { $0.id == id }
  }
}
