import DemoScreens
import Sectional
import SectionalTesting
import Testing

/// The Processes screen on its simulated source: columns under their titles, sorted by the
/// screen's commands, the cursor keeping its process (or its line) when the order changes and
/// the line under the table saying which, Enter showing a process's details, and a row action
/// that asks before sending SIGTERM.
@MainActor
@Suite struct ProcessesScreenTests {
  func host() -> (ScreenTestHost, ProcessesScreen) {
    let screen = ProcessesScreen()
    return (ScreenTestHost(screen, viewportHeight: 10_000), screen)
  }

  func pids(_ host: ScreenTestHost) -> [Int] {
    host.content.sections.flatMap(\.rows).compactMap { $0.id.as(Int.self) }
  }

  func header(_ host: ScreenTestHost) throws -> ColumnsItem {
    try #require(host.content.sections.first?.header?.component as? ColumnsItem)
  }

  @Test func theTableStartsSortedByCPUBusiestFirst() throws {
    let (host, screen) = host()
    let header = try header(host)
    #expect(header.cells == ["PID", "Name", "S", "CPU%", "MEM"])
    #expect(header.sort == ColumnsItem.Sort(column: 3, ascending: false))
    #expect(pids(host).prefix(3) == [3142, 3143, 4410])
    #expect(pids(host).count == screen.processes.count)
    let row = try #require(host.content.sections.first?.rows.first?.component as? ColumnsItem)
    #expect(row.cells == ["3142", "swift-frontend", "R", "93.9", "1.5G"])
    // Every row shares the header's fitted columns.
    #expect(row.columns == header.columns)
  }

  @Test func aSortCommandSortsAndPressedAgainReverses() throws {
    let (host, _) = host()
    try host.perform(command: "Sort by PID")
    #expect(pids(host) == pids(host).sorted())
    #expect(try header(host).sort == ColumnsItem.Sort(column: 0, ascending: true))
    try host.perform(command: "Sort by PID")
    #expect(pids(host) == pids(host).sorted(by: >))
    try host.perform(command: "Sort by Name")
    // cron, dbus-daemon, htop, kthreadd, … (A to Z, case aside)
    #expect(pids(host).prefix(4) == [688, 402, 5120, 2])
  }

  @Test func theCursorKeepsItsProcessWhenTheOrderChanges() async throws {
    let (host, screen) = host()
    try host.host.controller.selectRow(.id(4410))
    try host.perform(command: "Sort by PID")
    #expect(host.selection == ListID(4410))
    await screen.refresh()
    await host.idle()
    #expect(screen.refreshCount == 1)
    #expect(host.selection == ListID(4410))
  }

  func status(_ host: ScreenTestHost) -> TextItem? {
    host.host.bars.bottom.first?.component as? TextItem
  }

  @Test func keepingTheLineTheCursorStaysOnItsPlace() throws {
    let (host, _) = host()
    // `t` changed nothing visible: the line under the table now says what it switches.
    #expect(status(host)?.title == "Cursor: follows its process")
    try host.perform(command: "Keep the cursor's line")
    #expect(status(host)?.title == "Cursor: keeps its line")
    #expect(host.host.controller.cursorTracking == .keepsLine)
    try host.host.controller.selectRow(.id(4410))  // third by CPU
    try host.perform(command: "Sort by PID")
    #expect(host.selection == ListID(311))  // third by PID
    try host.perform(command: "Follow the process")
    #expect(host.host.controller.cursorTracking == .followsRow)
  }

  /// Enter asked to send SIGTERM while the footer said "⏎ select": selecting a process now
  /// shows its details, and says so.
  @Test func selectingAProcessShowsItsDetails() throws {
    let (host, screen) = host()
    let row = try #require(host.content.sections.first?.rows.first { $0.id == ListID(3143) })
    #expect(row.traits.selectionTitle == "Show details")
    try host.tap(.id(3143))
    let alert = try #require(host.presentedAlert)
    #expect(alert.title == "swift-frontend (3143)")
    #expect(alert.message == "State R, CPU 89.2%, memory 1.4G")
    #expect(screen.ended.isEmpty)
  }

  @Test func sendingSIGTERMAsksFirstAndCancelChangesNothing() throws {
    let (host, screen) = host()
    try host.performAction("Send SIGTERM", onRow: .id(3143))
    let alert = try #require(host.presentedAlert)
    #expect(alert.title == "Send SIGTERM to swift-frontend (3143)?")
    #expect(alert.actions.map(\.title) == ["Cancel", "Send SIGTERM"])
    #expect(alert.actions.map(\.role) == [.cancel, .destructive])
    #expect(alert.preferredAction == nil)
    try host.choose("Cancel")
    #expect(screen.ended.isEmpty)
    try host.performAction("Send SIGTERM", onRow: .id(3143))
    try host.choose("Send SIGTERM")
    // The simulated process ends, as a real one would, and leaves the list; it was marked
    // dead (X, 0.0 CPU) whatever the signal did.
    #expect(screen.ended == [3143])
    #expect(!pids(host).contains(3143))
    #expect(pids(host).count == 19)
  }

  @Test func marksSendSIGTERMToEveryMarkedProcessAfterOneQuestion() throws {
    let (host, screen) = host()
    try host.perform(command: "Select")
    try host.tap(.id(3143))
    try host.tap(.id(4410))
    #expect(screen.selectedRows == [ListID(3143), ListID(4410)])
    #expect(status(host)?.title == "Cursor: follows its process · 2 processes marked")
    // On a marked process, the row's action names them all; on another, it is its own.
    try host.performAction("Send SIGTERM to 2 processes", onRow: .id(4410))
    let alert = try #require(host.presentedAlert)
    #expect(alert.title == "Send SIGTERM to 2 processes?")
    #expect(alert.message?.hasPrefix("swift-frontend (3143), python3 (4410). ") == true)
    #expect(alert.actions.map(\.title) == ["Cancel", "Send SIGTERM to 2"])
    try host.choose("Cancel")
    #expect(screen.ended.isEmpty)
    #expect(throws: ScreenTestHost.Failure.self) {
      try host.performAction("Send SIGTERM to 2 processes", onRow: .id(3142))
    }
    // The screen's command asks the same, and the marks go with the processes.
    try host.perform(command: "Send SIGTERM to 2 processes")
    try host.choose("Send SIGTERM to 2")
    #expect(screen.ended == [3143, 4410])
    #expect(!pids(host).contains(3143) && !pids(host).contains(4410))
    #expect(!screen.isSelectingRows && screen.selectedRows.isEmpty)
  }

  @Test func theScreensTaskSamplesAgainWhileItIsShown() async throws {
    let screen = ProcessesScreen(source: .simulated, refreshInterval: .milliseconds(5))
    let host = ScreenTestHost(screen, viewportHeight: 10_000)
    defer { host.teardown() }
    let first = try header(host).columns
    try await waitUntil("two refreshes") { screen.refreshCount >= 2 }
    try await waitUntil("the rebuild after them") {
      let cells = (host.content.sections.first?.rows.first?.component as? ColumnsItem)?.cells
      return cells != nil && cells != ["3142", "swift-frontend", "R", "93.9", "1.5G"]
    }
    #expect(try header(host).columns.count == first.count)
  }
}
