/// The panes of a ``SplitScreen`` as a renderer shows them: each pane's host and the
/// renderer's view of it, which pane has the focus, and whether they show side by side or one
/// at a time. One per split on a ``Navigator``'s stack.
///
/// A detail pane follows the cursor of the pane before it when it is read (``pane(at:)``,
/// ``focused``, ``shown``): a renderer never tells the split that a cursor moved, and a detail
/// that is not shown (the split shows one pane at a time) is not made.
@MainActor
package final class SplitPanes<View> {
  /// A pane as shown: its id, host and view.
  @MainActor
  package struct Shown {
    /// The pane's id.
    package let id: ListID
    /// The host of the screen the pane shows.
    package let host: ScreenHost
    /// The renderer's view of it.
    package let view: View
  }

  /// One pane: what it is, and what it shows now.
  private struct Slot {
    let pane: Pane
    var shown: Shown
    /// The row of the pane before whose detail this shows (`nil`: the placeholder), for a
    /// detail pane.
    var source: ListID?
  }

  /// The split.
  package let screen: any SplitScreen
  /// Which pane has the focus.
  package private(set) var focus = 0
  /// Whether the split shows one pane at a time: the focused one.
  package private(set) var isCollapsed = false
  private var slots: [Slot] = []
  /// The last arrangement made, for the width and collapse width it was made for.
  private var arranged: (width: Int, collapse: Int?, result: SplitArrangement)?
  private let host: (any Screen) -> (host: ScreenHost, view: View)?
  private let cursor: (View) -> ListID?
  /// Hears every pane a detail replaced, after its host was detached.
  package var onReplace: (@MainActor (_ old: Shown, _ new: Shown) -> Void)?
  /// Hears a person's selecting a row of a pane, after the split did what that does
  /// (``rowSelected(in:)``): the pane's index, and whether the focus moved. A renderer that
  /// shows the panes in views of the platform's own (UIKit's columns) updates them here.
  package var onRowSelected: (@MainActor (_ pane: Int, _ focusMoved: Bool) -> Void)?

  /// Hosts the panes of `screen`. Each detail pane starts on its placeholder and follows the
  /// pane before it once read.
  ///
  /// - Parameters:
  ///   - screen: The split.
  ///   - host: Hosts a pane's screen and makes the renderer's view of it (started); `nil` once
  ///     the renderer is gone, when a detail keeps what it shows.
  ///   - cursor: The id of the row under a view's cursor.
  package init(
    _ screen: any SplitScreen, host: @escaping (any Screen) -> (host: ScreenHost, view: View)?,
    cursor: @escaping (View) -> ListID?
  ) {
    self.screen = screen
    self.host = host
    self.cursor = cursor
    // Two or three panes; a split without any shows one that says so.
    let panes = screen.panes.prefix(3)
    for pane in panes.isEmpty ? [Self.noPanes] : Array(panes) {
      let made: (host: ScreenHost, view: View)?
      switch pane.source {
      case .screen(let paneScreen): made = host(paneScreen)
      case .detail: made = host(placeholder(for: pane))
      }
      guard let made else { continue }
      wire(made.host)
      slots.append(Slot(pane: pane, shown: Shown(id: pane.id, host: made.host, view: made.view)))
    }
  }

  /// Moves the focus to the detail of a row a person selects on `host`'s pane.
  private func wire(_ host: ScreenHost) {
    host.controller.onRowSelected = { [weak self, weak host] _ in
      guard let self, let host else { return }
      let moved = rowSelected(in: host)
      if let onRowSelected, let index = index(of: host) { onRowSelected(index, moved) }
    }
  }

  /// The panes, leading first.
  package var panes: [Pane] { slots.map(\.pane) }

  /// Where the panes go across `width` columns (see ``SplitArrangement``), made once for a
  /// width and the split's collapse width: a frame asks for it once per pane and bar.
  package func arrangement(width: Int) -> SplitArrangement {
    let collapse = screen.collapseWidth
    if let arranged, arranged.width == width, arranged.collapse == collapse {
      return arranged.result
    }
    let result = SplitArrangement(panes, width: width, collapseWidth: collapse)
    arranged = (width, collapse, result)
    return result
  }

  /// How many panes there are.
  package var count: Int { slots.count }

  /// The pane at `index`, its detail brought up to date with the pane before it.
  package func pane(at index: Int) -> Shown {
    follow(through: index)
    return slots[index].shown
  }

  /// The focused pane.
  package var focused: Shown { pane(at: focus) }

  /// The panes on screen, leading first: all of them side by side, or the focused one.
  package var shown: [Shown] {
    isCollapsed ? [focused] : slots.indices.map(pane(at:))
  }

  /// The index of the pane showing `host`, if any.
  package func index(of host: ScreenHost) -> Int? {
    slots.firstIndex { $0.shown.host === host }
  }

  /// The hosts of every pane, leading first, as they are (no detail is brought up to date).
  package var hosts: [ScreenHost] { current.map(\.host) }

  /// Every pane, leading first, as it is (no detail is brought up to date).
  package var current: [Shown] { slots.map(\.shown) }

  /// Gives `index` the focus; in a collapsed split, shows it.
  ///
  /// - Returns: `false` when there is no such pane (nothing changed).
  @discardableResult
  package func focus(_ index: Int) -> Bool {
    guard slots.indices.contains(index) else { return false }
    focus = index
    return true
  }

  /// Moves the focus to the next pane (`forward`) or the previous one, not past either end.
  ///
  /// - Returns: `false` at that end (nothing changed).
  @discardableResult
  package func moveFocus(forward: Bool) -> Bool {
    focus(focus + (forward ? 1 : -1))
  }

  /// Shows the panes side by side, or the focused one alone.
  package func setCollapsed(_ collapsed: Bool) {
    isCollapsed = collapsed
  }

  /// What a person's selecting a row of the pane of `host` does to the split: the focus moves
  /// to the pane after it when that shows the row's detail (not its placeholder: a row without
  /// a detail keeps the focus where it is).
  ///
  /// - Returns: Whether the focus moved.
  @discardableResult
  package func rowSelected(in host: ScreenHost) -> Bool {
    guard let index = index(of: host), showsDetail(after: index) else { return false }
    return focus(index + 1)
  }

  /// Whether the pane after `index` shows the detail of the row under the cursor of the pane
  /// at `index` (not its placeholder): selecting that row moves the focus there. The detail is
  /// made, if it was not, as ``pane(at:)`` makes it.
  package func showsDetail(after index: Int) -> Bool {
    guard index >= 0, index + 1 < slots.count, slots[index + 1].pane.isDetail else {
      return false
    }
    follow(through: index + 1)
    return !(slots[index + 1].shown.host.screen is PlaceholderScreen)
  }

  /// Brings the detail panes up to `index` up to date, leading first: each shows the screen
  /// made for the row under the cursor of the pane before it.
  private func follow(through index: Int) {
    guard index < slots.count else { return }
    for position in slots.indices where position > 0 && position <= index {
      guard case .detail(let make) = slots[position].pane.source else { continue }
      let row = cursor(slots[position - 1].shown.view)
      guard row != slots[position].source else { continue }
      let pane = slots[position].pane
      // A screen another pane shows already is not shown twice.
      let detail = row.flatMap(make).flatMap { screen in
        slots.indices.contains { $0 != position && slots[$0].shown.host.screen === screen }
          ? nil : screen
      }
      let screen = detail ?? placeholder(for: pane)
      let old = slots[position].shown
      guard screen !== old.host.screen else {
        slots[position].source = row
        continue
      }
      guard let made = host(screen) else { continue }
      wire(made.host)
      let new = Shown(id: pane.id, host: made.host, view: made.view)
      slots[position].shown = new
      slots[position].source = row
      old.host.detach()
      onReplace?(old, new)
    }
  }

  /// Detaches every pane's host, trailing first.
  package func detach() {
    for slot in slots.reversed() {
      slot.shown.host.detach()
    }
  }

  /// The one pane of a split that declares none.
  private static var noPanes: Pane {
    .detail(id: "no-panes", placeholder: "This screen has no panes") { _ in nil }
  }

  /// What a detail pane shows with nothing to show: untitled.
  private func placeholder(for pane: Pane) -> any Screen {
    PlaceholderScreen(title: "", message: pane.placeholder)
  }
}
