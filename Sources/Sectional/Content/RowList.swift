import Foundation

/// The rows of a ``Section``, in order: rows you built, rows a ``ForEach`` makes from its data
/// only when they are read, or both.
///
/// `RowList` is a random-access, mutable, range-replaceable collection of ``Row``, so a
/// section's rows read and change as an array's do:
///
/// ```swift
/// var section = Section(id: "main") {
///   Row(id: "first", TextItem("First"))
///   ForEach(products, id: \.id) { product in
///     Row(id: product.id, TextItem(product.name))
///   }
/// }
/// let first = section.rows[0]  // the row built above
/// let second = section.rows[1]  // made now, from products[0]
/// section.rows.append(Row(id: "last", TextItem("Last")))
/// ```
///
/// Rows a ``ForEach`` stands for are made each time they are read, by its row function, from
/// its element: the diff, validation and id lookups read the elements' ids instead, so content
/// of a million such rows costs what its data costs. What a made row handles is remembered for
/// as long as the content is shown, so that a change that removes or inserts thousands of rows
/// makes none of them again to ask about an event nobody handles. Changing the list (setting,
/// inserting or removing rows) keeps the rest of it lazy: the data is split around the change.
///
/// - Complexity: Reading a row is O(1) for built rows, and O(log p) plus one call of the row
///   function for p parts (built runs and `ForEach`es) otherwise. Changing rows is the array's
///   cost for built rows, and O(p + k) for k new rows otherwise.
public struct RowList: Sendable {
  /// The rows: an array of built rows (what the builders make without a ``ForEach``) or parts.
  @usableFromInline
  enum Storage: Sendable {
    case rows([Row])
    case parts(RowParts)
  }

  @usableFromInline var storage: Storage

  /// Creates an empty list.
  @inlinable
  public init() {
    storage = .rows([])
  }

  /// Creates a list of built rows.
  ///
  /// - Parameter rows: The rows, in order.
  @inlinable
  public init(_ rows: [Row]) {
    storage = .rows(rows)
  }

  /// Creates a list of the rows of `forEach`, made when they are read.
  ///
  /// - Parameter forEach: The data and the row function.
  public init(_ forEach: ForEach) {
    self.init(parts: [.source(forEach.source)])
  }

  /// A list of `parts`: built rows when that is all they are.
  init(parts: [RowPart]) {
    let parts = parts.filter { $0.count > 0 }
    if parts.allSatisfy(\.isBuilt) {
      storage = .rows(parts.flatMap(\.builtRows))
    } else {
      storage = .parts(RowParts(parts))
    }
  }

  /// The parts of the list, in order (one part of built rows for a list of built rows).
  var parts: [RowPart] {
    switch storage {
    case .rows(let rows): rows.isEmpty ? [] : [.rows(rows)]
    case .parts(let parts): parts.parts
    }
  }

  /// Whether the list is one ``ForEach`` source (a row's index is its offset in it).
  var isOneSource: Bool {
    guard case .parts(let parts) = storage, parts.parts.count == 1 else { return false }
    if case .source = parts.parts[0] { return true }
    return false
  }

  /// Whether the list has an ``Outline``'s rows.
  package var hasOutline: Bool {
    guard case .parts(let parts) = storage else { return false }
    return parts.parts.contains {
      if case .source(let source) = $0 { return source.outline != nil }
      return false
    }
  }

  /// The list with the rows in `range` replaced by `part`.
  func replacing(_ range: Range<Int>, with part: RowPart) -> RowList {
    switch storage {
    case .rows(let rows): RowList(parts: RowParts([.rows(rows)]).replacing(range, with: part))
    case .parts(let parts): RowList(parts: parts.replacing(range, with: part))
    }
  }

  /// Whether the list has a part made on demand.
  var isLazy: Bool {
    if case .parts = storage { return true }
    return false
  }

