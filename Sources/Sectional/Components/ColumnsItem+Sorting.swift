import Foundation

extension ColumnsItem {
  /// What a cell sorts by: a number, or a text.
  ///
  /// Numbers sort before texts; texts compare as people read them (case aside, digits by
  /// value: "file 9" before "file 10").
  public enum SortKey: Hashable, Sendable, Comparable {
    /// A number.
    case number(Double)
    /// A text.
    case text(String)

    /// What a cell's text sorts by: the number it is (spaces around it aside, such as
    /// "12.5" or " 42"), else the text.
    ///
    /// - Parameter text: The cell's text.
    public init(text: String) {
      if let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite {
        self = .number(number)
      } else {
        self = .text(text)
      }
    }

    /// Whether `lhs` sorts before `rhs`.
    public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
      switch (lhs, rhs) {
      case (.number(let a), .number(let b)): a < b
      case (.number, .text): true
      case (.text, .number): false
      case (.text(let a), .text(let b)):
        a.compare(b, options: [.caseInsensitive, .numeric]) == .orderedAscending
      }
    }
  }

  /// What the cell of `column` sorts by: its ``sortKeys`` entry, else its text's.
  ///
  /// - Parameter column: The column's index.
  /// - Returns: The key; an empty text for a missing cell.
  public func sortKey(ofColumn column: Int) -> SortKey {
    if let sortKeys, sortKeys.indices.contains(column) { return sortKeys[column] }
    return SortKey(text: cells.indices.contains(column) ? cells[column] : "")
  }

  /// Whether a person can sort the table of this header by at least one column.
  var hasSortableColumn: Bool { columns.contains { $0.sorting != nil } }
}
