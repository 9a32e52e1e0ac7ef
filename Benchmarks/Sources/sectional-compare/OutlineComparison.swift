import BenchmarkSupport
import Sectional
import SectionalTerminal
import SectionalTesting

/// The outline figures of issue 30, as ratios in one run: expanding a folder of 10,000 files in
/// an outline of 100,000 nodes against rebuilding the whole outline, and a terminal frame of an
/// outline of 100,000 visible nodes against one of 100.
@MainActor
enum OutlineComparison {
  /// A folder (children, possibly none) or a file (`children == nil`).
  struct Node: Equatable, Sendable {
    var id: Int
    var name: String
    var children: [Node]?
  }

  /// The files tree: `folders` folders of `files` files each, and at `bigAt` among them a
  /// folder of `bigFiles` files, with id `bigID`. Ids are unique across the tree.
  static func tree(folders: Int, files: Int, bigAt: Int, bigFiles: Int) -> [Node] {
    var next = 0
    func folder(_ name: String, files count: Int) -> Node {
      let id = next
      next += 1
      var children: [Node] = []
      children.reserveCapacity(count)
      for index in 0..<count {
        children.append(Node(id: next, name: "\(name)/file \(index).txt", children: nil))
        next += 1
      }
      return Node(id: id, name: name, children: children)
    }
    var roots: [Node] = []
    for index in 0..<folders {
      if index == bigAt { roots.append(folder("big", files: bigFiles)) }
      roots.append(folder("folder \(index)", files: files))
    }
    return roots
  }

  /// The content a files screen builds: one section, the outline of `roots`, each row made
  /// only when something reads it.
  static func content(_ roots: [Node]) -> ListContent {
    let outline = Outline(
      roots, id: \.id, children: { $0.children.map { .nodes($0) } ?? .none },
      row: { node in
        Row(id: node.id, TextItem(node.name, icon: node.children == nil ? "doc" : "folder"))
      })
    return ListContent {
      Section(id: "files", header: "Files") {
        fixedHeights ? outline.height(.fixed(1)) : outline
      }
    }
  }

  /// Whether the outline gives every row one line (`Outline.height(_:)`), as an app that knows
  /// its rows' height does: the layout then makes no row to measure it.
  static var fixedHeights = false

  /// The number of nodes of `roots` and their descendants.
  static func count(_ roots: [Node]) -> Int {
    roots.reduce(0) { $0 + 1 + count($1.children ?? []) }
  }

  /// A controller showing `roots` with every folder but the one with id `except` expanded.
  static func expandedController(_ roots: [Node], except: Int?) throws -> ListController {
    let controller = try ListController(content: content(roots))
    for node in roots where node.children != nil && node.id != except {
      try controller.setExpanded(true, row: node.id)
    }
    return controller
  }

  static func run() {
    if CommandLine.arguments.contains("--profile") {
      profileExpand()
      return
    }
    print(
      "# outline: 90 folders of 1,000 files expanded and, among them, a folder of 10,000"
        + " files (100,091 nodes), in a controller shown by a headless table (batches not"
        + " kept; it checks every batch by UIKit's rules, the rows a batch keeps a run at a"
        + " time and the ids it inserts against those it shows; its layout takes the rows that come"
        + " in at the estimate and makes only those it shows), by a 200x60 terminal ListView"
        + " (_terminal, its layout as the table's; _terminal_fixed_heights, the rows one line"
        + " each, known ahead with Outline.height, so every row is placed exactly), or by"
        + " nothing (_controller). expand_ms is"
        + " setExpanded(true) on the big folder alone (its 10,000 rows spliced in as one"
        + " batch, applied by the renderer), collapse_ms the way back; rebuild_ms is"
        + " update(to:) with the whole outline built afresh from the same tree, the big folder"
        + " expanded (100,091 rows visible: a screen's rebuild that changed nothing);"
        + " rebuild_collapsed_ms the same with it collapsed (90,091 rows); add_file_ms a"
        + " rebuild to a state with one file more, or one fewer. frame: a 200x60 terminal"
        + " ListView over the outline of 100,091 visible nodes against one of 100: frame_ms"
        + " draws every line (invalidateDrawing), move_ms moves the cursor one row and draws"
        + " the lines that changed")
    for renderer in Renderer.allCases {
      expandScenario(renderer)
    }
    frameScenario()
  }

