extension SectionedDiff {
  /// The row events a diff's stages cause, for the rows that handle them: deletes (with the old
  /// row at its old position) first, in old order; then inserts, moves and reloads, in new order
  /// (a row that moves and changes gets its move before its reload), with the new row at its new
  /// position.
  ///
  /// Rows of deleted and inserted sections get no event; neither do rows that leave a surviving
  /// section for an inserted one and are deleted from it (they get their delete).
  ///
  /// - Parameters:
  ///   - stages: The diff from `old` to `new`.
  ///   - old: The content before.
  ///   - new: The content after.
  /// - Complexity: O(c log c) for c changes, plus the rows of the sections reloaded.
  static func events(of stages: Stages, from old: ListContent, to new: ListContent)
    -> [PendingEvent]
  {
    let main = stages.structural
    let final = stages.reloads
    var events: [PendingEvent] = []
    // Section by section, each list's rows asked in one pass: a filter removes thousands, and
    // only those that may handle the event are visited.
    forEachPossiblyHandling(.removed, of: main.rowDeletes, in: old) { rows, index, _ in
      let path = main.rowDeletes[index]
      guard let row = rows.row(at: path.row, ifItHandles: .removed) else { return }
      events.append(PendingEvent(event: .removed, row: row, path: path))
    }

    // Changed rows that survive, by new position: reloaded alone in either batch, or with their
    // section.
    var reloads = final.rowReloads
    // Rows of `ForEach`es are compared by their elements where they can be, not made.
    var parts = PartsComparer()
    if !main.rowReloads.isEmpty || !main.sectionReloads.isEmpty {
      let map = StageMap(main)
      for path in main.rowReloads {
        if let target = map.row(path) { reloads.append(target) }
      }
      // A section reloaded in the structural batch keeps its rows, in order: they pair up.
      for s in main.sectionReloads {
        guard let t = map.section(s) else { continue }
        let before = old.sections[s].rows
        let after = new.sections[t].rows
        for r in 0..<min(before.count, after.count)
        where !parts.same(before, section: s, row: r, after, section: t, row: r) {
          reloads.append(RowPath(section: t, row: r))
        }
      }
    }
    // A section reloaded in the second batch: the structural batch shows its changed rows with
    // their old components.
    for t in final.sectionReloads {
      let before = main.content.sections[t].rows
      let after = new.sections[t].rows
      for r in 0..<min(before.count, after.count)
      where !parts.same(before, section: -1 - t, row: r, after, section: t, row: r) {
        reloads.append(RowPath(section: t, row: r))
      }
    }
    reloads.sort()

    // Inserts and move targets are listed in new order already; merge the reloads in. A path is
    // either inserted or moved, and a row that moves and changes gets its move first.
    // Only the inserts whose rows may handle the event take part: the others cause none.
    var inserts: [(index: Int, handles: Bool?)] = []
    forEachPossiblyHandling(.inserted, of: main.rowInserts, in: new) { _, index, handles in
      inserts.append((index, handles))
    }
    var insert = 0
    var move = 0
    var reload = 0
    while true {
      let nextInsert = insert < inserts.count ? main.rowInserts[inserts[insert].index] : nil
      let nextMove = move < main.rowMoves.count ? main.rowMoves[move].to : nil
      let nextReload = reload < reloads.count ? reloads[reload] : nil
      if let nextInsert, nextMove.map({ nextInsert < $0 }) ?? true,
        nextReload.map({ nextInsert < $0 }) ?? true
      {
        // Not asked a second time whether it handles it.
        event(.inserted, at: nextInsert, in: new, known: inserts[insert].handles, to: &events)
        insert += 1
      } else if let nextMove, nextReload.map({ nextMove <= $0 }) ?? true {
        event(.moved, at: nextMove, in: new, from: main.rowMoves[move].from, to: &events)
        move += 1
      } else if let nextReload {
        event(.reloaded, at: nextReload, in: new, to: &events)
        reload += 1
      } else {
        break
      }
    }
    return events
  }

  /// Calls `body`, in order, with the section's rows, the index in `paths` and whether the row
  /// handles `event` (`nil`: unknown) of each of `paths` (ascending) of `content` whose row is
  /// not known to ignore it; the rows of a run of paths in one section are asked in one pass.
  private static func forEachPossiblyHandling(
    _ event: RowEvent, of paths: [RowPath], in content: ListContent,
    _ body: (RowList, Int, Bool?) -> Void
  ) {
    paths.forEachSectionRun { section, run in
      let rows = content.sections[section].rows
      rows.forEachPossiblyHandling(event, atRowsOf: run) { index, handles in
        body(rows, run.startIndex + index, handles)
      }
    }
  }

  /// Adds the pending `event` of the row at `path`, unless it is known not to handle it.
  /// `known`: whether it does, as asked already for a run of rows (`nil` inside: unknown);
  /// asked here when not given.
  private static func event(
    _ event: RowEvent, at path: RowPath, in content: ListContent, from source: RowPath? = nil,
    known: Bool?? = .none, to events: inout [PendingEvent]
  ) {
    let rows = content.sections[path.section].rows
    let detail = source.map { EventDetail.moved(from: $0) } ?? .none
    switch known ?? rows.knownHandling(event, at: path.row) {
    case false?: return
    case true?:
      guard let row = rows.row(at: path.row, ifItHandles: event) else { return }
      events.append(PendingEvent(event: event, row: row, path: path, detail: detail))
    case nil:
      // A row of a `ForEach` not made yet: asked when the event fires, after the renderer
      // applied the change (and most likely made the row to lay it out or draw it). Adjacent
      // ones are one run.
      if let last = events.indices.last,
        events[last].extend(event, rows: rows, position: path.row, path: path, detail: detail)
      {
        return
      }
      events.append(
        PendingEvent(event: event, rows: rows, position: path.row, path: path, detail: detail))
    }
  }
}
