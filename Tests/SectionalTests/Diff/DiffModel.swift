import Sectional

/// The component of test rows and headers: a label with a version.
struct Label: Component {
  var id: Int
  var version: Int
}

/// A content as plain numbers, easy to generate, shrink and print.
struct Model: Equatable, CustomStringConvertible {
  struct Part: Equatable {
    var id: Int
    /// 0: no header; otherwise a header with this version.
    var header: Int
    /// Rows as (id, version).
    var rows: [Pair]
  }

  struct Pair: Equatable {
    var id: Int
    var version: Int
  }

  var sections: [Part]

  var content: ListContent {
    ListContent(
      sections: sections.map { part in
        var section = Section(
          id: part.id, rows: part.rows.map { Row(id: $0.id, Label(id: $0.id, version: $0.version)) }
        )
        if part.header != 0 { section.header = HeaderFooter(Label(id: -1, version: part.header)) }
        return section
      })
  }

  var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

  var description: String {
    let parts = sections.map { part in
      let rows = part.rows.map { $0.version == 0 ? "\($0.id)" : "\($0.id)v\($0.version)" }
      let header = part.header == 0 ? "" : " h\(part.header)"
      return "S\(part.id)\(header): [\(rows.joined(separator: ", "))]"
    }
    return "[" + parts.joined(separator: "; ") + "]"
  }
}
