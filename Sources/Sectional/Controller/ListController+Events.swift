extension ListController {
  /// Delivers an event that a renderer reports by position to the row now at that position.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - path: Where the renderer saw it, in the controller's current content.
  ///   - detail: More about the event.
  /// - Returns: `false` when no row is at `path` (nothing was called).
  @discardableResult
  public func send(_ event: RowEvent, at path: RowPath, detail: EventDetail = .none) -> Bool {
    guard let row = content[path] else { return false }
    if !rowDisplayObservers.isEmpty { rowDisplayObservers.send((event, row)) }
    if row.handles(event) {
      dispatch(PendingEvent(event: event, row: row, path: path, detail: detail))
    }
    if event == .didSelect, detail == .none { onRowSelected?(row.id) }
    return true
  }

  /// Delivers an event to a row the renderer still holds but the content may no longer have, such
  /// as `didEndDisplaying` for a row that was just deleted.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - row: The row, from the renderer's copy of the content.
  ///   - path: Its position in that copy.
  ///   - detail: More about the event.
  public func send(_ event: RowEvent, to row: Row, at path: RowPath, detail: EventDetail = .none) {
    if !rowDisplayObservers.isEmpty { rowDisplayObservers.send((event, row)) }
    // A row with no handler for it is asked once, not wrapped in an event to be asked again (a
    // screenful of rows arrives and leaves with each filter keystroke).
    if row.handles(event) {
      dispatch(PendingEvent(event: event, row: row, path: path, detail: detail))
    }
    if event == .didSelect, detail == .none { onRowSelected?(row.id) }
  }

  /// Calls `body` with every event a renderer sends to a row (``send(_:at:detail:)``,
  /// ``send(_:to:at:detail:)``: among them every one its ``DisplayTracker`` reports —
  /// configure, display, prefetch) before the row's handlers, whether or not the row has any:
  /// how an ``ImagePipeline`` follows what is on screen and in the prefetch window.
  ///
  /// - Parameter body: Called with the event and the row, as the renderer showed it.
  /// - Returns: The registration; cancel it to stop.
  package func observeRowDisplay(_ body: @escaping @MainActor (RowEvent, Row) -> Void)
    -> ObserverRegistration
  {
    rowDisplayObservers.add { body($0.0, $0.1) }
  }

  /// Delivers an event of a section's header or footer.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - kind: Header or footer.
  ///   - section: The section, from the renderer's copy of the content.
  ///   - index: Its index in that copy.
  public func send(
    _ event: SectionEvent, _ kind: SectionContext.Kind, of section: Section, at index: Int
  ) {
    let item = kind == .header ? section.header : section.footer
    guard let handlers = item?.handlers[event], !handlers.isEmpty else { return }
    let context = SectionContext(
      event: event, kind: kind, sectionID: section.id, section: index, controller: self)
    // Header and footer events follow what is shown: they never make the host rebuild.
    dispatching {
      for handler in handlers {
        handler(context)
      }
    }
  }

  /// Delivers a user's tap on a row (a click, or Enter on the cursor row) in the order
  /// `UITableView`'s delegate hears it: `didHighlight`, `didUnhighlight`, `willSelect`, then the
  /// previously selected row's `willDeselect` and `didDeselect`, then `didSelect`. The host
  /// rebuilds once, after the last of them.
  ///
  /// ```swift
  /// // In a renderer, when the user presses Enter on the cursor row:
  /// controller.tap(at: cursor, deselecting: lastSelected, detail: .pill("photos"))
  /// ```
  ///
  /// - Parameters:
  ///   - path: The row's position in the current content.
  ///   - previous: The position of the row selected before, if any; it gets the deselect events
  ///     when it is another row.
  ///   - detail: What the user did with the row's component, for components with parts (a
  ///     pill, a button, an inner row). With `.none`, the component's
  ///     ``Component/interactionOnTap`` is reported, if it has one (a toggle row switches).
  /// - Returns: `false` when there is no selectable, enabled row at `path` (nothing was sent): a
  ///   disabled component (``Component/isEnabled``), such as a disabled ``ButtonItem``, refuses.
  @discardableResult
  public func tap(at path: RowPath, deselecting previous: RowPath?, detail: EventDetail = .none)
    -> Bool
  {
    guard let row = content[path], row.canBeSelected else { return false }
    var detail = detail
    // A tap on the row's body may do something to its component (a toggle switches): the
    // component says what.
    if detail == .none, let interaction = row.component.interactionOnTap {
      detail = .interaction(interaction)
    }
    dispatching {
      send(.didHighlight, at: path)
      send(.didUnhighlight, at: path)
      // A folder-like node of an outline opens or closes, and is not selected, as a tap on an
      // iOS sidebar's folder (every host asks `togglesOnTap`).
      if row.togglesOnTap, detail == .none {
        personSetsExpanded(row.outline?.disclosure == .collapsed, row: row.id)
        return
      }
      send(.willSelect, at: path)
      if let previous, previous != path, content[previous] != nil {
        send(.willDeselect, at: previous)
        send(.didDeselect, at: previous)
      }
      send(.didSelect, at: path, detail: detail)
    }
    return true
  }

  /// Uses the control of the row at `path` (its switch, its segments) without selecting the
  /// row, as UIKit delivers a switch's change: the row gets ``RowEvent/didSelect`` with what the
  /// control reports, and no highlight or select events. Renderers call it when a person uses
  /// the control of a row that cannot be selected (Enter on it in the terminal).
  ///
  /// ```swift
  /// // In a renderer, when the user presses Enter on an unselectable row with a switch:
  /// if !controller.tap(at: cursor, deselecting: nil) {
  ///   controller.useControl(at: cursor)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The row's position in the current content.
  ///   - detail: What the control reports; with `.none`, the component's
  ///     ``Component/interactionOnTap`` (a toggle switches).
  /// - Returns: `false` when there is no enabled row with a control at `path` (nothing was
  ///   sent).
  @discardableResult
  public func useControl(at path: RowPath, detail: EventDetail = .none) -> Bool {
    guard let row = content[path], row.component.isEnabled else { return false }
    let reported =
      detail == .none ? row.component.interactionOnTap.map(EventDetail.interaction) : detail
    guard let reported else { return false }
    send(.didSelect, at: path, detail: reported)
    return true
  }

  /// Runs one of a row's actions (a swipe button or a context-menu entry), as a renderer does
  /// when the user chooses it. Every renderer and the test host come here.
  ///
  /// ```swift
  /// // In a renderer, when the user taps the second trailing swipe button of row "mail":
  /// controller.performRowAction(.trailingSwipe, at: 1, ofRow: ListID("mail"))
  /// ```
  ///
  /// The action's handler receives a ``RowContext`` for ``RowEvent/didSelect`` with
  /// ``EventDetail/action(_:)`` set to the action's title, and the host refreshes afterwards like
  /// after any handler.
  ///
  /// - Parameters:
  ///   - placement: Which of the row's actions: a swipe edge's or the context menu's.
  ///   - index: The action's index among them (outermost swipe button first).
  ///   - id: The row's id.
  /// - Returns: `false` when there is no such row, no action at `index`, or the action is
  ///   disabled (nothing ran).
  @discardableResult
  public func performRowAction(_ placement: RowAction.Placement, at index: Int, ofRow id: ListID)
    -> Bool
  {
    guard let path = content.path(of: id), let row = content[path] else { return false }
    let actions = row.traits.actions(placement)
    guard actions.indices.contains(index), actions[index].isEnabled else { return false }
    let action = actions[index]
    let context = RowContext(
      event: .didSelect, id: row.id, indexPath: path, row: row, detail: .action(action.title),
      controller: self)
    dispatching {
      noteHandlerRun()
      action.handler(context)
    }
    return true
  }

  /// Runs a row action the user chose where there is no swipe to make (the terminal's menu,
  /// the headless table): a swipe action is wrapped in the editing events UIKit's swipe sends
  /// (``RowEvent/willBeginEditing``, the action, ``RowEvent/didEndEditing``), so every
  /// renderer's events are the same; a context-menu action runs alone, as in UIKit.
  ///
  /// - Parameters:
  ///   - placement: Which of the row's actions.
  ///   - index: The action's index among them.
  ///   - id: The row's id.
  /// - Returns: What ``performRowAction(_:at:ofRow:)`` returns; nothing is sent when it is
  ///   `false`.
  @discardableResult
  package func chooseRowAction(_ placement: RowAction.Placement, at index: Int, ofRow id: ListID)
    -> Bool
  {
    guard placement != .contextMenu, let path = content.path(of: id), let row = content[path],
      row.traits.actions(placement).indices.contains(index),
      row.traits.actions(placement)[index].isEnabled
    else { return performRowAction(placement, at: index, ofRow: id) }
    send(.willBeginEditing, at: path)
    let ran = performRowAction(placement, at: index, ofRow: id)
    // The row ends editing where it is by then, as the row it is; where it was if it is gone.
    if let now = content.path(of: id), let current = content[now] {
      send(.didEndEditing, to: current, at: now)
    } else {
      send(.didEndEditing, to: row, at: path)
    }
    return ran
  }

  /// Whether the row at `path` may be selected (it exists and is selectable).
  ///
  /// - Parameter path: A position in the current content.
  public func canSelect(at path: RowPath) -> Bool {
    content[path]?.traits.isSelectable ?? false
  }

  /// Records that the user reordered a row in the renderer (which already shows the move), then
  /// fires the row's ``RowEvent/moved`` and ``RowEvent/userMoved`` handlers. The renderer is not
  /// asked to apply anything.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where it is now.
  /// - Throws: ``ListError`` when either position is out of range or the row is not movable;
  ///   nothing changes.
  public func commitMove(from source: RowPath, to destination: RowPath) throws(ListError) {
    let operation = "commitMove"
    let row = try existingRow(at: source, operation)
    guard row.traits.isMovable else {
      throw ListError(operation: operation, problem: .notAllowed("row id \(row.id) is not movable"))
    }
    var new = content
    new.sections[source.section].rows.remove(at: source.row)
    try checkInsertion(destination, in: new, operation)
    new.sections[destination.section].rows.insert(row, at: destination.row)
    commit(
      new, StagedChangeset(),
      events: [.moved, .userMoved].map {
        PendingEvent(event: $0, row: row, path: destination, detail: .moved(from: source))
      })
  }

  /// Deletes a row the user chose to delete (swipe, context menu or delete key, once confirmed),
  /// then fires its ``RowEvent/removed`` and ``RowEvent/userDeleted`` handlers. Renderers call
  /// it for a person's delete only; an app removes rows by changing its state.
  ///
  /// - Parameter path: The row's position.
  /// - Throws: ``ListError`` when there is no row there or it is not deletable.
  public func commitDelete(at path: RowPath) throws(ListError) {
    let row = try existingRow(at: path, "commitDelete")
    guard row.traits.isDeletable else {
      throw ListError(
        operation: "commitDelete", problem: .notAllowed("row id \(row.id) is not deletable"))
    }
    try removeRows([.at(path)], "commitDelete", byUser: true)
  }

  /// Starts a delete the user asked for (the terminal's delete key, a headless swipe) and returns
  /// the action sheet that confirms it: the row gets ``RowEvent/willBeginEditing`` now; the
  /// sheet's destructive button deletes the row (``commitDelete(at:)``, so its
  /// ``RowEvent/userDeleted`` handlers run) and either button ends with
  /// ``RowEvent/didEndEditing``, as a swipe does in UIKit.
  ///
  /// ```swift
  /// if let sheet = controller.requestDelete(at: path) { presenter.present(sheet) }
  /// ```
  ///
  /// - Parameter path: The row's position.
  /// - Returns: The sheet, titled with the row's confirmation question; `nil` when there is no
  ///   deletable row at `path` (nothing was sent).
  public func requestDelete(at path: RowPath) -> Alert? {
    guard let row = content[path], row.traits.isDeletable else { return nil }
    let id = row.id
    send(.willBeginEditing, at: path)
    return deleteConfirmation(of: row) { controller in
      // A deleted row ends editing where it was, as the row it was.
      if let now = controller.content.path(of: id), let current = controller.content[now] {
        controller.send(.didEndEditing, to: current, at: now)
      } else {
        controller.send(.didEndEditing, to: row, at: path)
      }
    }
  }

  /// The action sheet that confirms deleting `row`, every renderer's: titled with the row's
  /// confirmation question; its destructive button deletes the row where it is by then
  /// (``commitDelete(at:)``, so its ``RowEvent/userDeleted`` handlers run); `afterAnswer` runs after
  /// either button. It sends no editing events: the caller does (``requestDelete(at:)``, or
  /// UIKit's own swipe).
  ///
  /// - Parameters:
  ///   - row: A deletable row of the content.
  ///   - afterAnswer: What runs after either answer.
  /// - Returns: The sheet.
  package func deleteConfirmation(
    of row: Row, afterAnswer: (@MainActor @Sendable (ListController) -> Void)? = nil
  ) -> Alert {
    let id = row.id
    let title = row.traits.deleteConfirmationTitle
    return Alert(
      title: row.traits.deleteConfirmationQuestion ?? title + "?", style: .actionSheet,
      actions: [
        AlertAction(title, role: .destructive) { [weak self] in
          // The row may have moved while the sheet was up: find it by id.
          guard let self else { return }
          if let now = content.path(of: id) { try? commitDelete(at: now) }
          afterAnswer?(self)
        },
        AlertAction(SectionalStrings.current.cancel, role: .cancel) { [weak self] in
          guard let self else { return }
          afterAnswer?(self)
        },
      ])
  }

  func dispatch(_ pending: PendingEvent) {
    guard let row = pending.handlingRow else { return }
    let handlers = row.handlers[pending.event]
    let context = RowContext(
      event: pending.event, id: row.id, indexPath: pending.path, row: row,
      detail: pending.detail, controller: self)
    dispatching {
      if pending.event.isUserAction { noteHandlerRun() }
      for handler in handlers {
        handler(context)
      }
    }
  }
}
