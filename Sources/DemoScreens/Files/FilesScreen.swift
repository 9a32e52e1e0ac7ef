import Foundation
import Sectional

/// The demo's own data folder (``DataDirectory``, `--data-dir`) as a tree: folders first, then
/// files, each by name; a file's row shows its size, a folder's the number of its items once
/// they are listed. A folder is listed when a person first opens it (→, or Enter, in the
/// terminal), through the ``Outline``'s `loadChildren`, with a loading row meanwhile; a folder
/// that cannot be listed (permission denied, gone, a file now) shows a row naming it and
/// saying why, which lists it again when selected. Nothing walks the tree ahead of the person:
/// a link that leads back up is listed one level at a time, as far as they open it.
///
/// Enter on a file shows it (``FileContentsScreen``): its text, its picture, or what it is.
///
/// Rows can be marked to act on several (Space and Shift-↑/↓ in the terminal, Select on iOS):
/// "Copy names" (`c`) shares the marked rows' names, one a line, in the tree's order, and
/// so does a marked row's own action (`.` in the terminal: "Copy 3 names").
///
/// On its own, a file's contents are pushed; in the ``FilesBrowser`` they show beside the tree.
@MainActor
public final class FilesScreen: MultipleSelectionScreen {
  /// The title: "Files"; in the ``FilesBrowser``, the tree's pane is "Data folder".
  public var title = "Files"
  /// The data folder shown.
  public let directory: DataDirectory
  /// What lists a folder.
  public let lister: FolderLister
  /// Whether the screens this one opens keep their own text to ASCII (`--ascii`).
  public var isASCII = false
  /// Whether selecting a file pushes its contents; `false` in the ``FilesBrowser``, whose
  /// contents pane shows them.
  public var pushesContents = true
  /// Whether rows are being marked, to act on several.
  public var isSelectingRows = false
  /// The marked rows' ids (their entries' ids).
  public var selectedRows: Set<ListID> = []
  /// The folders listed so far, by their entry's id (`""` for the data folder itself): only
  /// the data folder until a person opens another.
  public private(set) var listings: [String: [FileEntry]] = [:]
  /// Why the data folder itself could not be listed, if it could not.
  public private(set) var rootProblem: FolderReadError?

  /// Creates the screen and lists the data folder (only it).
  ///
  /// - Parameters:
  ///   - directory: The data folder.
  ///   - lister: What lists a folder; the disk by default.
  public init(directory: DataDirectory, lister: FolderLister = .system) {
    self.directory = directory
    self.lister = lister
    listRoot()
  }

  /// Lists the data folder again: at first, and when its problem row is selected.
  func listRoot() {
    do {
      listings[""] = try lister.list(directory.url, "")
      rootProblem = nil
    } catch {
      rootProblem = error
    }
  }

  /// Lists `folder` off the main actor and keeps its entries: the outline's `loadChildren`.
  ///
  /// - Parameter folder: A folder's entry.
  /// - Throws: ``FolderReadError`` when it cannot be listed: its retry row says why.
  func list(_ folder: FileEntry) async throws {
    let lister = lister
    let url = folder.url
    let id = folder.id
    let entries = try await Task.detached { try lister.list(url, id) }.value
    listings[id] = entries
  }

  /// An entry as a row shows it, so that equal nodes make equal rows (the outline compares
  /// nodes to know which rows changed).
  struct FileNode: Equatable, Sendable {
    /// The entry.
    var entry: FileEntry
    /// How many items a folder has, once listed.
    var itemCount: Int?
    /// How many names the row's "Copy" action copies: the marks, on a marked row.
    var copyCount: Int
  }

  /// The tree: the data folder's entries and, under each folder a person opened, its own.
  public var content: ListContent {
    let listings = listings
    let marks = markedEntries
    let pushes = pushesContents
    let node: @Sendable (FileEntry) -> FileNode = { entry in
      FileNode(
        entry: entry, itemCount: entry.isFolder ? listings[entry.id]?.count : nil,
        copyCount: marks.contains(ListID(entry.id)) ? marks.count : 1)
    }
    Section(id: "files") {
      if let rootProblem {
        Row(id: "root-problem", LoadingItem(.failed(message: "Could not load: \(rootProblem)")))
          .selectionTitle("Try again")
          .onSelect { [weak self] _ in self?.listRoot() }
      } else if let roots = listings[""], !roots.isEmpty {
        Outline(
          roots.map(node), id: \.entry.id,
          children: { parent in
            guard parent.entry.isFolder else { return .none }
            return listings[parent.entry.id].map { .nodes($0.map(node)) } ?? .notLoaded
          },
          // Weak: the load is a task of the list's, which may start after the screen is gone.
          loadChildren: { [weak self] parent in try await self?.list(parent.entry) }
        ) { [weak self] node in
          // The list makes rows when it reads them; one read after the screen went away is
          // its name only.
          self?.row(node, pushesContents: pushes)
            ?? Row(id: node.entry.id, TextItem(node.entry.name))
        }
      } else {
        Row(id: "empty", ParagraphItem("The data folder is empty.", style: .dim))
          .selectable(false)
      }
    }
  }

