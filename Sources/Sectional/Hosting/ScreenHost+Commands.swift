extension ScreenHost {
  /// What a renderer offers as the screen's commands: the screen's own
  /// (``Screen/commands``), then a "Sort by" command for each sortable column of the tables it
  /// shows (see ``ColumnSpec/sortable(ascendingFirst:shortcut:)``), with the column's shortcut.
  ///
  /// ```swift
  /// let titles = host.commands.map(\.title)  // ["Refresh", "Sort by PID", "Sort by Name"]
  /// ```
  ///
  /// Every renderer reads them here, so that a table sorts by the same keys in the terminal,
  /// from the same bar menu on iOS and by the same titles in tests.
  public var commands: [ScreenCommand] { screen.commands + controller.sortCommands }
}

extension ListController {
  /// A "Sort by" command for each sortable column of the tables the list shows, in section
  /// and column order: low priority, among the secondary commands. When several tables can
  /// be sorted, each title names its section's id.
  var sortCommands: [ScreenCommand] {
    let tables = content.sections.compactMap { section in
      section.sortableHeader.map { (id: section.id, header: $0) }
    }
    return tables.flatMap { table in
      table.header.columns.indices.compactMap { column -> ScreenCommand? in
        let spec = table.header.columns[column]
        guard let sorting = spec.sorting else { return nil }
        let id = table.id
        let title =
          tables.count > 1
          ? "Sort \(id.as(String.self) ?? id.description) by \(spec.title)"
          : "Sort by \(spec.title)"
        return ScreenCommand(
          title, shortcut: sorting.shortcut, placement: .secondary, priority: .low
        ) { context in
          // The table may have gone since the command was listed: then nothing sorts.
          try? context.controller.sortTable(section: id, by: column)
        }
      }
    }
  }
}
