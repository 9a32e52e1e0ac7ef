/// Builds the sections of a ``ListContent`` from `Section` values, `if` / `else`, `switch`,
/// `for`-`in`, optionals and `#if`.
///
/// ```swift
/// let content = ListContent {
///   Section(id: "account") {
///     Row(id: SettingsRow.logIn, TextItem(isLoggedIn ? "Log Out" : "Log In"))
///   }
///   #if DEBUG
///     Section(id: "debug") { Row(id: SettingsRow.debug, TextItem("Debug Settings")) }
///   #endif
/// }
/// ```
///
/// A `switch` case that adds nothing still needs a statement (Swift rejects an empty `case`,
/// and inside a builder the error may speak of a trailing closure instead). Write an empty
/// array of the builder's element:
///
/// ```swift
/// switch filter {
/// case .all: Section(id: "all") { for item in items { Row(id: item.id, TextItem(item.title)) } }
/// case .none: [Section]()  // nothing; in a section's rows, `[Row]()`
/// }
/// ```
@resultBuilder
public enum ListBuilder {
  /// A single section.
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  /// An array of sections.
  public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
  /// An optional section.
  public static func buildExpression(_ section: Section?) -> [Section] {
    section.map { [$0] } ?? []
  }
  /// The sections of content built elsewhere, so that a screen's `content` may be written
  /// `ListContent { … }`, or return (or add to its own sections) content another value built.
  public static func buildExpression(_ content: ListContent) -> [Section] { content.sections }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
  /// The first branch of an `if` / `else` or `switch`.
  public static func buildEither(first part: [Section]) -> [Section] { part }
  /// The second branch of an `if` / `else` or `switch`.
  public static func buildEither(second part: [Section]) -> [Section] { part }
  /// A `for`-`in` loop.
  public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
  /// The sections, when an array is wanted.
  public static func buildFinalResult(_ sections: [Section]) -> [Section] { sections }
  /// The sections as content, when a ``ListContent`` is wanted.
  public static func buildFinalResult(_ sections: [Section]) -> ListContent {
    ListContent(sections: sections)
  }
}

/// Builds the rows of a ``Section`` from `Row` values, `if` / `else`, `switch`, `for`-`in`,
/// optionals and `#if`.
///
/// Rows are written once, in order, into a buffer of the building thread (see ``Part``), and
/// the section's array is made from it at its exact size: a `for` loop of a million rows keeps
/// no array of its own rows, and joining the statements of a block copies nothing.
@resultBuilder
public enum RowBuilder {
  /// Rows built so far: where they start in the building thread's buffer (they run to its end
  /// until the builder finishes), or an array of their own (rows given as an array, or when the
  /// buffer could not grow).
  ///
  /// A part is only meaningful inside the builder closure that made it, on its thread: the
  /// builders call these methods for you, in order.
  public struct Part: Sendable {
    enum Rows: Sendable {
      /// The rows from this position of the thread's buffer up to the next part's (or, for the
      /// last part, to the buffer's end).
      case buffered(start: Int)
      case array([Row])
    }

    let rows: Rows

    init(_ rows: Rows) {
      self.rows = rows
    }

    /// No rows, at the current end of the buffer.
    static var empty: Part {
      Part(.buffered(start: RowSink.current?.pointee.count ?? 0))
    }

    /// The parts' rows, in order, as one part. Parts of the buffer are consecutive, so when all
    /// are, the joined part starts where the first does and nothing moves.
    static func joined(_ parts: [Part]) -> Part {
      if parts.count == 1 { return parts[0] }
      var firstStart: Int?
      var hasArray = false
      for part in parts {
        switch part.rows {
        case .buffered(let start): if firstStart == nil { firstStart = start }
        case .array: hasArray = true
        }
      }
      guard hasArray else { return firstStart.map { Part(.buffered(start: $0)) } ?? .empty }
      // Arrays and buffered rows, in order: one array of them all, the buffered rows moved out.
      guard let sink = RowSink.current else {
        return Part(
          .array(
            parts.flatMap { part -> [Row] in
              if case .array(let rows) = part.rows { return rows }
              return []
            }))
      }
      let end = sink.pointee.count
      var starts: [Int] = []
      for part in parts {
        if case .buffered(let start) = part.rows { starts.append(start) }
      }
      let buffered = firstStart.map { sink.pointee.take(from: $0) } ?? []
      let base = firstStart ?? end
      var joined: [Row] = []
      joined.reserveCapacity(
        buffered.count
          + parts.reduce(0) { total, part in
            if case .array(let rows) = part.rows { return total + rows.count }
            return total
          })
      var next = 0
      for part in parts {
        switch part.rows {
        case .array(let rows):
          joined.append(contentsOf: rows)
        case .buffered(let start):
          // This part's rows run to the next buffered part's start, or to the old end.
          next += 1
          let upper = next < starts.count ? starts[next] : end
          let lower = Swift.min(Swift.max(start - base, 0), buffered.count)
          let bound = Swift.min(Swift.max(upper - base, lower), buffered.count)
          joined.append(contentsOf: buffered[lower..<bound])
        }
      }
      return Part(.array(joined))
    }
  }

  /// A single row.
  public static func buildExpression(_ row: Row) -> Part {
    if let sink = RowSink.current {
      let start = sink.pointee.count
      if sink.pointee.append(row) { return Part(.buffered(start: start)) }
    }
    return Part(.array([row]))
  }
  /// An array of rows.
  public static func buildExpression(_ rows: [Row]) -> Part { Part(.array(rows)) }
  /// An optional row.
  public static func buildExpression(_ row: Row?) -> Part {
    guard let row else { return .empty }
    return buildExpression(row)
  }
  /// An empty block.
  public static func buildBlock() -> Part { .empty }
  /// A block of one statement.
  public static func buildBlock(_ part: Part) -> Part { part }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: Part...) -> Part { Part.joined(parts) }
  /// An `if` without `else`.
  public static func buildOptional(_ part: Part?) -> Part { part ?? .empty }
  /// The first branch of an `if` / `else` or `switch`.
  public static func buildEither(first part: Part) -> Part { part }
  /// The second branch of an `if` / `else` or `switch`.
  public static func buildEither(second part: Part) -> Part { part }
  /// A `for`-`in` loop.
  public static func buildArray(_ parts: [Part]) -> Part {
    parts.isEmpty ? .empty : Part.joined(parts)
  }
  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: Part) -> Part { part }
  /// The rows, in order: moved out of the thread's buffer into an array of their count.
  public static func buildFinalResult(_ part: Part) -> [Row] {
    switch part.rows {
    case .array(let rows): return rows
    case .buffered(let start): return RowSink.current?.pointee.take(from: start) ?? []
    }
  }
}
