/// Rows made from a collection, one per element, only when something reads them: the rows of a
/// large list.
///
/// Write it among a ``Section``'s rows, beside ordinary rows, where you would write a `for`
/// loop:
///
/// ```swift
/// Section(id: "catalog") {
///   Row(id: "summary", TextItem("\(products.count) products"))
///   ForEach(products, id: \.id) { product in
///     Row(id: product.id, TextItem(product.name, detail: product.price))
///   }
/// }
/// ```
///
/// A `for` loop makes every row each time the screen builds its content; a `ForEach` keeps
/// the collection and the row function. The diff, the validation of ids and lookups by id read
/// the ids straight from the elements, and when the elements are `Equatable` the diff compares
/// them to decide which rows to reload; a row is made only when one is needed: a row the list
/// shows, a row that changed (its old and new rows are compared, as for built rows), an event.
/// When a change brings back rows of `Equatable` elements that an earlier content showed (a
/// search cleared), what the list learned of them then (their height form, the events they
/// handle) still holds, and only the rows it shows are made.
/// Use it for lists of thousands of rows and more; for a few rows a `for` loop is as good.
///
/// The content behaves exactly as if the rows were built: the same ids, events, changes and
/// errors (a repeated id is reported at its positions). Two rules make that hold:
/// - The row's id is the element's id (`id:` or `Identifiable`); the id of the row the
///   function returns is replaced by it.
/// - The row function depends only on the element (and on values that do not change while the
///   content is shown): equal elements make rows that show the same thing.
///
/// - Complexity: Creating one is O(1); the diff reads each element's id once and compares
///   paired elements, so a rebuild makes only the rows that changed.
public struct ForEach: Sendable {
  /// The elements' ids and rows, by offset.
  @usableFromInline var source: RowSource

  /// Rows made from `data`, identified by the element's property at `id` (a key path such as
  /// `\.id`, which Swift turns into a function, or any function of the element).
  ///
  /// - Parameters:
  ///   - data: The elements, one row each, in order.
  ///   - id: Each element's id, usually a key path (`\.id`): the row's id.
  ///   - row: Makes an element's row; called only for the rows something reads.
  @inlinable
  public init<Data: RandomAccessCollection & Sendable, ID: Hashable & Sendable>(
    _ data: Data, id: @escaping @Sendable (Data.Element) -> ID,
    row: @escaping @Sendable (Data.Element) -> Row
  ) where Data.Element: Sendable {
    source = RowSource(data, id: id, row: row, comparator: { _, _ in nil })
  }

  /// Rows made from `data`, identified by the element's property at `id`; the diff compares
  /// elements to know which rows changed, and makes only those rows.
  ///
  /// - Parameters:
  ///   - data: The elements, one row each, in order.
  ///   - id: Each element's id, usually a key path (`\.id`): the row's id.
  ///   - row: Makes an element's row; called only for the rows something reads.
  @inlinable
  public init<Data: RandomAccessCollection & Sendable, ID: Hashable & Sendable>(
    _ data: Data, id: @escaping @Sendable (Data.Element) -> ID,
    row: @escaping @Sendable (Data.Element) -> Row
  ) where Data.Element: Sendable & Equatable {
    source = RowSource(data, id: id, row: row, comparator: RowSource.comparator(of: data))
  }

  /// Rows made from `data`, identified by each element's `id`.
  ///
  /// ```swift
  /// ForEach(messages) { message in Row(id: message.id, TextItem(message.subject)) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: The elements, one row each, in order.
  ///   - row: Makes an element's row; called only for the rows something reads.
  @inlinable
  public init<Data: RandomAccessCollection & Sendable>(
    _ data: Data, row: @escaping @Sendable (Data.Element) -> Row
  ) where Data.Element: Identifiable & Sendable, Data.Element.ID: Sendable {
    source = RowSource(data, id: { $0.id }, row: row, comparator: { _, _ in nil })
  }

  /// Rows made from `data`, identified by each element's `id`; the diff compares elements to
  /// know which rows changed, and makes only those rows.
  ///
  /// - Parameters:
  ///   - data: The elements, one row each, in order.
  ///   - row: Makes an element's row; called only for the rows something reads.
  @inlinable
  public init<Data: RandomAccessCollection & Sendable>(
    _ data: Data, row: @escaping @Sendable (Data.Element) -> Row
  ) where Data.Element: Identifiable & Sendable & Equatable, Data.Element.ID: Sendable {
    source = RowSource(data, id: { $0.id }, row: row, comparator: RowSource.comparator(of: data))
  }
}

