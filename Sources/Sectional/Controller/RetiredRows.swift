/// The rows of sections that changes removed rows from, kept so that rows a later change
/// brings back are known without being made: when a ``ForEach`` of `Equatable` elements shows
/// again an element equal to one an earlier content showed at the same offset of its collection
/// (a search cleared, a filter undone), what was learned of that row when it was made (its
/// height form and the events it handles, see ``MadeRowsMemo``) is the new row's too. The
/// change then makes only the rows the renderer shows, not every row that comes back.
///
/// Elements are compared, as the diff compares them to know which rows changed (a row function
/// that gives an equal element a different row breaks the diff already), and only at the same
/// offset: a filter's matches are the same collection every time, and no id is hashed. When both
/// contents hold the very same array (a search cleared gives back the whole collection), its
/// elements are the same at every offset and none is compared (see
/// ``ElementComparison/sharesElements``). A row whose element moved within its collection,
/// changed, or was never made is made as before.
///
/// Keeps the rows of the last ``generations`` changes that removed rows of each section (typing
/// a search removes rows at each letter; clearing it brings back rows of every generation), of
/// at most ``sectionLimit`` sections and ``rowLimit`` rows in all (past either, only the latest
/// list is kept): the lists hold their collections, which an app may have made anew for each
/// content.
///
/// - Complexity: O(sections with removed rows) per change to keep them; O(g) per row a change
///   inserts, for g generations kept of its section (a plain copy per run of rows from the very
///   same array).
struct RetiredRows {
  /// How many of a section's earlier row lists are kept.
  static let generations = 4
  /// The most sections whose rows are kept; past it, all are forgotten.
  static let sectionLimit = 1_024

  /// The most rows kept in all.
  let rowLimit: Int

  /// Each section's earlier row lists, by section id, the most recent first.
  private var donors: [ListID: [RowList]] = [:]
  /// The rows of all the lists kept.
  private var keptRows = 0

  /// Keeps nothing yet, and at most `rowLimit` rows.
  init(rowLimit: Int = 1_000_000) {
    self.rowLimit = rowLimit
  }

  /// The number of row lists kept, for tests.
  var count: Int { donors.values.reduce(0) { $0 + $1.count } }

  /// The number of rows in the lists kept, for tests.
  var rowCount: Int { keptRows }

  /// Keeps the rows of the sections `change` removes rows from, as `old` had them.
  ///
  /// - Parameters:
  ///   - change: The structural batch of a change.
  ///   - old: The content before it.
  mutating func retire(removedBy change: Changeset, from old: ListContent) {
    change.rowDeletes.forEachSectionRun { section, _ in keep(old.sections[section]) }
    for section in change.sectionDeletes { keep(old.sections[section]) }
  }

  private mutating func keep(_ section: Section) {
    let rows = section.rows
    guard rows.isLazy else { return }
    guard
      donors[section.id] != nil || donors.count < Self.sectionLimit,
      keptRows + rows.count <= rowLimit
    else {
      donors = [section.id: [rows]]
      keptRows = rows.count
      return
    }
    var lists = donors[section.id] ?? []
    keptRows -= lists.reduce(0) { $0 + $1.count }
    lists.removeAll { $0.isSameList(as: rows) }
    lists.insert(rows, at: 0)
    if lists.count > Self.generations { lists.removeLast() }
    keptRows += lists.reduce(0) { $0 + $1.count }
    donors[section.id] = lists
  }

  /// Gives the rows `change` inserts what was known of the kept rows of equal elements.
  ///
  /// - Parameter change: The structural batch of a change, with the content after it.
  func revive(insertedBy change: Changeset) {
    guard !donors.isEmpty else { return }
    let sections = change.content.sections
    change.rowInserts.forEachSectionRun { section, run in
      guard let lists = donors[sections[section].id] else { return }
      // The rows as runs of adjacent ones: a filter undone brings its rows back in a few.
      var ranges: [Range<Int>] = []
      for path in run {
        if let last = ranges.last, last.upperBound == path.row {
          ranges[ranges.count - 1] = last.lowerBound..<path.row + 1
        } else {
          ranges.append(path.row..<path.row + 1)
        }
      }
      revive(sections[section].rows, at: ranges, from: lists)
    }
    for section in change.sectionInserts {
      if let lists = donors[sections[section].id] {
        revive(sections[section].rows, at: [sections[section].rows.indices], from: lists)
      }
    }
  }

  /// A kept source, with what its memo knew when the change began.
  private struct Donor {
    var source: RowSource
    var facts: [UInt32]
  }

  /// The rows of `rows` in `ranges` (ascending), from the sources of `lists`.
  private func revive(_ rows: RowList, at ranges: [Range<Int>], from lists: [RowList]) {
    var donors: [Donor] = []
    for list in lists {
      for part in list.parts {
        guard case .source(let source) = part else { continue }
        let facts = source.memo.snapshot()
        if !facts.isEmpty { donors.append(Donor(source: source, facts: facts)) }
      }
    }
    guard !donors.isEmpty else { return }
    // The ranges split where parts end.
    var runs: [(part: Int, offsets: Range<Int>)] = []
    for range in ranges {
      rows.forEachPart(in: range) { part, offsets in runs.append((part, offsets)) }
    }
    let parts = rows.parts
    var batch: [(offset: Int, facts: UInt32)] = []
    var first = 0
    while first < runs.count {
      let part = runs[first].part
      var end = first + 1
      while end < runs.count && runs[end].part == part { end += 1 }
      defer { first = end }
      guard case .source(let source) = parts[part] else { continue }
      // Donors in order, the latest first: each gives only what no earlier one gave.
      for donor in donors {
        guard let comparison = source.elementComparison(with: donor.source) else { continue }
        for run in runs[first..<end] {
          let elements =
            (source.start + run.offsets.lowerBound)..<(source.start + run.offsets.upperBound)
          if comparison.sharesElements {
            // The same element at each offset: its facts, with nothing compared.
            source.memo.adopt(elements, from: donor.facts)
            continue
          }
          // Elements compared outside the memo's lock, in a plain loop over locals.
          batch.removeAll(keepingCapacity: true)
          let (start, donorStart, equal) = (source.start, donor.source.start, comparison.equal)
          donor.facts.withUnsafeBufferPointer { facts in
            for element in elements.clamped(to: 0..<facts.count)
            where MadeRowsMemo.isKnown(facts[element])
              && equal(element - start, element - donorStart)
            {
              batch.append((element, facts[element]))
            }
          }
          source.memo.adopt(batch)
        }
      }
    }
  }
}
