/// The sectioned diff behind ``StagedChangeset/init(from:to:)``, in four phases:
///
/// 1. ``matchSections(_:_:)`` and ``matchRows(_:_:sections:)`` pair sections, then rows, by id
///    through one ``IdentityTable`` each (linear time), finding duplicate ids on the way and what
///    happens to every new row (its ``Fate``).
/// 2. ``placeRows(_:_:)`` and ``placeSections(_:)`` keep minimal moves: rows that stay in the
///    same section keep the longest increasing subsequence of their old positions in place and
///    the others move; rows that change section move; sections that survive keep the longest
///    increasing subsequence of their old indexes and the others move.
/// 3. ``structuralBatch(_:_:sections:rows:placement:)`` builds the first stage: deletes,
///    inserts, moves, and the reloads UIKit allows in the same batch (a row whose id survives with
///    a different component, a section whose header, footer or style changed).
/// 4. ``reloadBatch(_:_:sections:rows:batches:)`` builds the second stage when needed: a row
///    that moves and changes, any row reload in a batch that moves sections, and a reloaded
///    section that also moves or whose rows move, come or go are reloaded there, at their new
///    positions, while the first stage shows their old components.
///
/// A row that leaves a deleted section, or joins an inserted one, is deleted and inserted: UIKit
/// cannot move a row out of a section it deletes or into one it inserts in the same batch.
///
/// The diff returns changes only; ``events(of:from:to:)`` derives the row events a controller
/// dispatches from them.
enum SectionedDiff {
  /// What happened to a row of the new content, one byte a row.
  enum Fate {
    /// The row belongs to an inserted section.
    static let inInsertedSection: UInt8 = 0
    /// The row is inserted.
    static let inserted: UInt8 = 1
    /// The row keeps its place in the same section.
    static let stays: UInt8 = 2
    /// The row moves (within its section or from another surviving section).
    static let moves: UInt8 = 3
    /// Flag: the row's component changed.
    static let changed: UInt8 = 0x10
    /// The fate without the flag.
    static let kind: UInt8 = 0x0F
  }

  /// The two stages of a diff: the structural batch and the reload batch after it (either may
  /// be empty).
  struct Stages {
    /// Deletes, inserts, moves and the reloads allowed beside them.
    var structural: Changeset
    /// The reloads that must follow the structural batch.
    var reloads: Changeset

    /// The stages as a renderer applies them, without empty ones.
    var changes: StagedChangeset { StagedChangeset([structural, reloads]) }
  }

  /// Diffs `old` against `new`.
  ///
  /// - Parameters:
  ///   - old: The content shown now.
  ///   - new: The content to show.
  /// - Throws: ``ContentError`` when either content repeats an id.
  static func stages(from old: ListContent, to new: ListContent) throws(ContentError) -> Stages {
    let sections = matchSections(old, new)
    var rows = matchRows(old, new, sections: sections)
    if sections.hasDuplicate || rows.hasDuplicate {
      try new.validate()
      try old.validate()
    }
    var placement = placeRows(&rows, sections)
    placeSections(sections, into: &placement)
    let structural = structuralBatch(
      old, new, sections: sections, rows: rows, placement: placement)
    return reloadBatch(old, new, sections: sections, rows: rows, batches: structural)
  }
}
