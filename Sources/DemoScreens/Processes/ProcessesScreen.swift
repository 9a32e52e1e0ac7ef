import Sectional

#if canImport(Glibc)
  import Glibc
#endif

/// A live table of processes, as in htop: PID, name, state, CPU and memory in columns under
/// their titles, refreshed every second, sorted by the column a person chooses: the table's
/// sortable columns are data, and the list sorts them, offers a "Sort by" command with its key
/// for each (pressing it again reverses) and keeps the choice across refreshes. The cursor stays on its process when the order
/// changes, or, after "Keep the cursor's line", on its line; the line under the table says
/// which. Choosing a process shows its details; its "Send SIGTERM" action (a swipe on iOS, `.`
/// in the terminal) asks before sending it SIGTERM, the question's focus on Cancel. After the
/// signal the process is read again: it leaves the list when it has ended, and shows as it is
/// when it has not (an alert says so), or when the signal could not be sent (an alert says why).
///
/// Processes can be marked to act on several (Space and Shift-↑/↓ in the terminal, Select on
/// iOS): "Send SIGTERM" on a marked process then asks once for all of them ("Send SIGTERM to 3
/// processes?"), and so does the screen's command of that name.
///
/// "Tree view" (`T`) shows each process under its parent (its PPID), as htop's tree does, and
/// "List view" the flat table again. The roots are the processes whose parent is not listed
/// (PID 1, kthreadd, a process whose parent ended) and those whose chain of parents loops (a
/// damaged read): see ``ProcessTree``. Nodes start collapsed; the list remembers the ones a
/// person expanded (→ and ← in the terminal), also across "List view" and back, and "Expand
/// all" (`+`) and "Collapse all" (`-`) do every node. Sorting by a column sorts each process's
/// children, and the roots. Rows keep their process's id in both views, so the cursor, the
/// marks and the rows' actions work the same; entering the tree shows the marked processes and
/// the cursor's (unless it keeps its line), their parents expanded, and "Collapse all" leaves
/// the marked ones shown.
@MainActor
public final class ProcessesScreen: MultipleSelectionScreen {
  /// The title.
  public let title = "Processes"
  /// Where the processes come from.
  public let source: ProcessSource
  /// How often the screen samples again while shown; `nil` for never (snapshots, tests).
  public let refreshInterval: Duration?
  /// The processes of the last sample, by pid (the list sorts them as the person chose).
  public private(set) var processes: [ProcessRecord] = []
  /// Whether processes are being marked, to act on several.
  public var isSelectingRows = false
  /// The marked processes' ids (their pids).
  public var selectedRows: Set<ListID> = []
  /// The processes of the simulated source sent SIGTERM: they have ended, as a real process
  /// ending on SIGTERM would, and leave the list.
  public private(set) var ended: Set<Int> = []
  /// How long a process sent SIGTERM is given to end before it is said to be still running.
  public var signalGrace: Duration = .milliseconds(500)
  /// Whether the cursor keeps its line rather than following its process.
  public private(set) var keepsLine = false
  /// Whether the processes show as a tree, each under its parent, rather than as a flat table.
  /// Kept in the screen's state, as ``keepsLine`` is; the list keeps which nodes are expanded.
  public private(set) var isTreeView = false
  /// The processes of the simulated source.
  let simulation: SimulatedProcesses
  /// How many samples were taken after the first.
  public private(set) var refreshCount = 0
  private var ticks = ProcFileSystem.Ticks()
  private var context: ScreenContext?

  /// The table's columns, before fitting to the rows: sortable by PID (`p`) and name (`a`)
  /// A to Z first, CPU (`c`) and memory (`M`) the busiest first.
  static let columns = [
    ColumnSpec("PID", width: .fit(), alignment: .trailing).sortable(shortcut: .mnemonic("p")),
    ColumnSpec("Name", width: .flexible(minimum: 8)).sortable(shortcut: .mnemonic("a")),
    ColumnSpec("S", width: .fixed(1), alignment: .center),
    ColumnSpec("CPU%", width: .fit(), alignment: .trailing)
      .sortable(ascendingFirst: false, shortcut: .mnemonic("c")),
    ColumnSpec("MEM", width: .fit(), alignment: .trailing)
      .sortable(ascendingFirst: false, shortcut: .mnemonic("M")),
  ]