  /// Whether `other` is the very same storage: then both hold the same rows.
  ///
  /// A section value kept and shown again (as ``SectionMemo`` hands back) shares its rows'
  /// storage with the one shown, and ``ListController/update(to:)`` skips its rows without
  /// reading them. Rows that are equal but were built again do not share. Empty lists never
  /// share (there is nothing to skip).
  ///
  /// ```swift
  /// let kept = section.rows
  /// let shared = kept.sharesStorage(with: section.rows)  // true
  /// ```
  ///
  /// - Parameter other: Another list.
  /// - Complexity: O(1).
  public func sharesStorage(with other: RowList) -> Bool {
    switch (storage, other.storage) {
    case (.rows(let first), .rows(let second)):
      guard !first.isEmpty, first.count == second.count else { return false }
      return first.withUnsafeBufferPointer { a in
        second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
      }
    case (.parts(let first), .parts(let second)): return first === second
    default: return false
    }
  }

  /// The id of the row at `index`, read without making the row.
  ///
  /// - Parameter index: A valid index.
  package func id(at index: Int) -> ListID {
    switch storage {
    case .rows(let rows): rows[index].id
    case .parts(let parts): parts.id(at: index)
    }
  }

  /// The part holding row `index` (0 for built rows) and the row's offset in it.
  func locate(_ index: Int) -> (part: Int, offset: Int) {
    switch storage {
    case .rows: (0, index)
    case .parts(let parts): parts.locate(index)
    }
  }

  /// Part `index` of the list (see ``locate(_:)``).
  func part(_ index: Int) -> RowPart {
    switch storage {
    case .rows(let rows): .rows(rows)
    case .parts(let parts): parts.parts[index]
    }
  }

  /// The height of the row at `index`, without making it when its ``ForEach`` gives every row's
  /// height (see ``ForEach/height(_:)``).
  ///
  /// - Parameter index: A valid index.
  package func height(at index: Int) -> RowHeight {
    switch storage {
    case .rows(let rows): return rows[index].height
    case .parts(let parts):
      let (part, offset) = parts.locate(index)
      switch parts.parts[part] {
      case .rows(let rows): return rows[offset].height
      case .source(let source): return source.height(at: offset)
      }
    }
  }

  /// Calls `body` with the height of each row of `range`, in order (see ``height(at:)``), and
  /// `automatic` with the count of each run of rows whose height is automatic with no estimate
  /// (most rows; a filter undone inserts thousands) in their place: built rows are read in
  /// place, and a ``ForEach``'s memo once for the run, not once per row.
  ///
  /// - Complexity: O(range.count + log p) for p parts, plus the rows made.
  func forEachHeight(
    in range: Range<Int>, automatic: (_ count: Int) -> Void, _ body: (RowHeight) -> Void
  ) {
    /// Built rows: their forms read in place, each run of automatic ones handed over whole.
    func built(_ rows: [Row], _ offsets: Range<Int>) {
      rows.withUnsafeBufferPointer { rows in
        var run = 0
        for offset in offsets {
          if rows[offset].heightForm == .automatic {
            run += 1
            continue
          }
          if run > 0 { automatic(run) }
          run = 0
          body(rows[offset].height)
        }
        if run > 0 { automatic(run) }
      }
    }
    switch storage {
    case .rows(let rows):
      built(rows, range)
    case .parts(let parts):
      forEachPart(in: range) { part, offsets in
        switch parts.parts[part] {
        case .rows(let rows): built(rows, offsets)
        case .source(let source): source.forEachHeight(in: offsets, automatic: automatic, body)
        }
      }
    }
  }