extension ForEach {
  /// Gives every row `height`, known without making the rows: a layout built from scratch (the
  /// first time the list shows, a reload) then makes none of them, and places every row
  /// exactly before it is shown. (Without it, rows that a batch inserts are laid out at the
  /// renderer's estimate until shown, and a layout built from scratch makes each row once for
  /// its height.) The height the row function gives is replaced by it.
  ///
  /// ```swift
  /// ForEach(logLines, id: \.id) { line in Row(id: line.id, TextItem(line.text)) }
  ///   .height(.fixed(1))
  /// ```
  ///
  /// - Parameter height: The height of every row.
  /// - Returns: The rows with the height set.
  public func height(_ height: RowHeight) -> ForEach {
    var copy = self
    copy.source = source.slice(0..<source.count, height: height)
    return copy
  }
}

/// A ``ForEach``'s rows, by offset, through functions specialised where the `ForEach` was
/// written (its initializers are inlinable): no existential or generic call per row.
///
/// A class, so that a source is one reference: the lists, the diff and the layout read sources
/// by value many times per change, and a struct of six closures was six retains per copy.
@usableFromInline
final class RowSource: Sendable {
  /// The collection, for comparing elements with another source's (see ``comparator``).
  @usableFromInline let data: any Sendable
  /// The offset of the first row in the collection (a source split by an edit starts later).
  @usableFromInline let start: Int
  /// The number of rows.
  @usableFromInline let count: Int
  /// The id of the element at an offset of the collection.
  @usableFromInline let makeID: @Sendable (Int) -> ListID
  /// The ids of the elements at a range of offsets of the collection, written in order from a
  /// pointer to as many uninitialized ids: the diff reads every id of a source, and one call
  /// for them all runs the loop where the collection's type is known.
  @usableFromInline let makeIDs: @Sendable (Range<Int>, UnsafeMutablePointer<ListID>) -> Void
  /// The row of the element at an offset of the collection, with the element's id.
  @usableFromInline let makeRow: @Sendable (Int) -> Row
  /// Given this source's ``start`` and another source over the same type of collection whose
  /// elements are `Equatable`, how the elements of their rows compare; `nil` otherwise.
  @usableFromInline let comparator: Comparator
  /// The height of every row, when the ``ForEach`` gives one (see ``ForEach/height(_:)``).
  let height: RowHeight?
  /// What is known of the rows made so far (and of rows of equal elements made under an
  /// earlier content), by offset in the collection (shared with slices).
  let memo: MadeRowsMemo
  /// The outline whose visible rows these are, for an ``Outline``'s source.
  let outline: (any OutlineTree)?

  /// See ``comparator``.
  @usableFromInline
  typealias Comparator = @Sendable (_ start: Int, _ other: RowSource) -> ElementComparison?

  @usableFromInline
  convenience init(
    data: any Sendable, start: Int, count: Int, makeID: @escaping @Sendable (Int) -> ListID,
    makeIDs: @escaping @Sendable (Range<Int>, UnsafeMutablePointer<ListID>) -> Void,
    makeRow: @escaping @Sendable (Int) -> Row, comparator: @escaping Comparator,
    height: RowHeight? = nil, memo: MadeRowsMemo? = nil
  ) {
    self.init(
      data: data, start: start, count: count, makeID: makeID, makeIDs: makeIDs,
      makeRow: makeRow, comparator: comparator, height: height, memo: memo, outline: nil)
  }

  /// A source of rows; an ``Outline``'s when `outline` is not `nil`.
  init(
    data: any Sendable, start: Int, count: Int, makeID: @escaping @Sendable (Int) -> ListID,
    makeIDs: @escaping @Sendable (Range<Int>, UnsafeMutablePointer<ListID>) -> Void,
    makeRow: @escaping @Sendable (Int) -> Row, comparator: @escaping Comparator,
    height: RowHeight?, memo: MadeRowsMemo?, outline: (any OutlineTree)?
  ) {
    self.outline = outline
    self.height = height
    self.memo = memo ?? MadeRowsMemo(count: start + count)
    self.data = data
    self.start = start
    self.count = count
    self.makeID = makeID
    self.makeIDs = makeIDs
    self.makeRow = makeRow
    self.comparator = comparator
  }

  /// The source of `data`'s rows.
  @inlinable
  convenience init<Data: RandomAccessCollection & Sendable, ID: Hashable & Sendable>(
    _ data: Data, id: @escaping @Sendable (Data.Element) -> ID,
    row: @escaping @Sendable (Data.Element) -> Row, comparator: @escaping Comparator
  ) where Data.Element: Sendable {
    self.init(
      data: data, start: 0, count: data.count,
      makeID: { ListID(id(data[data.index(data.startIndex, offsetBy: $0)])) },
      makeIDs: { offsets, ids in
        let keys = ListID.hashKeys
        var index = data.index(data.startIndex, offsetBy: offsets.lowerBound)
        for offset in 0..<offsets.count {
          (ids + offset).initialize(to: ListID(id(data[index]), hashKeys: { keys }))
          data.formIndex(after: &index)
        }
      },
      makeRow: { offset in
        let element = data[data.index(data.startIndex, offsetBy: offset)]
        var made = row(element)
        made.id = ListID(id(element))
        return made
      },
      comparator: comparator)
  }

