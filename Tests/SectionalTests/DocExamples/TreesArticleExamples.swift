import Sectional
import Testing

/// The examples of the Panes, outlines, marks and sortable tables article
/// (Sources/Sectional/Sectional.docc/PanesOutlinesAndMarks.md).
@MainActor
@Suite struct TreesArticleExamples {
  struct Entry: Equatable, Sendable {
    var path: String
    var name: String
    var isFolder: Bool
  }

  struct NoSuchFolder: Error {}

  /// Lists a folder, as a file system or a server would.
  struct Disk: Sendable {
    var folders: [String: [Entry]]
    func list(_ path: String) async throws -> [Entry] {
      guard let entries = folders[path] else { throw NoSuchFolder() }
      return entries
    }
  }

  @MainActor final class FilesScreen: Screen {
    let title = "Files"
    let disk: Disk
    /// The folders listed so far, by path.
    var listings: [String: [Entry]]

    init(disk: Disk, root: [Entry]) {
      self.disk = disk
      listings = ["/": root]
    }

    var content: ListContent {
      Section(id: "files") {
        Outline(
          listings["/"] ?? [], id: \.path,
          children: { [listings] entry in
            guard entry.isFolder else { return .none }
            return listings[entry.path].map { .nodes($0) } ?? .notLoaded
          },
          // Weak: the screen may go away while its folder loads.
          loadChildren: { [weak self, disk] entry in
            let listing = try await disk.list(entry.path)
            self?.listings[entry.path] = listing
          }
        ) { entry in
          Row(id: entry.path, TextItem(entry.name))
        }
      }
    }
  }

  struct Process: Equatable, Sendable {
    var pid: Int
    var parent: Int
    var name: String
    var cpu: Double
  }

  @MainActor final class ProcessesScreen: MultipleSelectionScreen {
    let title = "Processes"
    var processes: [Process]
    var isSelectingRows = false
    var selectedRows: Set<ListID> = []
    var isTree = false

    init(processes: [Process]) { self.processes = processes }

    nonisolated static let columns = [
      ColumnSpec("PID", width: .fixed(6), alignment: .trailing).sortable(),
      ColumnSpec("Name", width: .flexible(minimum: 8)).sortable(),
      ColumnSpec("CPU%", width: .fixed(6), alignment: .trailing)
        .sortable(ascendingFirst: false),
    ]

    nonisolated static func row(_ process: Process) -> Row {
      let cells = [String(process.pid), process.name, String(process.cpu)]
      var item = ColumnsItem(cells, columns: Self.columns)
      item.sortKeys = [.number(Double(process.pid)), .text(process.name), .number(process.cpu)]
      return Row(id: process.pid, item)
    }

    var content: ListContent {
      Section(id: "processes", header: ColumnsItem.header(Self.columns)) {
        if isTree {
          let pids = Set(processes.map(\.pid))
          let children = Dictionary(grouping: processes, by: \.parent)
          Outline(
            processes.filter { !pids.contains($0.parent) }, id: \.pid,
            children: { process in
              children[process.pid].map { .nodes($0) } ?? .none
            }
          ) { process in Self.row(process) }
        } else {
          for process in processes { Self.row(process) }
        }
      }
    }

    var commands: [ScreenCommand] {
      [
        ScreenCommand(isTree ? "List view" : "Tree view") { [unowned self] context in
          isTree.toggle()
          guard isTree else { return }
          // Keep the marked rows shown: expand the processes above them first.
          let parents = Dictionary(uniqueKeysWithValues: processes.map { ($0.pid, $0.parent) })
          for pid in context.selectedRows.compactMap({ $0.as(Int.self) }) {
            var above: [Int] = []
            var next = parents[pid]
            while let parent = next, parents[parent] != nil, !above.contains(parent) {
              above.insert(parent, at: 0)
              next = parents[parent]
            }
            context.controller.setExpanded(true, rows: above)
          }
        }
      ]
    }
  }
}