  /// Calls `body`, in order, with each part that `range` (valid rows) covers, as its index in
  /// ``parts`` and the offsets of `range` in it: a list of built rows is one part.
  ///
  /// - Complexity: O(k log p) for k parts covered of p.
  func forEachPart(in range: Range<Int>, _ body: (_ part: Int, _ offsets: Range<Int>) -> Void) {
    guard case .parts(let parts) = storage else {
      if !range.isEmpty { body(0, range) }
      return
    }
    var index = range.lowerBound
    while index < range.upperBound {
      let (part, offset) = parts.locate(index)
      let end = Swift.min(range.upperBound, parts.starts[part + 1])
      body(part, offset..<offset + (end - index))
      index = end
    }
  }

  /// Calls `body` with the id of every row, in order, without making the rows.
  func forEachID(_ body: (ListID) -> Void) {
    switch storage {
    case .rows(let rows):
      for row in rows { body(row.id) }
    case .parts(let parts):
      let ids = parts.ids()
      for index in 0..<ids.count { body(ids.base[index]) }
    }
  }

  /// The index of the row with `id`, read from the ids (no row is made), or `nil`.
  ///
  /// - Complexity: O(n).
  func firstIndex(ofID id: ListID) -> Int? {
    switch storage {
    case .rows(let rows): return rows.firstIndex { $0.id == id }
    case .parts(let parts):
      // The ids the diff keeps (made now if no diff needed them yet).
      let ids = parts.ids()
      for index in 0..<ids.count where ids.base[index] == id { return index }
      return nil
    }
  }

  /// Calls `body` with the rows in one buffer: in place for built rows, made for the call
  /// otherwise (every row of a ``ForEach`` part is made: keep this off paths that must stay
  /// lazy).
  func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<Row>) throws -> Result
  ) rethrows -> Result {
    switch storage {
    case .rows(let rows): return try rows.withUnsafeBufferPointer(body)
    case .parts: return try Array(self).withUnsafeBufferPointer(body)
    }
  }

  /// Runs `body` on the built rows in place: the array is moved out of the enum first, so that
  /// it stays uniquely referenced and changes without a copy.
  @inlinable
  mutating func mutateRows<Result>(_ body: (inout [Row]) -> Result) -> Result? {
    guard case .rows(var rows) = storage else { return nil }
    storage = .rows([])
    defer { storage = .rows(rows) }
    return body(&rows)
  }
}

extension RowList {
  /// The row at `position` when it handles `event`, else `nil`: a built row is looked at in
  /// place, and copied only when it handles the event (a change that removes 1,960 rows asks
  /// this of each of them, and most handle nothing); a row of a ``ForEach`` is made.
  ///
  /// - Parameters:
  ///   - position: A valid index.
  ///   - event: The event.
  /// - Complexity: O(1) for a built row; a row of a ``ForEach`` costs what reading it costs.
  func row(at position: Int, ifItHandles event: RowEvent) -> Row? {
    switch storage {
    case .rows(let rows):
      let handles = rows.withUnsafeBufferPointer { $0[position].handles(event) }
      return handles ? rows[position] : nil
    case .parts(let parts):
      let (part, offset) = parts.locate(position)
      switch parts.parts[part] {
      case .rows(let rows):
        let handles = rows.withUnsafeBufferPointer { $0[offset].handles(event) }
        return handles ? rows[offset] : nil
      case .source(let source):
        if source.knownHandling(event, at: offset) == false { return nil }
        let row = source.row(at: offset)
        return row.handles(event) ? row : nil
      }
    }
  }

  /// The row at `index` when it was built (not a ``ForEach``'s, which is made only when
  /// something needs it); `nil` otherwise.
  ///
  /// - Parameter index: A valid index.
  /// - Complexity: O(log p) for p parts.
  package func builtRow(at index: Int) -> Row? {
    switch storage {
    case .rows(let rows): return rows[index]
    case .parts(let parts):
      let (part, offset) = parts.locate(index)
      guard case .rows(let rows) = parts.parts[part] else { return nil }
      return rows[offset]
    }
  }

