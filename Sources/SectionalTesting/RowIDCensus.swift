import Sectional

/// The row ids a table shows, kept from batch to batch, so that a batch that inserts a few rows
/// into a large list is checked for repeated ids in what it changes, not in the whole list.
///
/// Sound only after ``BatchUpdateValidator`` accepted the batch: then every row the batch
/// neither inserts nor deletes has the id of the row it came from, and the ids after the batch
/// are the ids before, less the deleted rows', plus the inserted rows'.
///
/// It holds the ids' stored hashes, a quarter of the ids' size, as the table's random probes
/// are what a batch pays for: two different ids with one hash (never seen in practice) are
/// not told apart, and the census gives up (the whole check then decides).
package struct RowIDCensus {
  private var ids: Set<Int>

  /// The ids of `content`, or `nil` when two of its rows' ids have one hash or two sections
  /// one id (it may repeat an id; its whole check names them). A batch the census follows
  /// keeps the sections and their ids, so they are checked here, once.
  ///
  /// - Complexity: O(n).
  package init?(_ content: ListContent) {
    var sections = Set<ListID>(minimumCapacity: content.sections.count)
    for section in content.sections where !sections.insert(section.id).inserted { return nil }
    var ids = Set<Int>(minimumCapacity: content.rowCount)
    for section in content.sections {
      let rows = section.rows
      for index in rows.indices where !ids.insert(rows.id(at: index).storedHash).inserted {
        return nil
      }
    }
    self.ids = ids
  }

  /// Whether the census can follow `batch`: it changes rows, not sections (a batch that
  /// inserts, deletes, reloads or moves a section is checked whole).
  static func follows(_ batch: Changeset) -> Bool {
    batch.sectionInserts.isEmpty && batch.sectionDeletes.isEmpty
      && batch.sectionReloads.isEmpty && batch.sectionMoves.isEmpty
  }

  /// Takes `batch` (accepted by the validator, and ``follows(_:)``) over `before`; returns
  /// `false` when an inserted row's id has the hash of another's (it may repeat it), leaving
  /// the census unusable.
  ///
  /// - Complexity: O(c) for c rows deleted and inserted.
  mutating func apply(_ batch: Changeset, before: ListContent) -> Bool {
    // A section's rows are taken once for a run of its paths, not once a path.
    batch.rowDeletes.forEachSectionRun { section, run in
      let rows = before.sections[section].rows
      for path in run { ids.remove(rows.id(at: path.row).storedHash) }
    }
    var unique = true
    batch.rowInserts.forEachSectionRun { section, run in
      guard unique else { return }
      let rows = batch.content.sections[section].rows
      for path in run where !ids.insert(rows.id(at: path.row).storedHash).inserted {
        unique = false
        return
      }
    }
    return unique
  }

  /// How many ids the census holds.
  package var count: Int { ids.count }
}
