import Sectional
import TestSupport
import Testing

/// The examples in the doc comments of Sources/Sectional/Controller/CursorTracking.swift and
/// ListController+Scrolling.swift.
@MainActor
@Suite struct ScrollingExamples {
  func controller() throws -> ListController {
    try ListController {
      Section(id: "main") {
        for pid in [1, 42, 77] { Row(id: "pid-\(pid)", TextItem("\(pid)")) }
      }
    }
  }

  /// Sources/Sectional/Controller/CursorTracking.swift
  @Test func cursorTracking() throws {
    let controller = try controller()
    controller.cursorTracking = .keepsLine  // a table re-sorted every second stays still
    #expect(controller.cursorTracking == .keepsLine)
  }

  /// Sources/Sectional/Controller/ListController+Scrolling.swift: scrollToRow
  @Test func scrollToRow() throws {
    let controller = try controller()
    try controller.scrollToRow(.id("pid-42"), at: .middle)
    #expect(throws: ListError.self) { try controller.scrollToRow(.id("pid-43")) }
  }

  /// Sources/Sectional/Controller/ListController+Scrolling.swift: selectRow
  @Test func selectRow() throws {
    let controller = try controller()
    try controller.selectRow(.id("pid-42"), scrollingTo: .middle)
    #expect(throws: ListError.self) { try controller.selectRow(.id("pid-43")) }
  }
}