  /// The column the table starts sorted by: CPU, the busiest first.
  static let initialSort = ColumnsItem.Sort(column: 3, ascending: false)

  /// Creates the screen and takes the first sample.
  ///
  /// - Parameters:
  ///   - source: Where the processes come from; ``ProcessSource/simulated`` by default.
  ///   - refreshInterval: How often to sample again while shown; `nil` (never) by default.
  public convenience init(source: ProcessSource = .simulated, refreshInterval: Duration? = nil) {
    self.init(source: source, refreshInterval: refreshInterval, simulation: SimulatedProcesses())
  }

  /// Creates the screen, simulating `simulation` when `source` is ``ProcessSource/simulated``
  /// (tests give processes of their own), and takes the first sample.
  init(source: ProcessSource, refreshInterval: Duration?, simulation: SimulatedProcesses) {
    self.source = source
    self.refreshInterval = refreshInterval
    self.simulation = simulation
    switch source {
    case .simulated:
      processes = simulation.sample(tick: 0, ended: ended)
    case .system:
      let result = ProcFileSystem().sample(previous: ticks)
      processes = result.records
      ticks = result.ticks
    }
  }

  /// Starts the refresh: a task of the screen's, sampling every ``refreshInterval`` until the
  /// screen goes away.
  ///
  /// - Parameter context: The host's context.
  public func attach(_ context: ScreenContext) {
    self.context = context
    context.cursorTracking = keepsLine ? .keepsLine : .followsRow
    guard let interval = refreshInterval else { return }
    context.task { [weak self] in
      while !Task.isCancelled {
        do { try await Task.sleep(for: interval) } catch { return }
        await self?.refresh()
      }
    }
  }

  /// Forgets the context.
  public func detach() {
    context = nil
  }

  /// Samples the processes again and asks the host to show them.
  public func refresh() async {
    refreshCount += 1
    switch source {
    case .simulated:
      processes = simulation.sample(tick: refreshCount, ended: ended)
    case .system:
      let previous = ticks
      let result = await Task.detached { ProcFileSystem().sample(previous: previous) }.value
      processes = result.records
      ticks = result.ticks
    }
    context?.requestUpdate()
  }

  nonisolated static func cells(_ record: ProcessRecord) -> [String] {
    [String(record.pid), record.name, record.state, record.cpuText, record.memoryText]
  }

  /// What each cell sorts by: CPU and memory by their values, not their rounded texts ("1.5G"
  /// is more than "900M"); the others by their text.
  nonisolated static func sortKeys(_ record: ProcessRecord) -> [ColumnsItem.SortKey] {
    [
      .number(Double(record.pid)), .text(record.name), .text(record.state),
      .number(record.cpu), .number(Double(record.memoryKiB)),
    ]
  }

  /// The column titles, pinned, over one row per process, by pid: the list sorts them by the
  /// column chosen (ties stay by pid). In the tree view the rows are an ``Outline``: the roots,
  /// and under each expanded process its children, each level sorted by the column chosen.
  public var content: ListContent {
    let records = processes.sorted { $0.pid < $1.pid }
    let columns = ColumnSpec.fitted(Self.columns, to: records.map(Self.cells))
    let marks = isSelectingRows ? selectedRows : []
    let node: @Sendable (ProcessRecord) -> ProcessNode = { record in
      ProcessNode(
        record: record, columns: columns,
        signalCount: marks.contains(ListID(record.pid)) ? marks.count : 1)
    }
    let tree = isTreeView ? ProcessTree(records) : nil
    Section(id: "processes", header: ColumnsItem.header(columns, sort: Self.initialSort)) {
      if let tree {
        // The list indents the rows and draws the disclosures; a row shows its process only.
        Outline(
          tree.roots.map(node), id: \.record.pid,
          children: { parent in
            tree.children[parent.record.pid].map { .nodes($0.map(node)) } ?? .none
          }
        ) { [unowned self] in row($0) }
      } else {
        for record in records { row(node(record)) }
      }
    }
    // The column titles, with the sort arrow, stay on top while the rows scroll.
    .pinnedHeader()
  }

