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
@resultBuilder
public enum RowBuilder {
  /// A single row.
  public static func buildExpression(_ row: Row) -> [Row] { [row] }
  /// An array of rows.
  public static func buildExpression(_ rows: [Row]) -> [Row] { rows }
  /// An optional row.
  public static func buildExpression(_ row: Row?) -> [Row] { row.map { [$0] } ?? [] }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [Row]...) -> [Row] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [Row]?) -> [Row] { part ?? [] }
  /// The first branch of an `if` / `else` or `switch`.
  public static func buildEither(first part: [Row]) -> [Row] { part }
  /// The second branch of an `if` / `else` or `switch`.
  public static func buildEither(second part: [Row]) -> [Row] { part }
  /// A `for`-`in` loop.
  public static func buildArray(_ parts: [[Row]]) -> [Row] { parts.flatMap { $0 } }
  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: [Row]) -> [Row] { part }
}