  /// What shows the controller in a scenario.
  enum Renderer: CaseIterable {
    /// A headless table, which checks every batch by UIKit's rules (O(n) in the rows).
    case table
    /// A 200x60 terminal list view.
    case terminal
    /// A 200x60 terminal list view over an outline whose rows are one line each, known
    /// ahead (`Outline.height(_:)`).
    case terminalFixedHeights
    /// None: the controller alone.
    case none
  }

  /// Expanding the big folder against rebuilding the whole outline, in one controller shown by
  /// `renderer`.
  static func expandScenario(_ renderer: Renderer) {
    fixedHeights = renderer == .terminalFixedHeights
    defer { fixedHeights = false }
    let bigAt = 45
    let roots = tree(folders: 90, files: 1_000, bigAt: bigAt, bigFiles: 10_000)
    let big = roots[bigAt]
    guard big.name == "big", let bigFiles = big.children?.count else { return }
    let name: String
    switch renderer {
    case .table: name = "outline_expand_10000_of_100000"
    case .terminal: name = "outline_expand_10000_of_100000_terminal"
    case .terminalFixedHeights: name = "outline_expand_10000_of_100000_terminal_fixed_heights"
    case .none: name = "outline_expand_10000_of_100000_controller"
    }
    // The same tree with one more file in the first folder: a state change.
    var more = roots
    more[0].children?.append(Node(id: -1, name: "folder 0/new.txt", children: nil))
    guard let controller = try? expandedController(roots, except: big.id) else {
      print("\(name) error=content")
      return
    }
    var table: HeadlessTableView?
    var list: ListView?
    switch renderer {
    case .table:
      table = HeadlessTableView(controller: controller, viewportHeight: 800)
      table?.recordsBatches = false
    case .terminal, .terminalFixedHeights:
      list = ListView(controller: controller, width: 200, height: 60)
    case .none:
      break
    }
    let collapsedRows = controller.content.rowCount
    func setBig(_ expanded: Bool) {
      guard controller.isExpanded(row: big.id) != expanded else { return }
      do {
        try controller.setExpanded(expanded, row: big.id)
      } catch {
        print("\(name) error=\(error)")
      }
    }
    setBig(true)
    let expandedRows = controller.content.rowCount
    guard expandedRows == collapsedRows + bigFiles,
      table.map(\.shown.rowCount) ?? expandedRows == expandedRows
    else {
      print("\(name) error=rows \(collapsedRows) \(expandedRows)")
      return
    }
    // Whether the controller shows `more` (else `roots`).
    var showsMore = false
    var sink = 0
    let times = interleavedMedianMilliseconds(
      iterations: 21,
      prepared: [
        {
          setBig(false)
          return {
            setBig(true)
            sink &+= controller.content.rowCount
          }
        },
        {
          setBig(true)
          return {
            setBig(false)
            sink &+= controller.content.rowCount
          }
        },
        {
          // The whole outline, built afresh from the tree shown, as a screen's rebuild does.
          setBig(true)
          let fresh = content(showsMore ? more : roots)
          return {
            try? controller.update(to: fresh)
            sink &+= controller.content.rowCount
          }
        },
        {
          setBig(false)
          let fresh = content(showsMore ? more : roots)
          return {
            try? controller.update(to: fresh)
            sink &+= controller.content.rowCount
          }
        },
        {
          // A state change: one file more, or one less, in the first folder.
          setBig(true)
          showsMore.toggle()
          let fresh = content(showsMore ? more : roots)
          return {
            try? controller.update(to: fresh)
            sink &+= controller.content.rowCount
          }
        },
      ])
    setBig(true)
    var line =
      ContentComparison.ratioLine(
        name, ("expand_ms", times[0]), ("rebuild_ms", times[2]), ratio: "expand_per_rebuild",
        target: "<=0.1")
      + " collapse_ms=\(format(times[1])) rebuild_collapsed_ms=\(format(times[3]))"
      + " add_file_ms=\(format(times[4]))"
      + " collapse_per_rebuild=\(format(times[1] / times[2]))"
      + " rows=\(collapsedRows)/\(controller.content.rowCount)"
    if let table { line += " violations=\(table.violations.count)" }
    print(line)
    withExtendedLifetime(list) {}
    if sink == 42 { print("") }
  }