  /// A process as the rows hold it: with the columns its row is fitted to and the number of
  /// processes its "Send SIGTERM" names, so that equal nodes make equal rows (the tree's
  /// outline compares nodes to know which rows changed).
  struct ProcessNode: Equatable, Sendable {
    /// The process.
    var record: ProcessRecord
    /// The table's fitted columns.
    var columns: [ColumnSpec]
    /// How many processes the row's "Send SIGTERM" is for: the marks, on a marked process.
    var signalCount: Int
  }

  /// The row of a process, by its pid, in either view.
  nonisolated func row(_ node: ProcessNode) -> Row {
    let record = node.record
    // Enter shows the process's details: nothing that ends a process is one key away.
    return Row(id: record.pid, Self.item(Self.cells(record), Self.sortKeys(record), node.columns))
      .named("\(record.name) (\(record.pid))")
      .selectionTitle("Show details")
      .onSelect { [unowned self] context in
        showDetails(of: record, presenter: context.presenter)
      }
      .swipeActions(.trailing, [signalAction(record, count: node.signalCount)])
      .contextMenu([detailsAction(record)])
  }

  /// Under the table: what the cursor does when the order changes — what `t` switches, shown
  /// as it is.
  public var bottomBar: [Row] {
    let cursor = keepsLine ? "Cursor: keeps its line" : "Cursor: follows its process"
    let marked =
      selectedRows.count == 1 ? "1 process marked" : "\(selectedRows.count) processes marked"
    Row(id: "status", TextItem(isSelectingRows ? "\(cursor) · \(marked)" : cursor))
  }

  /// The marked processes, as last read, in pid order.
  var markedProcesses: [ProcessRecord] {
    processes.filter { selectedRows.contains(ListID($0.pid)) }
  }

  /// Choose what the cursor does when the order changes (`t`), start marking, show the tree or
  /// the flat table (`T`) and, in the tree, expand or collapse every process (`+`, `-`); the
  /// list adds the sort commands of the table's columns.
  public var commands: [ScreenCommand] {
    var commands = [
      ScreenCommand(
        keepsLine ? "Follow the process" : "Keep the cursor's line", shortcut: .mnemonic("t"),
        priority: .low
      ) { [unowned self] context in
        keepsLine.toggle()
        context.controller.cursorTracking = keepsLine ? .keepsLine : .followsRow
      },
      // Marking: Select on iOS (editing mode); the terminal's Space marks without it.
      ScreenCommand(
        isSelectingRows ? "Done" : "Select", placement: .secondary, priority: .low
      ) { [unowned self] _ in
        isSelectingRows.toggle()
      },
      ScreenCommand(
        isTreeView ? "List view" : "Tree view", shortcut: .mnemonic("T"), priority: .low
      ) { [unowned self] context in
        showTree(!isTreeView, context: context)
      },
    ]
    if isTreeView {
      commands += [
        ScreenCommand(
          "Expand all", shortcut: .mnemonic("+"), placement: .secondary, priority: .low
        ) { [unowned self] context in
          setEveryNode(expanded: true, controller: context.controller)
        },
        ScreenCommand(
          "Collapse all", shortcut: .mnemonic("-"), placement: .secondary, priority: .low
        ) { [unowned self] context in
          setEveryNode(expanded: false, controller: context.controller)
        },
      ]
    }
    if isSelectingRows && !selectedRows.isEmpty {
      let marked = markedProcesses
      commands.append(
        ScreenCommand(Self.signalTitle(count: marked.count), role: .destructive) {
          [unowned self] context in
          ask(toSignal: marked, presenter: context.presenter)
        })
    }
    return commands
  }

  /// Shows the tree (`on`) or the flat table. Entering the tree, the marked processes stay
  /// shown, and so does the cursor's process (unless the cursor keeps its line,
  /// ``keepsLine``): the processes above them are expanded ahead, for the rebuild after the
  /// command to show them (the host keeps marks, and the cursor its row, only on rows shown).
  ///
  /// - Parameters:
  ///   - on: `true` for the tree, `false` for the flat table.
  ///   - context: The command's context: the cursor's row and the list.
  func showTree(_ on: Bool, context: ScreenCommand.Context) {
    isTreeView = on
    guard on else { return }
    let cursor = keepsLine ? nil : context.selection
    var shown = isSelectingRows ? selectedRows : []
    if let cursor { shown.insert(cursor) }
    let tree = ProcessTree(processes)
    var depths: [Int: Int] = [:]
    for pid in shown.compactMap({ $0.as(Int.self) }) {
      for (depth, above) in tree.ancestors(of: pid).enumerated() { depths[above] = depth }
    }
    let order = depths.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
    context.controller.setExpanded(true, rows: order)
  }

