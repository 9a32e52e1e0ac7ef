import Sectional
import Testing

/// The examples in the doc comments of Sources/Sectional/Content/Outline.swift and
/// Controller/ListController+Outline.swift.
@MainActor
@Suite struct OutlineExamples {
  /// A folder or a file, as the examples name them.
  struct Entry: Equatable, Sendable {
    var path: String
    var name: String
    var isFolder: Bool
    var entries: [Entry]
  }

  /// Parents by pid, as a process table knows them.
  struct ProcessTree {
    var parents: [Int: Int]
    func ancestors(of pid: Int) -> [Int] {
      var chain: [Int] = []
      var current = parents[pid]
      while let parent = current, !chain.contains(parent) {
        chain.insert(parent, at: 0)
        current = parents[parent]
      }
      return chain
    }
  }

  static let folder = Entry(
    path: "/", name: "/", isFolder: true,
    entries: [
      Entry(
        path: "/src", name: "src", isFolder: true,
        entries: [Entry(path: "/src/main.swift", name: "main.swift", isFolder: false, entries: [])]
      ),
      Entry(path: "/README", name: "README", isFolder: false, entries: []),
    ])

  /// Sources/Sectional/Content/Outline.swift and ListController.setExpanded(_:row:)
  @Test func outline() throws {
    let folder = Self.folder
    let content = ListContent {
      Section(id: "files", header: "Files") {
        Outline(
          folder.entries, id: \.path,
          children: { entry in
            entry.isFolder ? .nodes(entry.entries) : .none
          }
        ) { entry in
          Row(id: entry.path, TextItem(entry.name))
        }
      }
    }
    let controller = try ListController(content: content)
    #expect(controller.content.sections[0].rows.count == 2)
    let src = folder.entries[0]
    do {
      let folder = src
      try controller.setExpanded(true, row: folder.path)
    }
    #expect(controller.content.sections[0].rows.count == 3)
  }

  /// ListController.setExpanded(_:rows:)
  @Test func expandingAhead() throws {
    let tree = ProcessTree(parents: [42: 7, 7: 1])
    let pid = 42
    let controller = ListController()
    controller.setExpanded(true, rows: tree.ancestors(of: pid))
    #expect(controller.isExpanded(row: 1) && controller.isExpanded(row: 7))
    #expect(!controller.isExpanded(row: 42))
  }
}

extension OutlineExamples {
  /// A folder whose entries are listed already.
  struct Listed: Sendable {
    var path: String
    var name: String
    var children: OutlineChildren<Listed>
  }

  /// Outline.height(_:)
  @Test func height() throws {
    let folder = (entries: [Listed(path: "/a", name: "a", children: .nodes([]))], path: "/")
    let content = ListContent {
      Section(id: "files") {
        Outline(folder.entries, id: \.path, children: { $0.children }) { entry in
          Row(id: entry.path, TextItem(entry.name))
        }
        .height(.fixed(1))
      }
    }
    let controller = try ListController(content: content)
    guard case .fixed(1) = controller.content.sections[0].rows.height(at: 0).kind else {
      Issue.record("the outline's rows are not one line tall")
      return
    }
  }
}