  /// Expands and collapses the big folder many times, for `perf record`: with the controller
  /// alone, or shown by what follows `--profile` (`table` or `terminal`).
  static func profileExpand() {
    let arguments = CommandLine.arguments
    let shownBy = arguments.firstIndex(of: "--profile").flatMap { index in
      arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
    }
    let roots = tree(folders: 90, files: 1_000, bigAt: 45, bigFiles: 10_000)
    guard let controller = try? expandedController(roots, except: roots[45].id) else { return }
    var renderer: AnyObject?
    if shownBy == "table" {
      let table = HeadlessTableView(controller: controller, viewportHeight: 800)
      table.recordsBatches = false
      renderer = table
    } else if shownBy == "terminal" {
      renderer = ListView(controller: controller, width: 200, height: 60)
    }
    for _ in 0..<400 {
      try? controller.toggleExpanded(row: roots[45].id)
    }
    withExtendedLifetime(renderer) {}
    print("profiled expands: \(controller.content.rowCount) rows")
  }

  /// A terminal frame of an outline of 100,091 visible nodes against one of 100.
  static func frameScenario() {
    let width = 200
    let height = 60
    let large = tree(folders: 90, files: 1_000, bigAt: 45, bigFiles: 10_000)
    // 10 folders of 9 files: 100 nodes.
    let small = tree(folders: 10, files: 9, bigAt: -1, bigFiles: 0)
    var lists: [ListView] = []
    var rows: [Int] = []
    for roots in [small, large] {
      guard let controller = try? expandedController(roots, except: nil) else {
        print("outline_frame error=content")
        return
      }
      rows.append(controller.content.rowCount)
      let list = ListView(controller: controller, width: width, height: height)
      // The cursor in the middle of the outline, with a screen of rows around it.
      list.moveSelection(by: controller.content.rowCount / 2)
      lists.append(list)
    }
    guard rows == [count(small), count(large)] else {
      print("outline_frame error=rows \(rows)")
      return
    }
    func frame(_ list: ListView) -> Buffer {
      var buffer = Buffer(width: width, height: height)
      list.draw(into: &buffer, x: 0, y: 0)
      return buffer
    }
    var down = [true, true]
    var sink = 0
    var bodies: [() -> Void] = []
    for (index, list) in lists.enumerated() {
      bodies.append {
        // Every line drawn.
        list.invalidateDrawing()
        sink &+= frame(list).width
      }
      bodies.append {
        // The cursor moved by one row: only what changed is drawn.
        list.moveSelection(by: down[index] ? 1 : -1)
        down[index].toggle()
        sink &+= frame(list).width
      }
    }
    let times = interleavedMedianMilliseconds(iterations: 201, bodies)
    print(
      ContentComparison.ratioLine(
        "outline_frame_100000_vs_100", ("frame_100000_ms", times[2]), ("frame_100_ms", times[0]),
        ratio: "frame_100000_per_frame_100", target: "<=2")
        + " move_100000_ms=\(format(times[3])) move_100_ms=\(format(times[1]))"
        + " move_100000_per_move_100=\(format(times[3] / times[1]))"
        + " rows=\(rows[1])/\(rows[0])")
    if sink == 42 { print("") }
  }
}
