extension ListController {
  /// How the table in the section with `id` is sorted: the column a person chose, else its
  /// header's `sort` (see ``ColumnSpec/sortable(ascendingFirst:shortcut:)``); `nil` when the
  /// section has no sortable table or it is unsorted.
  ///
  /// - Parameter id: A section id.
  public func tableSort(section id: some Hashable & Sendable) -> ColumnsItem.Sort? {
    guard let index = content.sectionIndex(of: ListID(id)),
      let header = content.sections[index].sortableHeader
    else { return nil }
    return header.sort
  }

  /// Sorts the table in the section with `id` by `column`, as a person choosing the column
  /// does: by the column in its first direction (``ColumnSpec/Sorting/ascendingFirst``), or
  /// reversed when the table is sorted by it already.
  ///
  /// ```swift
  /// try controller.sortTable(section: "processes", by: 1)
  /// ```
  ///
  /// The rows move as one batch update through the staged diff, the header marks the column,
  /// and the controller keeps the choice by the section's id across every later update, which
  /// it sorts the same way. Rows that are not ``ColumnsItem`` rows (a loading row) stay after
  /// the sorted ones, in their order; rows with equal keys keep theirs. It is the person's view,
  /// not the screen's state: no row's ``RowEvent/moved`` handler runs.
  ///
  /// - Parameters:
  ///   - id: The section's id.
  ///   - column: The index of a sortable column of its header.
  /// - Throws: ``ListError`` when no section has the id, its header is not a table header with
  ///   sortable columns, or the column is not one of them; nothing changes then.
  /// - Complexity: O(n log n) in the section's rows, plus one diff.
  public func sortTable(section id: some Hashable & Sendable, by column: Int) throws(ListError) {
    let operation = "sortTable"
    let id = ListID(id)
    guard let index = content.sectionIndex(of: id) else {
      throw ListError(operation: operation, problem: .unknownSectionID(id))
    }
    guard let header = content.sections[index].sortableHeader else {
      throw ListError(
        operation: operation,
        problem: .notAllowed("section id \(id) has no table header with a sortable column"))
    }
    guard header.columns.indices.contains(column), let sorting = header.columns[column].sorting
    else {
      throw ListError(
        operation: operation,
        problem: .notAllowed("column \(column) of section id \(id) is not sortable"))
    }
    let sort =
      header.sort?.column == column
      ? ColumnsItem.Sort(column: column, ascending: !(header.sort?.ascending ?? true))
      : ColumnsItem.Sort(column: column, ascending: sorting.ascendingFirst)
    sorts[id] = sort
    var new = content
    new.sections[index] =
      new.sections[index].rows.hasOutline
      ? Self.marked(reoutlined(new.sections[index], order: outlineOrder(by: sort)), by: sort)
      : Self.sorted(new.sections[index], by: sort)
    if let hidden = collapse.hidden[id] {
      collapse.hidden[id] = Self.sorted(hidden, by: sort)
    }
    let stages: StagedChangeset
    do {
      stages = try SectionedDiff.stages(from: content, to: new).changes
    } catch {
      throw ListError(operation: operation, problem: .duplicateIDs(error))
    }
    commit(new, stages)
  }

  /// `full` with the tables of its sortable sections sorted: by the column a person chose
  /// (kept by section id), else by the header's `sort`. An outline's siblings are sorted as it
  /// is shown (see `outlining(_:)`); here its header is marked.
  ///
  /// - Complexity: O(n log n) in the rows of sortable sections, which are made (a `ForEach`'s
  ///   too); O(sections) when there are none.
  func sorting(_ full: ListContent) -> ListContent {
    var sorted = full
    for index in full.sections.indices {
      guard let sort = tableSort(of: full.sections[index]) else { continue }
      sorted.sections[index] =
        full.sections[index].rows.hasOutline
        ? Self.marked(full.sections[index], by: sort)
        : Self.sorted(full.sections[index], by: sort)
    }
    return sorted
  }

  /// How the table of `section` is sorted: by the column a person chose (kept by section id),
  /// else by the header's `sort`; `nil` when it is not a sortable table or it is unsorted.
  func tableSort(of section: Section) -> ColumnsItem.Sort? {
    guard let header = section.sortableHeader else { return nil }
    // A choice whose column is no longer sortable gives way to the header's.
    let chosen = sorts[section.id].flatMap { sort in
      header.columns.indices.contains(sort.column)
        && header.columns[sort.column].sorting != nil ? sort : nil
    }
    return chosen ?? header.sort
  }

  /// `section` with its rows sorted by `sort` and its header marking it.
  static func sorted(_ section: Section, by sort: ColumnsItem.Sort) -> Section {
    var section = marked(section, by: sort)
    section.rows = sorted(section.rows, by: sort)
    return section
  }

  /// `section` with its header marking `sort`.
  static func marked(_ section: Section, by sort: ColumnsItem.Sort) -> Section {
    var section = section
    if var header = section.sortableHeader, header.sort != sort {
      header.sort = sort
      section.header?.component = header
    }
    return section
  }

  /// `rows` sorted by `sort`: the ``ColumnsItem`` rows by their key in the column (equal keys
  /// in their order), then the others in theirs. The same list when it is in order already.
  static func sorted(_ rows: RowList, by sort: ColumnsItem.Sort) -> RowList {
    let order = order(of: rows, by: sort)
    guard order != Array(rows.indices) else { return rows }
    return RowList(order.map { rows[$0] })
  }

  /// The indexes of `rows` in the order `sort` gives them (as `sorted(_:by:)` sorts them).
  static func order(of rows: RowList, by sort: ColumnsItem.Sort) -> [Int] {
    var keyed: [(key: ColumnsItem.SortKey, index: Int)] = []
    var others: [Int] = []
    for index in rows.indices {
      if let item = rows[index].component as? ColumnsItem {
        keyed.append((item.sortKey(ofColumn: sort.column), index))
      } else {
        others.append(index)
      }
    }
    keyed.sort { a, b in
      if a.key == b.key { return a.index < b.index }
      return sort.ascending ? a.key < b.key : b.key < a.key
    }
    return keyed.map(\.index) + others
  }
}

extension Section {
  /// The header, when it is a table header a person can sort by at least one column.
  package var sortableHeader: ColumnsItem? {
    guard let item = header?.component as? ColumnsItem, item.isHeader, item.hasSortableColumn
    else { return nil }
    return item
  }
}