  /// The row of an entry: its name, and its size or number of items; a file's opens it, a
  /// folder's opens and closes (the list's own, as it has no select handler).
  nonisolated func row(_ node: FileNode, pushesContents: Bool = true) -> Row {
    let entry = node.entry
    let row = Row(
      id: entry.id,
      TextItem(
        entry.name, detail: Self.detail(node), accessory: entry.isFolder ? .none : .disclosure)
    )
    .named(entry.name)
    .contextMenu([copyAction(count: node.copyCount, entry: entry)])
    guard !entry.isFolder, pushesContents else { return row }
    return row.onSelect { [weak self] context in
      guard let self else { return }
      context.presenter.push(
        FileContentsScreen(entry: entry, directory: directory, isASCII: isASCII))
    }
  }

  /// A file's size (`1.2 kB`) or what it is (`FIFO`); a folder's number of items once listed.
  nonisolated static func detail(_ node: FileNode) -> String? {
    guard node.entry.isFolder else { return node.entry.kind.label }
    return node.itemCount.map { count in
      count == 0 ? "empty" : count == 1 ? "1 item" : "\(ByteCount.grouped(count)) items"
    }
  }

  /// The row's "Copy name" action (`.` in the terminal); on a marked row while several are
  /// marked, for all of them: `count` says how many.
  nonisolated func copyAction(count: Int, entry: FileEntry) -> RowAction {
    RowAction(Self.copyTitle(count: count), symbol: "doc.on.doc") { [weak self] context in
      guard let self else { return }
      let ids = context.affectedRows.isEmpty ? [ListID(entry.id)] : context.affectedRows
      copyNames(of: ids, shownBy: context.controller)
    }
  }

  /// "Copy name", or "Copy 3 names" for several.
  nonisolated static func copyTitle(count: Int) -> String {
    count > 1 ? "Copy \(count) names" : "Copy name"
  }

  /// Marking (Select and Done, for iOS: the terminal's Space marks without them), and, while
  /// rows are marked, "Copy names" (`c`).
  public var commands: [ScreenCommand] {
    var commands = [
      ScreenCommand(
        isSelectingRows ? "Done" : "Select", placement: .secondary, priority: .low
      ) { [unowned self] _ in
        isSelectingRows.toggle()
      }
    ]
    if !markedEntries.isEmpty {
      commands.append(
        ScreenCommand("Copy names", shortcut: .mnemonic("c")) { [unowned self] context in
          copyNames(of: context.selectedRows, shownBy: context.controller)
        })
    }
    return commands
  }

  /// Under the tree, while rows are marked: how many.
  public var bottomBar: [Row] {
    if isSelectingRows {
      let count = markedEntries.count
      Row(id: "status", TextItem(count == 1 ? "1 item marked" : "\(count) items marked"))
    }
  }

  /// The marked rows that are entries listed (the list never marks a folder's retry row, and
  /// a mark on an entry no longer listed goes at the host's next rebuild).
  ///
  /// - Complexity: O(n) in the entries listed, when rows are marked.
  var markedEntries: Set<ListID> {
    guard isSelectingRows, !selectedRows.isEmpty else { return [] }
    return selectedRows.intersection(listings.values.joined().map { ListID($0.id) })
  }

  /// The listed entry whose row has `id`, if any.
  ///
  /// - Complexity: O(n) in the entries listed.
  func entry(_ id: ListID) -> FileEntry? {
    listings.values.joined().first { ListID($0.id) == id }
  }

  /// The entries listed so far, in the tree's order: each folder's entries after it.
  var entriesInOrder: [FileEntry] {
    var ordered: [FileEntry] = []
    // Depth first, without recursion: a tree as deep as a person opened it.
    var stack = Array((listings[""] ?? []).reversed())
    while let entry = stack.popLast() {
      ordered.append(entry)
      if entry.isFolder, let children = listings[entry.id] { stack += children.reversed() }
    }
    return ordered
  }

  /// Shares the names of the entries with `ids` that `controller` shows, one a line, in the
  /// tree's order. A mark under a folder closed since it was made is left out: the host drops
  /// such marks only at its next rebuild, and the person no longer sees them.
  ///
  /// - Parameters:
  ///   - ids: Rows' ids.
  ///   - controller: The list, whose presenter shares the names (the terminal offers to copy
  ///     or show them).
  func copyNames(of ids: Set<ListID>, shownBy controller: ListController) {
    let content = controller.content
    let names = entriesInOrder.filter {
      let id = ListID($0.id)
      return ids.contains(id) && content.path(of: id) != nil
    }.map(\.name)
    guard !names.isEmpty else { return }
    controller.presenter.share([.text(names.joined(separator: "\n"))])
  }
}
