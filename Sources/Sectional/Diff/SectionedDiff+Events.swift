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
    // Section by section, each list's rows asked in one pass: a filter removes thousands.
    forEachRun(of: main.rowDeletes, in: old, known: .removed) { rows, path, known in
      guard known != false, let row = rows.row(at: path.row, ifItHandles: .removed) else { return }
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
    var insertsKnown: [Bool?] = []
    insertsKnown.reserveCapacity(main.rowInserts.count)
    forEachRun(of: main.rowInserts, in: new, known: .inserted) { _, _, known in
      insertsKnown.append(known)
    }
    var insert = 0
    var move = 0
    var reload = 0
    while true {
      let nextInsert = insert < main.rowInserts.count ? main.rowInserts[insert] : nil
      let nextMove = move < main.rowMoves.count ? main.rowMoves[move].to : nil
      let nextReload = reload < reloads.count ? reloads[reload] : nil
      if let nextInsert, nextMove.map({ nextInsert < $0 }) ?? true,
        nextReload.map({ nextInsert < $0 }) ?? true
      {
        // Rows known not to handle it are skipped, the others not asked a second time.
        let known = insertsKnown[insert]
        if known != false { event(.inserted, at: nextInsert, in: new, known: known, to: &events) }
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

  /// Calls `body` with each of `paths` of `content`, its section's rows and whether its row
  /// handles `event` when that is known without making it; the rows of a run of paths in one
  /// section are asked in one pass.
  private static func forEachRun(
    of paths: [RowPath], in content: ListContent, known event: RowEvent,
    _ body: (RowList, RowPath, Bool?) -> Void
  ) {
    paths.forEachSectionRun { section, run in
      let rows = content.sections[section].rows
      rows.forEachKnownHandling(event, at: run.lazy.map { $0.row }) { row, known in
        body(rows, RowPath(section: section, row: row), known)
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