  /// Expands every process that has children, each after its parent, or collapses them, each
  /// before its parent, but those above a marked process: a mark is never hidden. One batch
  /// for each node shown, through the list, which remembers them; a node a person's collapse
  /// hid changes too, for when it shows again.
  ///
  /// - Complexity: O(p · n) for the p processes with children among n.
  func setEveryNode(expanded: Bool, controller: ListController) {
    let tree = ProcessTree(processes)
    let order = tree.parentsTopDown
    var keep: Set<Int> = []
    if !expanded && isSelectingRows {
      for pid in selectedRows.compactMap({ $0.as(Int.self) }) {
        keep.formUnion(tree.ancestors(of: pid))
      }
    }
    controller.setExpanded(
      expanded,
      rows: (expanded ? order : order.reversed()).filter {
        controller.isExpanded(row: $0) != expanded && !keep.contains($0)
      })
  }

  /// A table row of `cells`, sorted by `sortKeys`.
  nonisolated static func item(
    _ cells: [String], _ sortKeys: [ColumnsItem.SortKey], _ columns: [ColumnSpec]
  ) -> ColumnsItem {
    var item = ColumnsItem(cells, columns: columns)
    item.sortKeys = sortKeys
    return item
  }

  /// The row's "Send SIGTERM" action (a trailing swipe on iOS, in the `.` menu in the
  /// terminal): it asks first.
  /// On a marked process while several are marked, it acts on all of them: `count` says how
  /// many.
  nonisolated func signalAction(_ record: ProcessRecord, count: Int) -> RowAction {
    RowAction(Self.signalTitle(count: count), symbol: "xmark.octagon", role: .destructive) {
      [unowned self] context in
      let records = processes.filter { context.affectedRows.contains(ListID($0.pid)) }
      ask(toSignal: records.isEmpty ? [record] : records, presenter: context.presenter)
    }
  }

  /// "Send SIGTERM", or "Send SIGTERM to 3 processes" for several.
  nonisolated static func signalTitle(count: Int) -> String {
    count > 1 ? "Send SIGTERM to \(count) processes" : "Send SIGTERM"
  }

  /// The row's "Show details" action (its context menu): what Enter shows.
  nonisolated func detailsAction(_ record: ProcessRecord) -> RowAction {
    RowAction("Show details", symbol: "info.circle") { [unowned self] context in
      showDetails(of: record, presenter: context.presenter)
    }
  }

  /// The process's figures in an alert.
  func showDetails(of record: ProcessRecord, presenter: any Presenter) {
    presenter.present(
      Alert(
        title: "\(record.name) (\(record.pid))",
        message: "State \(record.state), CPU \(record.cpuText)%, memory \(record.memoryText)"))
  }

  /// Asks before sending SIGTERM to `records` (one, or the marked ones); Cancel comes first
  /// and takes the focus. Once sent to several, the marks go.
  func ask(toSignal records: [ProcessRecord], presenter: any Presenter) {
    guard let first = records.first else { return }
    let simulated = source == .simulated
    let several = records.count > 1
    let names = records.prefix(3).map { "\($0.name) (\($0.pid))" }.joined(separator: ", ")
    let others = records.count > 3 ? " and \(records.count - 3) more" : ""
    presenter.present(
      Alert(
        title: several
          ? "Send SIGTERM to \(records.count) processes?"
          : "Send SIGTERM to \(first.name) (\(first.pid))?",
        message: (several ? "\(names)\(others). " : "")
          + (simulated
            ? "The list is simulated: \(several ? "they end" : "the process ends") and "
              + "\(several ? "leave" : "leaves") it, as a real one would."
            : "\(several ? "Each process is" : "The process is") asked to end; it may save its "
              + "work first."),
        actions: [
          AlertAction("Cancel", role: .cancel),
          AlertAction(
            several ? "Send SIGTERM to \(records.count)" : "Send SIGTERM", role: .destructive
          ) {
            [weak self] in
            guard let self else { return }
            signal(records, presenter: presenter)
            if several {
              isSelectingRows = false
              selectedRows = []
            }
          },
        ]))
  }