  /// Calls `body`, in order, with the index of each of `paths` (rows of this list, ascending)
  /// whose row is not known to ignore `event`, and whether it handles it (`nil`: unknown, a
  /// ``ForEach`` row never made). Rows known not to handle it are skipped in a plain loop over
  /// the part they are in: built rows read in place, a ``ForEach``'s memo read once (a filter
  /// asks about thousands of rows, and most handle nothing).
  ///
  /// - Complexity: O(k + p log p) for k paths in p parts.
  func forEachPossiblyHandling(
    _ event: RowEvent, atRowsOf paths: ArraySlice<RowPath>,
    _ body: (_ index: Int, _ handles: Bool?) -> Void
  ) {
    guard !paths.isEmpty else { return }
    // A built row answers from its inline bits when the event has one (a change's events do).
    let inline = Row.inlineBit(event)
    func handles(_ row: borrowing Row) -> Bool {
      inline != 0 ? row.inlineEvents & inline != 0 : row.handles(event)
    }
    // The rows read in place from the paths (index `i` of `paths` is `positions[i].row`).
    paths.withUnsafeBufferPointer { positions in
      switch storage {
      case .rows(let rows):
        rows.withUnsafeBufferPointer { rows in
          // A path past the rows (none from a diff) is skipped, never read.
          for index in positions.indices
          where rows.indices.contains(positions[index].row) && handles(rows[positions[index].row]) {
            body(index, true)
          }
        }
      case .parts(let parts):
        var index = 0
        while index < positions.count {
          let (part, _) = parts.locate(positions[index].row)
          let range = parts.starts[part]..<parts.starts[part + 1]
          var end = index + 1
          while end < positions.count && range.contains(positions[end].row) { end += 1 }
          defer { index = end }
          switch parts.parts[part] {
          case .rows(let rows):
            rows.withUnsafeBufferPointer { rows in
              for at in index..<end where handles(rows[positions[at].row - range.lowerBound]) {
                body(at, true)
              }
            }
          case .source(let source):
            let facts = source.memo.snapshot()
            guard !facts.isEmpty else {
              for at in index..<end { body(at, nil) }
              continue
            }
            let first = source.start - range.lowerBound
            let bit = RowHandlers.bit(event)
            facts.withUnsafeBufferPointer { facts in
              for at in index..<end {
                let offset = first + positions[at].row
                let known = facts.indices.contains(offset) ? facts[offset] : 0
                if !MadeRowsMemo.isKnown(known) {
                  body(at, nil)
                } else if known & bit != 0 {
                  body(at, true)
                }
              }
            }
          }
        }
      }
    }
  }

  /// Whether `other` is this very list of parts (not only a list of equal rows).
  ///
  /// - Complexity: O(1).
  func isSameList(as other: RowList) -> Bool {
    guard case .parts(let mine) = storage, case .parts(let theirs) = other.storage else {
      return false
    }
    return mine === theirs
  }

  /// Whether the row at `position` handles `event`, when that is known without making it:
  /// always for a built row, and for a row of a ``ForEach`` once a reading made it; `nil`
  /// otherwise.
  ///
  /// - Parameters:
  ///   - position: A valid index.
  ///   - event: The event.
  /// - Complexity: O(1) for a built row; O(log p) for p parts otherwise.
  func knownHandling(_ event: RowEvent, at position: Int) -> Bool? {
    switch storage {
    case .rows(let rows):
      return rows.withUnsafeBufferPointer { $0[position].handles(event) }
    case .parts(let parts):
      let (part, offset) = parts.locate(position)
      switch parts.parts[part] {
      case .rows(let rows): return rows.withUnsafeBufferPointer { $0[offset].handles(event) }
      case .source(let source): return source.knownHandling(event, at: offset)
      }
    }
  }
}

extension RowList: RandomAccessCollection, MutableCollection {
  /// The position of the first row: always 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// The position after the last row: the number of rows.
  @inlinable
  public var endIndex: Int {
    switch storage {
    case .rows(let rows): rows.count
    case .parts(let parts): parts.count
    }
  }