  /// The comparator of a source over `data`: `==` on the elements, specialised for `Data`
  /// where the `ForEach` was written. Two sources over the very same storage (an array given
  /// again, as a search cleared gives back the whole collection) hold equal elements at equal
  /// offsets, which are not compared (see ``ElementComparison/sharesElements``).
  @inlinable
  static func comparator<Data: RandomAccessCollection & Sendable>(of data: Data) -> Comparator
  where Data.Element: Equatable {
    { start, other in
      guard let otherData = other.data as? Data else { return nil }
      let otherStart = other.start
      let shared =
        data.withContiguousStorageIfAvailable { mine in
          otherData.withContiguousStorageIfAvailable { theirs in
            mine.count == theirs.count && mine.baseAddress == theirs.baseAddress
          }
        } ?? nil
      if shared == true {
        return ElementComparison(sharesElements: true) { row, otherRow in
          start + row == otherStart + otherRow
            || data[data.index(data.startIndex, offsetBy: start + row)]
              == otherData[
                otherData.index(otherData.startIndex, offsetBy: otherStart + otherRow)]
        }
      }
      return ElementComparison(sharesElements: false) { row, otherRow in
        data[data.index(data.startIndex, offsetBy: start + row)]
          == otherData[otherData.index(otherData.startIndex, offsetBy: otherStart + otherRow)]
      }
    }
  }

  /// The id of row `offset`.
  @inline(__always)
  func id(at offset: Int) -> ListID { makeID(start + offset) }

  /// Row `offset`, made now.
  @usableFromInline
  func row(at offset: Int) -> Row {
    var row = makeRow(start + offset)
    if let height { row.height = height }
    memo.record(row.extras?.handlers ?? .none, height: row.height, at: start + offset)
    return row
  }

  /// Whether row `offset` handles `event`, when a reading of it already made it; `nil` when
  /// none did (make it to know).
  func knownHandling(_ event: RowEvent, at offset: Int) -> Bool? {
    memo.handles(event, at: start + offset)
  }

  /// The height of row `offset`: the source's, or the row's (made now unless it is known to
  /// be automatic with no estimate).
  func height(at offset: Int) -> RowHeight {
    if let height { return height }
    if memo.hasAutomaticHeight(at: start + offset) { return .automatic }
    return row(at: offset).height
  }

  /// Calls `body` with the height of each of `offsets`' rows, with the memo read once for them
  /// all: the source's height, or a made row's, or, for a row never made, automatic (a batch
  /// that inserts 10,000 rows makes none for its height; the renderer measures those it shows,
  /// and takes the height of a row that gives one then).
  ///
  /// Runs of rows whose height is automatic (with no estimate) go to `automatic` as their
  /// count, in their place.
  func forEachHeight(
    in offsets: Range<Int>, automatic: (_ count: Int) -> Void, _ body: (RowHeight) -> Void
  ) {
    if let height {
      for _ in offsets { body(height) }
      return
    }
    let facts = memo.snapshot()
    var run = 0
    for offset in offsets {
      let known = facts.indices.contains(start + offset) ? facts[start + offset] : 0
      guard MadeRowsMemo.isKnown(known) && !MadeRowsMemo.hasAutomaticHeight(known) else {
        run += 1
        continue
      }
      if run > 0 { automatic(run) }
      run = 0
      body(row(at: offset).height)
    }
    if run > 0 { automatic(run) }
  }

  /// Whether the element of row `offset` equals the element of row `otherOffset` of `other`,
  /// as a function made once for the pair; `nil` when the elements are not `Equatable` or
  /// the collections' types differ.
  func elementComparator(with other: RowSource) -> ((Int, Int) -> Bool)? {
    comparator(start, other)?.equal
  }

  /// How the elements of this source's rows compare with `other`'s, taken once for the pair;
  /// `nil` when the elements are not `Equatable` or the collections' types differ.
  func elementComparison(with other: RowSource) -> ElementComparison? {
    comparator(start, other)
  }

  /// The rows at `offsets`, as a source, with `height` for every row (this source's by
  /// default).
  func slice(_ offsets: Range<Int>, height: RowHeight?? = nil) -> RowSource {
    RowSource(
      data: data, start: start + offsets.lowerBound, count: offsets.count, makeID: makeID,
      makeIDs: makeIDs, makeRow: makeRow, comparator: comparator, height: height ?? self.height,
      memo: memo, outline: outline)
  }
}
