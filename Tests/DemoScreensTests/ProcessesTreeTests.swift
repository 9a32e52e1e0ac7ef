import Foundation
import Sectional
import SectionalTesting
import Testing

@testable import DemoScreens

#if canImport(Glibc)
  import Glibc
#endif

/// Processes' tree view, on the simulated source: each process under its parent (PPID), the
/// roots those whose parent is not listed or whose parents loop, nodes collapsed until a person
/// expands them, siblings sorted by the table's column, and the marks, the cursor and "Send
/// SIGTERM" working as in the flat table, by pid.
@MainActor
@Suite struct ProcessesTreeTests {
  func host(_ entries: [SimulatedProcesses.Entry] = SimulatedProcesses.table)
    -> (ScreenTestHost, ProcessesScreen)
  {
    let screen = ProcessesScreen(
      source: .simulated, refreshInterval: nil, simulation: SimulatedProcesses(entries: entries))
    return (ScreenTestHost(screen, viewportHeight: 10_000), screen)
  }

  /// The table's rows, as shown.
  func rows(_ host: ScreenTestHost) -> [Row] {
    host.content.sections.first.map { Array($0.rows) } ?? []
  }

  func pids(_ host: ScreenTestHost) -> [Int] {
    rows(host).compactMap { $0.id.as(Int.self) }
  }

  /// Each row shown as `pid` at its depth, `pid+` collapsed with children, `pid-` expanded.
  func shape(_ host: ScreenTestHost) -> [String] {
    rows(host).map { row in
      let pid = row.id.as(Int.self).map(String.init) ?? "\(row.id)"
      guard let place = row.outline else { return pid }
      let mark =
        switch place.disclosure {
        case .leaf: ""
        case .collapsed: "+"
        case .expanded: "-"
        }
      return String(repeating: " ", count: place.depth) + pid + mark
    }
  }

  /// The pids of the rows under the shown row `pid`, one level down, in order.
  func children(of pid: Int, _ host: ScreenTestHost) throws -> [Int] {
    let shown = rows(host)
    let index = try #require(shown.firstIndex { $0.id == ListID(pid) })
    let depth = try #require(shown[index].outline?.depth)
    var found: [Int] = []
    for row in shown[(index + 1)...] {
      guard let below = row.outline?.depth, below > depth else { break }
      if below == depth + 1, let child = row.id.as(Int.self) { found.append(child) }
    }
    return found
  }

  /// Each shown process's parent as the rows show it: the nearest row above one level up.
  func shownParents(_ host: ScreenTestHost) -> [Int: Int] {
    var parents: [Int: Int] = [:]
    var path: [Int] = []
    for row in rows(host) {
      guard let pid = row.id.as(Int.self), let depth = row.outline?.depth else { continue }
      path = Array(path.prefix(depth))
      if let parent = path.last { parents[pid] = parent }
      path.append(pid)
    }
    return parents
  }

  func status(_ host: ScreenTestHost) -> String? {
    (host.host.bars.bottom.first?.component as? TextItem)?.title
  }

