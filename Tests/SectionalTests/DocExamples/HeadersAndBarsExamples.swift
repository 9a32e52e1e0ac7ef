import Sectional
import Testing

/// The examples in the doc comments of Sources/Sectional/Content/Section+Modifiers.swift
/// (`pinnedHeader(_:)`, `collapsible(collapsed:)`), ListController+Collapsing.swift and
/// Screen.swift (`topBar`).
@MainActor
@Suite struct HeadersAndBarsExamples {
  struct Process {
    var pid: Int
    var name: String
  }

  /// Section+Modifiers.swift, `pinnedHeader(_:)`
  @Test func aPinnedHeader() {
    let running = [Process(pid: 1, name: "init"), Process(pid: 42, name: "swift")]
    let section =
      Section(id: "running", header: "Running") {
        for process in running { Row(id: process.pid, TextItem(process.name)) }
      }
      .pinnedHeader()
    #expect(section.pinsHeader == true)
    #expect(section.rows.count == 2)
  }

  /// Section+Modifiers.swift, `collapsible(collapsed:)`, and ListController+Collapsing.swift
  @Test func aCollapsibleSection() throws {
    let section =
      Section(id: "filters", header: "Filters", style: .grouped) {
        Row(id: "add", TextItem("Add filter"))
      }
      .collapsible(collapsed: true)
    let controller = try ListController(content: ListContent(sections: [section]))
    #expect(controller.isCollapsed(section: "filters"))
    try controller.setCollapsed(false, section: "filters")
    try controller.setCollapsed(true, section: "filters")
    #expect(controller.content.rowCount == 0)
  }

  @MainActor
  final class ProcessScreen: Screen {
    let title = "Processes"
    var content: ListContent { Section(id: "all") {} }

    /// Screen.swift, `topBar`
    var topBar: [Row] {
      Row(id: "columns", TextItem("Name", detail: "CPU"))
    }
  }

  @Test func aTopBar() {
    let host = ScreenHost(screen: ProcessScreen())
    #expect(host.bars.top.map(\.id) == [ListID("columns")])
    #expect(host.bars.bottom.isEmpty)
  }
}