  /// Calls `body` with the rows in place when every row is built; `nil` otherwise.
  ///
  /// - Parameter body: Reads the rows.
  @inlinable
  public func withContiguousStorageIfAvailable<Result>(
    _ body: (UnsafeBufferPointer<Row>) throws -> Result
  ) rethrows -> Result? {
    guard case .rows(let rows) = storage else { return nil }
    return try rows.withUnsafeBufferPointer(body)
  }

  /// The row at `position`; reading a row of a ``ForEach`` part makes it.
  ///
  /// - Parameter position: A valid index.
  @inlinable
  public subscript(position: Int) -> Row {
    get {
      switch storage {
      case .rows(let rows): rows[position]
      case .parts(let parts): parts.row(at: position)
      }
    }
    set {
      if mutateRows({ $0[position] = newValue }) == nil {
        replaceSubrange(position..<position + 1, with: CollectionOfOne(newValue))
      }
    }
  }
}

extension RowList: RangeReplaceableCollection {
  /// Replaces the rows in `subrange` with `newElements`. Parts made on demand outside
  /// `subrange` stay so.
  ///
  /// - Parameters:
  ///   - subrange: The positions to replace.
  ///   - newElements: The rows to put there.
  /// - Complexity: The array's for built rows; O(p + k) for p parts and k new rows otherwise.
  public mutating func replaceSubrange<C: Collection>(
    _ subrange: Range<Int>, with newElements: C
  ) where C.Element == Row {
    if mutateRows({ $0.replaceSubrange(subrange, with: newElements) }) != nil { return }
    guard case .parts(let parts) = storage else { return }
    self = RowList(parts: parts.replacing(subrange, with: Array(newElements)))
  }

  /// Reserves room for `minimumCapacity` built rows.
  ///
  /// - Parameter minimumCapacity: The number of rows to make room for.
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    _ = mutateRows { $0.reserveCapacity(minimumCapacity) }
  }

  /// Adds `row` at the end.
  ///
  /// - Parameter row: A row.
  /// - Complexity: Amortized O(1) for built rows.
  @inlinable
  public mutating func append(_ row: Row) {
    if mutateRows({ $0.append(row) }) == nil {
      replaceSubrange(endIndex..<endIndex, with: CollectionOfOne(row))
    }
  }
}

extension RowList: ExpressibleByArrayLiteral {
  /// Creates a list of built rows.
  ///
  /// - Parameter rows: The rows, in order.
  @inlinable
  public init(arrayLiteral rows: Row...) {
    self.init(rows)
  }
}

/// The parts of a lazy ``RowList``: runs of built rows and ``ForEach`` sources, with the index
/// of each part's first row. Immutable and shared, so that a kept section is recognised by the
/// identity of its parts.
@usableFromInline
final class RowParts: Sendable {
  /// The parts, none empty.
  let parts: [RowPart]
  /// `starts[p]`: the index of part `p`'s first row; the last entry is the row count.
  let starts: [Int]
  /// The ids of the rows, made the first time the diff or the validation needs them, then kept
  /// (the content shown now is the old content of the next update).
  private let idCache = IDCache()

  init(_ parts: [RowPart]) {
    self.parts = parts
    var starts: [Int] = []
    starts.reserveCapacity(parts.count + 1)
    var count = 0
    for part in parts {
      starts.append(count)
      count += part.count
    }
    starts.append(count)
    self.starts = starts
  }

  /// The number of rows.
  @usableFromInline
  var count: Int { starts[starts.count - 1] }

  /// The part holding row `index` and the row's offset in it.
  func locate(_ index: Int) -> (part: Int, offset: Int) {
    var low = 0
    var high = parts.count - 1
    while low < high {
      let middle = (low + high + 1) >> 1
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low, index - starts[low])
  }

  /// The row at `index`, made when its part is a source.
  @usableFromInline
  func row(at index: Int) -> Row {
    let (part, offset) = locate(index)
    return parts[part].row(at: offset)
  }

