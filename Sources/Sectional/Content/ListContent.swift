/// Everything a list shows: its sections, in order, each with its rows.
///
/// Build content from state with ``ListBuilder``; hand it to a ``ListController``, which
/// validates it (unique ids) and applies it.
///
/// ```swift
/// let content = ListContent {
///   Section(id: "main") {
///     for animal in animals {
///       Row(id: animal.id, TextItem(animal.name, subtitle: animal.latinName))
///     }
///   }
/// }
/// ```
public struct ListContent: Sendable {
  /// The sections, in order.
  public var sections: [Section]

  /// Creates content from sections.
  ///
  /// - Parameter sections: The sections; empty by default.
  public init(sections: [Section] = []) {
    self.sections = sections
  }

  /// Creates content with ``ListBuilder``.
  ///
  /// - Parameter build: The sections: `Section` values, `if`, `switch`, `for` and optionals.
  public init(@ListBuilder _ build: () -> [Section]) {
    self.sections = build()
  }

  /// Content with no sections.
  public static let empty = ListContent()

  /// The number of rows in all sections.
  ///
  /// - Complexity: O(number of sections).
  public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

  /// The row at `path`, or `nil` when there is none.
  ///
  /// - Parameter path: A position.
  public subscript(path: RowPath) -> Row? {
    guard sections.indices.contains(path.section) else { return nil }
    let rows = sections[path.section].rows
    return rows.indices.contains(path.row) ? rows[path.row] : nil
  }

  /// The id of the row at `path`, or `nil` when there is none: read without making the row
  /// (a ``ForEach``'s ids come from its elements).
  ///
  /// - Parameter path: A position.
  /// - Complexity: O(1) for built rows; O(log p) for p parts otherwise.
  package func id(at path: RowPath) -> ListID? {
    guard sections.indices.contains(path.section) else { return nil }
    let rows = sections[path.section].rows
    return rows.indices.contains(path.row) ? rows.id(at: path.row) : nil
  }

  /// Whether the row at `path` handles `event`, when that is known without making it (see
  /// `RowList.knownHandling(_:at:)`); `nil` when it is not known or there is no row there.
  ///
  /// - Complexity: O(1) for built rows; O(log p) for p parts otherwise.
  package func knownHandling(_ event: RowEvent, at path: RowPath) -> Bool? {
    guard sections.indices.contains(path.section) else { return nil }
    let rows = sections[path.section].rows
    return rows.indices.contains(path.row) ? rows.knownHandling(event, at: path.row) : nil
  }

  /// The position of the row with `id`, or `nil` when no row has it.
  ///
  /// - Parameter id: A row id.
  /// - Complexity: O(n) in the number of rows; the ids of a ``ForEach``'s rows are read from
  ///   its elements, without making the rows.
  public func path(of id: ListID) -> RowPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let row = section.rows.firstIndex(ofID: id) {
        return RowPath(section: sectionIndex, row: row)
      }
    }
    return nil
  }

  /// The positions of the rows with the given ids, found in one pass (stopping after the
  /// section where the last of them is); an id no row has is left out.
  ///
  /// - Parameter ids: Row ids.
  /// - Complexity: O(n) in the number of rows, at most.
  package func paths(of ids: Set<ListID>) -> [ListID: RowPath] {
    var found: [ListID: RowPath] = [:]
    guard !ids.isEmpty else { return found }
    for sectionIndex in sections.indices {
      // Ids only (a `ForEach`'s from the ids the diff keeps): no row is made.
      var index = 0
      sections[sectionIndex].rows.forEachID { id in
        if ids.contains(id) { found[id] = RowPath(section: sectionIndex, row: index) }
        index += 1
      }
      if found.count == ids.count { return found }
    }
    return found
  }

  /// The index of the section with `id`, or `nil` when no section has it.
  ///
  /// - Parameter id: A section id.
  /// - Complexity: O(number of sections).
  public func sectionIndex(of id: ListID) -> Int? {
    sections.firstIndex { $0.id == id }
  }
}
