/// The row ids of a content's sections, as the diff and the validation read them: a section of
/// built rows is read in place; the ids of a section with ``ForEach`` parts are made once from
/// the elements (no row is made) and kept by its parts (see ``RowParts/ids()``).
final class RowIDs {
  /// `columns[s]`: the ids of section `s`'s rows, read in place.
  private let columns: ContiguousArray<IDColumn>
  /// `built[s]`: the first of section `s`'s rows when they are built (`nil` for a section with
  /// parts made on demand; it may be `nil` for an empty section too).
  private let built: ContiguousArray<UnsafePointer<Row>?>
  /// The buffers and arrays `columns` and `built` point into, kept alive (and, being held here
  /// and never mutated, in place) while this object is.
  private let buffers: [IDBuffer]
  private let arrays: [[Row]]

  /// Reads (or makes) the ids of `sections`' rows.
  ///
  /// Each section's storage is resolved here, once: the diff then reads a row's id (or the row)
  /// with one load per access, instead of binding the section's storage for every paired row.
  ///
  /// - Complexity: O(1) for each section of built rows, and for each section with parts whose
  ///   ids were made before; one id made per row of the others.
  init(_ sections: [Section]) {
    var columns = ContiguousArray<IDColumn>()
    var built = ContiguousArray<UnsafePointer<Row>?>()
    columns.reserveCapacity(sections.count)
    built.reserveCapacity(sections.count)
    var buffers: [IDBuffer] = []
    var arrays: [[Row]] = []
    for section in sections {
      switch section.rows.storage {
      case .parts(let parts):
        let buffer = parts.ids()
        buffers.append(buffer)
        columns.append(IDColumn(UnsafeRawPointer(buffer.base), stride: MemoryLayout<ListID>.stride))
        built.append(nil)
      case .rows(let rows):
        arrays.append(rows)
        // The array is held in `arrays` from here on and never mutated, so its storage stays
        // where it is for this object's life.
        let base = rows.withUnsafeBufferPointer { $0.baseAddress }
        columns.append(
          IDColumn(
            base.map { UnsafeRawPointer($0) + IDColumn.idOffset }, stride: MemoryLayout<Row>.stride)
        )
        built.append(base)
      }
    }
    self.columns = columns
    self.built = built
    self.buffers = buffers
    self.arrays = arrays
  }

  /// The ids of section `s`'s rows, read in place.
  @inline(__always)
  func ids(ofSection s: Int) -> IDColumn {
    columns[s]
  }

  /// Section `s`'s rows in place when they are built; `nil` for a section with parts made on
  /// demand, and possibly for an empty one (which has no row to read).
  @inline(__always)
  func builtRows(ofSection s: Int) -> UnsafePointer<Row>? {
    built[s]
  }
}

/// Ids read in place, at a stride: the ids of rows in an array of rows, or an array of ids.
struct IDColumn {
  /// Where the first id is; `nil` only for an empty column.
  private let base: UnsafeRawPointer?
  private let stride: Int

  /// Where a row's id lies in the row.
  static let idOffset = MemoryLayout<Row>.offset(of: \Row.id) ?? 0

  init(_ base: UnsafeRawPointer?, stride: Int) {
    self.base = base
    self.stride = stride
  }

  /// The id at `index`, read in place; `index` must be within the column.
  @inline(__always)
  subscript(index: Int) -> ListID {
    unsafeAddress {
      // Non-nil: a column with an index in it is not empty.
      base.unsafelyUnwrapped.advanced(by: index &* stride).assumingMemoryBound(to: ListID.self)
    }
  }
}

/// Whether paired rows show the same thing when either comes from a list with parts made on
/// demand: equal elements of two ``ForEach`` sources over `Equatable` elements show the same
/// thing; otherwise both rows are made and compared, as built rows are.
package struct PartsComparer {
  private var key = (old: -1, oldPart: -1, new: -1, newPart: -1)
  private var compare: ((Int, Int) -> Bool)?

  /// A comparer that has compared nothing yet.
  package init() {}

  /// Whether a row of `new` shows the same thing as a row of `old` when their elements are
  /// equal, as a function of the new row and the old one, when each list is one ``ForEach`` of
  /// `Equatable` elements of one type; `nil` otherwise (ask ``same``). The diff takes it once
  /// for a pair of sections and calls it for each paired row: read from a comparer kept in a
  /// variable, a closure is retained and released around every call.
  static func elementComparison(old: RowList, new: RowList) -> ((Int, Int) -> Bool)? {
    guard old.isOneSource, new.isOneSource, case .source(let before) = old.part(0),
      case .source(let after) = new.part(0)
    else { return nil }
    return after.elementComparator(with: before)
  }

  /// Whether row `k` of `old` (section `s`) and row `r` of `new` (section `t`) show the same
  /// thing.
  package mutating func same(
    _ old: RowList, section s: Int, row k: Int, _ new: RowList, section t: Int, row r: Int
  ) -> Bool {
    // Built rows on both sides: compared where they are, not copied out.
    if case .rows(let before) = old.storage, case .rows(let after) = new.storage,
      before.indices.contains(k), after.indices.contains(r)
    {
      return before.withUnsafeBufferPointer { before in
        after.withUnsafeBufferPointer { after in before[k].hasSameContent(as: after[r]) }
      }
    }
    let (oldPart, oldOffset) = old.locate(k)
    let (newPart, newOffset) = new.locate(r)
    if key != (s, oldPart, t, newPart) {
      key = (s, oldPart, t, newPart)
      if case .source(let before) = old.part(oldPart), case .source(let after) = new.part(newPart) {
        compare = after.elementComparator(with: before)
      } else {
        compare = nil
      }
    }
    // The parts are read again only when the elements differ (or cannot be compared).
    if compare?(newOffset, oldOffset) == true { return true }
    let oldSource = old.part(oldPart)
    let newSource = new.part(newPart)
    return oldSource.row(at: oldOffset).hasSameContent(as: newSource.row(at: newOffset))
  }
}