  /// Sends SIGTERM to `record`, as the form for several does for one.
  func signal(_ record: ProcessRecord, presenter: any Presenter) {
    signal([record], presenter: presenter)
  }

  /// Sends SIGTERM to each of `records`, then shows what is true: simulated processes end; real
  /// ones are read again until they have ended (they leave the list) or ``signalGrace`` has
  /// passed (they show as they are, and one alert names those still running); signals that
  /// could not be sent change nothing, and one alert says why for each. However many were
  /// marked, at most those two alerts follow.
  func signal(_ records: [ProcessRecord], presenter: any Presenter) {
    guard source == .system else {
      let pids = Set(records.map(\.pid))
      ended.formUnion(pids)
      processes.removeAll { pids.contains($0.pid) }
      return
    }
    #if canImport(Glibc)
      var sent: [ProcessRecord] = []
      var refused: [(record: ProcessRecord, reason: String)] = []
      for record in records {
        if kill(pid_t(record.pid), SIGTERM) == 0 {
          sent.append(record)
        } else {
          refused.append((record, String(cString: strerror(errno))))
        }
      }
      if let alert = Self.refusalAlert(refused) { presenter.present(alert) }
      guard !sent.isEmpty else { return }
      let work: @MainActor @Sendable () async -> Void = { [weak self] in
        await self?.readAgain(after: sent, presenter: presenter)
      }
      if let context { context.task(work) } else { Task(operation: work) }
    #endif
  }

  /// The alert for signals that could not be sent: the reason for one, each reason for several.
  static func refusalAlert(_ refused: [(record: ProcessRecord, reason: String)]) -> Alert? {
    guard let first = refused.first else { return nil }
    guard refused.count > 1 else {
      return Alert(
        title: "Could not signal \(first.record.name) (\(first.record.pid))",
        message: "\(first.reason). The process was not sent SIGTERM.")
    }
    let lines = refused.map { "\($0.record.name) (\($0.record.pid)): \($0.reason)." }
    return Alert(
      title: "Could not signal \(refused.count) processes",
      message: lines.joined(separator: "\n") + "\nThey were not sent SIGTERM.")
  }

  /// Reads processes sent SIGTERM until all have ended or ``signalGrace`` has passed, and shows
  /// what was read: those ended leave the list, the others show as they are and one alert
  /// names them.
  func readAgain(after records: [ProcessRecord], presenter: any Presenter) async {
    let deadline = ContinuousClock.now + signalGrace
    let previous = ticks
    var running: [ProcessRecord] = records
    while true {
      let pids = running.map(\.pid)
      running = await Task.detached {
        pids.compactMap { ProcFileSystem().read(pid: $0, previous: previous) }
      }.value
      guard !running.isEmpty, ContinuousClock.now < deadline else { break }
      do { try await Task.sleep(for: .milliseconds(50)) } catch { break }
    }
    let still = Dictionary(running.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
    let gone = Set(records.map(\.pid)).subtracting(still.keys)
    processes.removeAll { gone.contains($0.pid) }
    for index in processes.indices {
      if let now = still[processes[index].pid] { processes[index] = now }
    }
    if let alert = Self.stillRunningAlert(running) { presenter.present(alert) }
    context?.requestUpdate()
  }

  /// The alert for processes still running after SIGTERM: their state for one, each for
  /// several.
  static func stillRunningAlert(_ running: [ProcessRecord]) -> Alert? {
    guard let first = running.first else { return nil }
    let hint = "It may still be saving its work, or it ignores SIGTERM."
    guard running.count > 1 else {
      return Alert(
        title: "\(first.name) (\(first.pid)) is still running",
        message:
          "It was sent SIGTERM and has not ended: state \(first.state), CPU \(first.cpuText)%. "
          + hint)
    }
    let lines = running.map { "\($0.name) (\($0.pid)): state \($0.state), CPU \($0.cpuText)%." }
    return Alert(
      title: "\(running.count) processes are still running",
      message: "They were sent SIGTERM and have not ended:\n" + lines.joined(separator: "\n")
        + "\nThey may still be saving their work, or they ignore SIGTERM.")
  }
}
