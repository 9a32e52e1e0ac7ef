import Sectional

/// A folder or a file of the outline tests' trees (OutlineTableTests, OutlineCollectionTests,
/// OutlineScreenTests).
struct OutlineNode: Equatable, Sendable {
  var name: String
  var children: [OutlineNode]?

  static func folder(_ name: String, _ children: [OutlineNode]) -> OutlineNode {
    OutlineNode(name: name, children: children)
  }

  static func file(_ name: String) -> OutlineNode { OutlineNode(name: name, children: nil) }

  /// a (a/1, a/b (a/b/1, a/b/2), a/2), x, empty.
  static let tree: [OutlineNode] = [
    .folder("a", [.file("a/1"), .folder("a/b", [.file("a/b/1"), .file("a/b/2")]), .file("a/2")]),
    .file("x"),
    .folder("empty", []),
  ]

  /// A title row, then the outline of `roots` (rows 44 points tall, `select` handling the
  /// rows it names), then `plain` rows that are no outline's, ids "p0", "p1", ….
  @MainActor
  static func content(
    _ roots: [OutlineNode] = tree, selecting select: Set<String> = [], log: EventLog? = nil,
    plain: Int = 0
  ) -> ListContent {
    ListContent {
      Section(id: "top") { Row(id: "title", TextItem("Files"), height: .fixed(44)) }
      Section(id: "files") {
        Outline(roots, id: \.name, children: { $0.children.map { .nodes($0) } ?? .none }) { node in
          let row = Row(id: node.name, TextItem(node.name), height: .fixed(44))
          guard select.contains(node.name) else { return row }
          return row.onSelect { _ in log?.entries.append("open \(node.name)") }
        }
      }
      Section(id: "plain") {
        for index in 0..<plain {
          Row(id: "p\(index)", TextItem("Plain \(index)"), height: .fixed(44))
        }
      }
    }
  }

  /// The row ids of the outline's section, without quotes.
  @MainActor
  static func ids(_ controller: ListController) -> [String] {
    controller.content.sections[1].rows.map { "\($0.id)".replacingOccurrences(of: "\"", with: "") }
  }
}