  @Test func treeViewShowsTheRootsCollapsedAndListViewTheFlatTableAgain() throws {
    let (host, screen) = host()
    let flat = pids(host)
    #expect(flat.count == 20)
    #expect(host.host.commands.map(\.title).contains("Tree view"))
    try host.perform(command: "Tree view")
    #expect(screen.isTreeView)
    // PID 1 and kthreadd, whose parent is 0; kthreadd has no children in the list.
    #expect(shape(host) == ["1+", "2"])
    let titles = host.host.commands.map(\.title)
    #expect(titles.contains("List view") && !titles.contains("Tree view"))
    #expect(titles.contains("Expand all") && titles.contains("Collapse all"))
    let tree = try #require(
      host.host.commands.first { $0.title == "List view" }?.shortcut)
    #expect(tree == .mnemonic("T"))
    try host.perform(command: "List view")
    #expect(!screen.isTreeView)
    #expect(pids(host) == flat)
    #expect(rows(host).allSatisfy { $0.outline == nil })
    #expect(!host.host.commands.map(\.title).contains("Expand all"))
    #expect(host.table.violations.isEmpty)
  }

  @Test func theTreeIsTheParentPIDsAndTheRowsShowTheProcessOnly() throws {
    let (host, screen) = host()
    try host.perform(command: "Tree view")
    try host.host.controller.setExpanded(true, row: 1)
    #expect(Set(try children(of: 1, host)) == [311, 402, 517, 688, 901, 1204, 1377, 2048])
    try host.perform(command: "Expand all")
    #expect(pids(host).count == 20)
    #expect(Set(pids(host)) == Set(screen.processes.map(\.pid)))
    let expected = Dictionary(
      uniqueKeysWithValues: SimulatedProcesses.table.filter { $0.parentPID != 0 }.map {
        ($0.pid, $0.parentPID)
      })
    #expect(shownParents(host) == expected)
    // sourcekit-lsp is vim's, three levels under tmux, four under systemd.
    let lsp = try #require(rows(host).first { $0.id == ListID(3301) })
    #expect(lsp.outline?.depth == 4)
    // The list indents and draws the disclosure: the name cell is the name, nothing more.
    let item = try #require(lsp.component as? ColumnsItem)
    #expect(item.cells[1] == "sourcekit-lsp")
    try host.perform(command: "Collapse all")
    #expect(shape(host) == ["1+", "2"])
    // Collapsing every node forgot the inner ones: expanding PID 1 shows its children only.
    try host.host.controller.setExpanded(true, row: 1)
    #expect(pids(host).count == 10)
    #expect(!host.host.controller.isExpanded(row: 2048))
  }

  // A loop followed for ever would hang: the limit ends the test instead. It is generous, as
  // the whole suite shares the main actor (this test waited 133 s for it under load).
  @Test(.timeLimit(.minutes(10)))
  func aProcessWhoseParentsLoopIsARoot() async throws {
    let (host, screen) = host([
      (1, 0, "init", "S", 1, 1_000),
      (10, 11, "ping", "S", 2, 1_000),  // 10 and 11: each the other's parent
      (11, 10, "pong", "S", 3, 1_000),
      (12, 12, "self", "S", 4, 1_000),  // its own parent
      (13, 10, "under-ping", "S", 5, 1_000),  // leads into the loop
      (14, 99, "orphan", "S", 6, 1_000),  // its parent is not listed
      (15, 14, "orphans-child", "S", 7, 1_000),
      (20, 22, "a", "S", 8, 1_000),  // a loop of three
      (21, 20, "b", "S", 9, 1_000),
      (22, 21, "c", "S", 10, 1_000),
    ])
    try host.perform(command: "Sort by PID")
    try host.perform(command: "Tree view")
    #expect(shape(host) == ["1", "10+", "11", "12", "14+", "20", "21", "22"])
    try host.perform(command: "Expand all")
    #expect(shape(host) == ["1", "10-", " 13", "11", "12", "14-", " 15", "20", "21", "22"])
    #expect(pids(host).count == screen.processes.count)
    // A refresh reads the same loops: the same tree, and nothing hangs.
    await screen.refresh()
    await host.idle()
    #expect(shape(host) == ["1", "10-", " 13", "11", "12", "14-", " 15", "20", "21", "22"])
    try host.host.controller.setExpanded(false, row: 10)
    #expect(shape(host).prefix(3) == ["1", "10+", "11"])
  }

  @Test func loopsAreFoundWhereverTheyStart() {
    let parents = [1: 2, 2: 3, 3: 1, 4: 1, 5: 5, 6: 7]
    let looped = ProcessTree.processesInLoops([4, 6, 1, 2, 3, 5, 7]) { pid in
      parents[pid].flatMap { $0 == pid ? nil : $0 }
    }
    #expect(looped == [1, 2, 3])
    // Records with one pid twice (never from /proc) show once.
    let record = ProcessRecord(pid: 8, name: "a", state: "S", cpu: 0, memoryKiB: 1)
    let tree = ProcessTree([record, record])
    #expect(tree.roots.map(\.pid) == [8])
  }

  @Test func sortingByAColumnSortsEachProcesssChildren() async throws {
    let (host, screen) = host()
    try host.perform(command: "Tree view")
    for pid in [1, 2048, 2051] { try host.host.controller.setExpanded(true, row: pid) }
    // CPU, the busiest first: python3 45.5, node 11.2, swift-build 3.7, htop 1.6, vim 0.1.
    #expect(try children(of: 2051, host) == [4410, 4096, 3110, 5120, 5002])
    try host.perform(command: "Sort by PID")
    #expect(try children(of: 2051, host) == [3110, 4096, 4410, 5002, 5120])
    #expect(try children(of: 1, host) == [311, 402, 517, 688, 901, 1204, 1377, 2048])
    try host.perform(command: "Sort by PID")
    #expect(try children(of: 2051, host) == [5120, 5002, 4410, 4096, 3110])
    // The roots too: kthreadd before systemd.
    #expect(pids(host).first == 2)
    try host.perform(command: "Sort by Name")
    #expect(try children(of: 2051, host) == [5120, 4096, 4410, 3110, 5002])
    #expect(try children(of: 1, host).first == 688)  // cron
    // The order holds across a refresh, and so do the expanded nodes.
    await screen.refresh()
    await host.idle()
    #expect(try children(of: 2051, host) == [5120, 4096, 4410, 3110, 5002])
  }

  @Test func aRefreshKeepsTheExpandedNodesAndSoDoesListViewAndBack() async throws {
    let (host, screen) = host()
    try host.perform(command: "Tree view")
    try host.host.controller.setExpanded(true, row: 1)
    await screen.refresh()
    await host.idle()
    #expect(pids(host).count == 10)
    try host.perform(command: "List view")
    try host.perform(command: "Tree view")
    #expect(pids(host).count == 10)
    #expect(try children(of: 1, host).count == 8)
  }

  @Test func marksSurviveSwitchingViews() throws {
    let (host, screen) = host()
    try host.perform(command: "Select")
    try host.tap(.id(3142))  // swift-frontend, under swift-build, zsh, tmux and systemd
    try host.tap(.id(902))  // postgres: writer, under postgres and systemd
    try host.moveCursor(to: .id(2))
    let marks: Set<ListID> = [ListID(3142), ListID(902)]
    #expect(screen.selectedRows == marks)
    try host.perform(command: "Tree view")
    #expect(screen.selectedRows == marks)
    #expect(pids(host).contains(3142) && pids(host).contains(902))
    #expect(status(host) == "Cursor: follows its process · 2 processes marked")
    // Only the processes above the marks were expanded.
    #expect(!host.host.controller.isExpanded(row: 5002))
    #expect(shape(host).contains("  2051-") && shape(host).contains("  902"))
    #expect(!pids(host).contains(3301))
    try host.perform(command: "List view")
    #expect(screen.selectedRows == marks)
    try host.perform(command: "Tree view")
    #expect(screen.selectedRows == marks)
    // Collapsing every node leaves the marked ones shown.
    try host.perform(command: "Expand all")
    #expect(pids(host).contains(3301))
    try host.perform(command: "Collapse all")
    #expect(screen.selectedRows == marks)
    #expect(pids(host).contains(3142) && pids(host).contains(902))
    #expect(!pids(host).contains(3301))
    #expect(!host.host.controller.isExpanded(row: 5002))
    // Every batch of the switches and the expansions is one UIKit would take.
    #expect(host.table.violations.isEmpty)
  }

  @Test func theCursorsProcessStaysShownEnteringTheTree() throws {
    let (host, _) = host()
    try host.host.controller.selectRow(.id(3143))
    try host.perform(command: "Tree view")
    #expect(host.selection == ListID(3143))
    #expect(shownParents(host)[3143] == 3110)
    // Only the processes above it were expanded.
    #expect(shape(host).contains(" 901+"))
  }

  @Test func aCursorThatKeepsItsLineExpandsNothing() throws {
    let (host, _) = host()
    try host.perform(command: "Keep the cursor's line")
    try host.host.controller.selectRow(.id(3143))
    try host.perform(command: "Tree view")
    #expect(shape(host) == ["1+", "2"])
    #expect(host.host.controller.cursorTracking == .keepsLine)
  }

  @Test func sigtermToMarkedProcessesWorksInTheTree() throws {
    let (host, screen) = host()
    try host.perform(command: "Tree view")
    try host.perform(command: "Expand all")
    try host.perform(command: "Select")
    for pid in [3142, 3143, 4410] { try host.tap(.id(pid)) }
    try host.performAction("Send SIGTERM to 3 processes", onRow: .id(3143))
    let alert = try #require(host.presentedAlert)
    #expect(alert.title == "Send SIGTERM to 3 processes?")
    try host.choose("Cancel")
    #expect(screen.ended.isEmpty)
    try host.perform(command: "Send SIGTERM to 3 processes")
    try host.choose("Send SIGTERM to 3")
    #expect(screen.ended == [3142, 3143, 4410])
    #expect(pids(host).count == 17)
    #expect(!pids(host).contains(3142) && !pids(host).contains(4410))
    // swift-build has no children left: a leaf now.
    #expect(shape(host).contains("   3110"))
    #expect(screen.selectedRows.isEmpty)
    // One process, by its row's action, as in the flat table.
    try host.performAction("Send SIGTERM", onRow: .id(902))
    try host.choose("Send SIGTERM")
    #expect(screen.ended.contains(902))
    #expect(shape(host).contains(" 901"))
  }

  @Test func aStatLineGivesTheParentPID() throws {
    let line =
      "4242 (tmux: server (1)) S 77 4242 4242 0 -1 4194560 3000 0 0 0 150 25 0 0 20 0 1 0 "
      + "123456 12345678 1600 18446744073709551615 1 1 0 0 0 0 0 3 1 0 0 0 17 2 0 0 0 0 0"
    #expect(ProcFileSystem.parse(stat: line)?.parentPID == 77)
    #expect(
      ProcFileSystem.parse(stat: line.replacingOccurrences(of: " S 77 ", with: " S x ")) == nil)
  }

  /// On the system's own processes: a child the test starts is under the test's process.
  @Test func theSystemsProcessesAreUnderTheirParents() throws {
    guard ProcFileSystem.isAvailable else { return }
    let child = try ProcessSignalTests.Child(["/bin/sleep", "60"])
    defer { child.end() }
    let record = try #require(ProcFileSystem().read(pid: Int(child.pid), previous: .init()))
    #expect(record.parentPID == Int(getpid()))
    let own = try #require(ProcFileSystem().read(pid: Int(getpid()), previous: .init()))
    #expect(own.parentPID == Int(getppid()))
    let screen = ProcessesScreen(source: .system)
    let tree = ProcessTree(screen.processes)
    #expect(tree.ancestors(of: Int(child.pid)).last == Int(getpid()))
  }
}