  /// The id of the row at `index`, without making the row.
  func id(at index: Int) -> ListID {
    let (part, offset) = locate(index)
    return parts[part].id(at: offset)
  }

  /// The ids of the rows, in order: made from the parts once (no row is made), then shared.
  ///
  /// - Complexity: O(n) the first time, O(1) after.
  func ids() -> IDBuffer {
    idCache.buffer { IDBuffer(parts: parts, count: count) }
  }

  /// The parts with the rows in `range` replaced by `rows`.
  func replacing(_ range: Range<Int>, with rows: [Row]) -> [RowPart] {
    replacing(range, with: .rows(rows))
  }

  /// The parts with the rows in `range` replaced by `replacement`.
  func replacing(_ range: Range<Int>, with replacement: RowPart) -> [RowPart] {
    var result: [RowPart] = []
    for (index, part) in parts.enumerated() {
      let start = starts[index]
      let end = starts[index + 1]
      if start < range.lowerBound {
        result.append(part.slice(0..<(min(end, range.lowerBound) - start)))
      }
      if start <= range.lowerBound && range.lowerBound < end
        || range.lowerBound == end && index == parts.count - 1
      {
        result.append(replacement)
      }
      if end > range.upperBound {
        result.append(part.slice((max(start, range.upperBound) - start)..<(end - start)))
      }
    }
    if parts.isEmpty { result.append(replacement) }
    return result
  }
}

/// A run of built rows or a ``ForEach``'s source of rows.
@usableFromInline
enum RowPart: Sendable {
  case rows([Row])
  case source(RowSource)

  var count: Int {
    switch self {
    case .rows(let rows): rows.count
    case .source(let source): source.count
    }
  }

  var isBuilt: Bool {
    if case .rows = self { return true }
    return false
  }

  var builtRows: [Row] {
    switch self {
    case .rows(let rows): rows
    case .source(let source): (0..<source.count).map(source.row(at:))
    }
  }

  func row(at offset: Int) -> Row {
    switch self {
    case .rows(let rows): rows[offset]
    case .source(let source): source.row(at: offset)
    }
  }

  func id(at offset: Int) -> ListID {
    switch self {
    case .rows(let rows): rows[offset].id
    case .source(let source): source.id(at: offset)
    }
  }

  /// The rows at `offsets` of the part, as a part.
  func slice(_ offsets: Range<Int>) -> RowPart {
    switch self {
    case .rows(let rows): .rows(Array(rows[offsets]))
    case .source(let source): .source(source.slice(offsets))
    }
  }
}

/// Ids in one allocation that never moves, so that the diff reads them in place; immutable once
/// made.
final class IDBuffer: @unchecked Sendable {
  /// The first id.
  let base: UnsafeMutablePointer<ListID>
  /// The number of ids.
  let count: Int

  /// The ids of the rows of `parts`, `count` in all, made from them in order.
  init(parts: [RowPart], count: Int) {
    base = UnsafeMutablePointer<ListID>.allocate(capacity: max(count, 1))
    var next = base
    for part in parts {
      switch part {
      case .rows(let rows):
        for row in rows {
          next.initialize(to: row.id)
          next += 1
        }
      case .source(let source):
        source.makeIDs(source.start..<source.start + source.count, next)
        next += source.count
      }
    }
    self.count = next - base
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }
}

/// Where a ``RowParts`` keeps its ids once made: a lock guards the one write, as contents are
/// values that any thread may diff.
final class IDCache: @unchecked Sendable {
  private let lock = NSLock()
  private var made: IDBuffer?

  /// The kept buffer, or the one `make` makes, kept.
  func buffer(_ make: () -> IDBuffer) -> IDBuffer {
    lock.lock()
    defer { lock.unlock() }
    if let made { return made }
    let buffer = make()
    made = buffer
    return buffer
  }
}
