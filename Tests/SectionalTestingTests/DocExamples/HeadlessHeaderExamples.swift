import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/SectionalTesting/HeadlessTableView+Headers.swift.
@MainActor
@Suite struct HeadlessHeaderExamples {
  /// HeadlessTableView+Headers.swift, `pinnedHeader`
  @Test func thePinnedHeader() throws {
    let controller = try ListController {
      Section(id: "running", header: "Running") {
        for pid in 0..<10 { Row(id: pid, TextItem("\(pid)")).height(.fixed(20)) }
      }
      .pinnedHeader()
    }
    let table = HeadlessTableView(controller: controller, viewportHeight: 100)
    table.scroll(toOffset: 60)
    #expect(table.pinnedHeader == ListID("running"))
  }
}
