/// The row ids of a content's sections, as the diff and the validation read them: a section of
/// built rows is read in place; the ids of a section with ``ForEach`` parts are made once,
/// from the elements, into one buffer this object owns (no row is made).
final class RowIDs {
  /// `madeStart[s]`: where section `s`'s ids start in the buffer, or `-1` when its rows are
  /// built.
  private let madeStart: ContiguousArray<Int>
  /// The ids made for the sections with parts, section after section.
  private let made: UnsafeMutablePointer<ListID>
  private let madeCount: Int

  /// Reads (or makes) the ids of `sections`' rows.
  ///
  /// - Complexity: O(1) for each section of built rows; one id made per row of the others.
  init(_ sections: [Section]) {
    var madeStart = ContiguousArray<Int>(repeating: -1, count: sections.count)
    var count = 0
    for (s, section) in sections.enumerated() where section.rows.isLazy {
      madeStart[s] = count
      count += section.rows.count
    }
    made = UnsafeMutablePointer<ListID>.allocate(capacity: max(count, 1))
    var next = made
    for section in sections {
      guard case .parts(let parts) = section.rows.storage else { continue }
      for part in parts.parts {
        switch part {
        case .rows(let rows):
          for row in rows {
            next.initialize(to: row.id)
            next += 1
          }
        case .source(let source):
          for offset in 0..<source.count {
            next.initialize(to: source.id(at: offset))
            next += 1
          }
        }
      }
    }
    self.madeStart = madeStart
    madeCount = count
  }

  deinit {
    made.deinitialize(count: madeCount)
    made.deallocate()
  }

  /// Calls `body` with the ids of section `s`'s rows, and its rows in place when they are built
  /// (`nil` for a section with parts made on demand).
  ///
  /// - Parameters:
  ///   - sections: The sections this object was made from.
  ///   - s: A section index.
  @inline(__always)
  func withIDs<Result>(
    of sections: UnsafeBufferPointer<Section>, _ s: Int,
    _ body: (IDColumn, UnsafeBufferPointer<Row>?) -> Result
  ) -> Result {
    let start = madeStart[s]
    if start >= 0 {
      return body(
        IDColumn(UnsafeRawPointer(made + start), stride: MemoryLayout<ListID>.stride), nil)
    }
    return sections[s].rows.withUnsafeBufferPointer { rows in
      body(
        IDColumn(
          rows.baseAddress.map { UnsafeRawPointer($0) + IDColumn.idOffset },
          stride: MemoryLayout<Row>.stride), rows)
    }
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
struct PartsComparer {
  private var key = (old: -1, oldPart: -1, new: -1, newPart: -1)
  private var compare: ((Int, Int) -> Bool)?

  /// Whether row `k` of `old` (section `s`) and row `r` of `new` (section `t`) show the same
  /// thing.
  mutating func same(
    _ old: RowList, section s: Int, row k: Int, _ new: RowList, section t: Int, row r: Int
  ) -> Bool {
    let (oldPart, oldOffset) = old.locate(k)
    let (newPart, newOffset) = new.locate(r)
    let oldSource = old.part(oldPart)
    let newSource = new.part(newPart)
    if key != (s, oldPart, t, newPart) {
      key = (s, oldPart, t, newPart)
      if case .source(let before) = oldSource, case .source(let after) = newSource {
        compare = after.elementComparator(with: before)
      } else {
        compare = nil
      }
    }
    if let compare, compare(newOffset, oldOffset) { return true }
    return oldSource.row(at: oldOffset).hasSameContent(as: newSource.row(at: newOffset))
  }
}
