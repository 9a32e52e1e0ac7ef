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
/// The builder collects rows in ``Part``s rather than arrays, so that a row on its own (each pass
/// of a `for` loop) needs no array of its own, and makes the section's array once, at its size.
@resultBuilder
public enum RowBuilder {
  /// Rows built so far: none, one, or several.
  public struct Part: Sendable {
    @usableFromInline
    enum Rows: Sendable {
      case none
      case one(Row)
      case many([Row])
      /// Rows of a ``ForEach``, or built rows joined with them.
      case list(RowList)
    }

    @usableFromInline let rows: Rows

    @inlinable
    init(_ rows: Rows) {
      self.rows = rows
    }

    /// How many rows the part holds.
    @inlinable
    var count: Int {
      switch rows {
      case .none: 0
      case .one: 1
      case .many(let rows): rows.count
      case .list(let list): list.count
      }
    }

    /// The parts' rows, in order, in one array made at its size. Each part is moved out of
    /// `parts` and its row moved into place (a part's array is copied from), so that joining the
    /// passes of a `for` loop costs no reference counting and no row copy.
    @inlinable
    static func joined(_ parts: consuming [Part]) -> Part {
      if parts.count == 1 { return parts[0] }
      var isLazy = false
      let count = parts.reduce(0) { count, part in
        if case .list = part.rows { isLazy = true }
        return count + part.count
      }
      if isLazy { return joinedLazily(parts) }
      let rows = [Row](unsafeUninitializedCapacity: count) { rows, initialized in
        parts.withUnsafeMutableBufferPointer { parts in
          for index in parts.indices {
            // Moved out (the emptied place keeps an empty part, so the array still owns a valid
            // value), and switched on as an owned value: its row is taken, not copied.
            let part = parts.moveElement(from: index).rows
            parts.initializeElement(at: index, to: Part(.none))
            switch consume part {
            case .none: break
            case .one(let row):
              rows.initializeElement(at: initialized, to: row)
              initialized += 1
            case .many(let many):
              for row in many {
                rows.initializeElement(at: initialized, to: row)
                initialized += 1
              }
            case .list: break  // Joined lazily above.
            }
          }
        }
      }
      return Part(.many(rows))
    }

    /// The parts' rows, in order, when some are a ``ForEach``'s: runs of built rows and the
    /// sources, kept lazy.
    @usableFromInline
    static func joinedLazily(_ parts: [Part]) -> Part {
      var joined: [RowPart] = []
      var built: [Row] = []
      for part in parts {
        switch part.rows {
        case .none: break
        case .one(let row): built.append(row)
        case .many(let many): built.append(contentsOf: many)
        case .list(let list):
          for inner in list.parts {
            if case .rows(let rows) = inner {
              built.append(contentsOf: rows)
            } else {
              if !built.isEmpty { joined.append(.rows(built)) }
              built = []
              joined.append(inner)
            }
          }
        }
      }
      if !built.isEmpty { joined.append(.rows(built)) }
      return Part(.list(RowList(parts: joined)))
    }
  }

  /// A single row.
  @inlinable
  public static func buildExpression(_ row: consuming Row) -> Part { Part(.one(consume row)) }
  /// An array of rows.
  @inlinable
  public static func buildExpression(_ rows: consuming [Row]) -> Part { Part(.many(rows)) }
  /// An optional row.
  @inlinable
  public static func buildExpression(_ row: consuming Row?) -> Part {
    Part(row.map { .one($0) } ?? .none)
  }
  /// Rows a ``ForEach`` makes when they are read.
  public static func buildExpression(_ rows: ForEach) -> Part { Part(.list(RowList(rows))) }
  /// A list of rows, built or made on demand.
  public static func buildExpression(_ rows: RowList) -> Part { Part(.list(rows)) }

  /// An outline's rows (its roots; the list shows the children of expanded nodes).
  public static func buildExpression(_ outline: Outline) -> Part { Part(.list(outline.rows)) }
  /// An empty block.
  @inlinable
  public static func buildBlock() -> Part { Part(.none) }
  /// A block of one statement.
  @inlinable
  public static func buildBlock(_ part: consuming Part) -> Part { part }
  /// The statements of a block, in order.
  @inlinable
  public static func buildBlock(_ parts: Part...) -> Part { Part.joined(parts) }
  /// An `if` without `else`.
  @inlinable
  public static func buildOptional(_ part: consuming Part?) -> Part { part ?? Part(.none) }
  /// The first branch of an `if` / `else` or `switch`.
  @inlinable
  public static func buildEither(first part: consuming Part) -> Part { part }
  /// The second branch of an `if` / `else` or `switch`.
  @inlinable
  public static func buildEither(second part: consuming Part) -> Part { part }
  /// A `for`-`in` loop.
  @inlinable
  public static func buildArray(_ parts: consuming [Part]) -> Part { Part.joined(parts) }
  /// An `if #available` branch.
  @inlinable
  public static func buildLimitedAvailability(_ part: consuming Part) -> Part { part }
  /// The rows, in order, when an array is wanted (the rows of a ``ForEach`` are made now).
  @inlinable
  public static func buildFinalResult(_ part: consuming Part) -> [Row] {
    switch part.rows {
    case .none: []
    case .one(let row): [row]
    case .many(let rows): rows
    case .list(let list): Array(list)
    }
  }
  /// The rows, in order, as a section keeps them (the rows of a ``ForEach`` are made when
  /// read).
  @inlinable
  public static func buildFinalResult(_ part: consuming Part) -> RowList {
    switch part.rows {
    case .none: RowList()
    case .one(let row): RowList([row])
    case .many(let rows): RowList(rows)
    case .list(let list): list
    }
  }
}
