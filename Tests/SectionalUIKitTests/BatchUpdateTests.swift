import Sectional
import SectionalUIKit
import TestSupport
import Testing
import UIKitSurface

/// A data source that answers fixed counts, to feed the surface's batch check by hand.
@MainActor
final class CountsDataSource: NSObject, UITableViewDataSource {
  var counts: [Int]
  /// The reuse identifier of every row's cell.
  let identifier: String

  init(_ counts: [Int], identifier: String = "cell") {
    self.counts = counts
    self.identifier = identifier
  }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
  }
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { 0 }
}

@MainActor
@Suite("The surface's UITableView checks batch updates by UIKit's rules")
struct BatchUpdateTests {
  func table(_ counts: [Int]) -> (UITableView, CountsDataSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    let source = CountsDataSource(counts)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.reloadData()
    table.layoutIfNeeded()
    return (table, source)
  }

  @Test("A row count that does not add up raises UIKit's 'invalid number of rows'")
  func invalidNumberOfRows() {
    let (table, source) = table([3, 2])
    source.counts = [4, 2]
    table.performBatchUpdates {
      table.deleteRows(at: [path(0, 0)], with: .automatic)
    }
    #expect(
      table.raisedExceptions == [
        "Invalid update: invalid number of rows in section 0. The number of rows contained in "
          + "an existing section after the update (4) must be equal to the number of rows "
          + "contained in that section before the update (3), plus or minus the number of rows "
          + "inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the "
          + "number of rows moved into or out of that section (0 moved in, 0 moved out)."
      ])
  }

  @Test("A table reloaded and not laid out since reads its counts when a batch begins")
  func staleRowDataCountsAtBatchStart() {
    let (table, source) = table([3])
    table.reloadData()
    // The data source switches before the batch: UIKit takes 4 rows as the count before it.
    source.counts = [4]
    table.performBatchUpdates {
      table.insertRows(at: [path(0, 3)], with: .automatic)
    }
    #expect(
      table.raisedExceptions == [
        "Invalid update: invalid number of rows in section 0. The number of rows contained in "
          + "an existing section after the update (4) must be equal to the number of rows "
          + "contained in that section before the update (4), plus or minus the number of rows "
          + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
          + "number of rows moved into or out of that section (0 moved in, 0 moved out)."
      ])
    // Switched inside the batch, as Apple documents, the same update is accepted.
    table.reloadData()
    table.performBatchUpdates {
      source.counts = [5]
      table.insertRows(at: [path(0, 4)], with: .automatic)
    }
    // A layout pass refreshes the row data: a switch before the next batch is then accepted.
    table.layoutIfNeeded()
    source.counts = [6]
    table.performBatchUpdates {
      table.insertRows(at: [path(0, 5)], with: .automatic)
    }
    #expect(table.raisedExceptions.count == 1)
    #expect(table.numberOfRows(inSection: 0) == 6)
  }

  @Test("The liaison switches its data inside the batch, so a table with stale row data takes it")
  func liaisonSwitchesDataInsideBatch() throws {
    let host = try LiaisedTable(ListContent(sections: [Section(id: "s", rows: numberedRows(3))]))
    host.liaison.reloadData(from: host.controller)
    try host.controller.update(
      to: ListContent(sections: [Section(id: "s", rows: numberedRows(4))]))
    #expect(host.table.raisedExceptions.isEmpty)
    #expect(host.table.numberOfRows(inSection: 0) == 4)
  }

  @Test("Conflicting and out-of-range operations are refused with UIKit's wording")
  func conflicts() {
    let (table, source) = table([3, 2])
    table.performBatchUpdates {
      table.deleteRows(at: [path(0, 1)], with: .automatic)
      table.reloadRows(at: [path(0, 1)], with: .automatic)
    }
    source.counts = [3, 3]
    table.insertRows(at: [path(1, 5)], with: .automatic)
    source.counts = [2]
    table.performBatchUpdates {
      table.deleteSections([1], with: .automatic)
      table.deleteRows(at: [path(1, 0)], with: .automatic)
    }
    #expect(
      table.raisedExceptions == [
        "attempt to delete and reload the same index path "
          + "(<NSIndexPath> {length = 2, path = 0 - 1})",
        "attempt to insert row 5 into section 1, but there are only 3 rows in section 1 after "
          + "the update",
        "attempt to delete row 0 from section 1, which is being deleted in the same update",
      ])
  }

  @Test("Dequeueing an unregistered identifier raises, as UIKit does")
  func unregisteredDequeue() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    let source = CountsDataSource([1])
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(
      table.raisedExceptions == [
        "unable to dequeue a cell with identifier cell - must register a nib or a class for the "
          + "identifier or connect a prototype cell in a storyboard"
      ])
  }

  @Test(
    "Random content changes reach the table in stages the batch check accepts",
    arguments: 0..<12)
  func randomStagedUpdates(run: Int) throws {
    let seed = UInt64(0x5EC7_10AA) &+ UInt64(run) &* 7919
    print("randomStagedUpdates seed: \(seed)")
    var random = SplitMix64(seed: seed)
    var model = RandomModel()
    model.mutate(using: &random)
    let host = try LiaisedTable(model.content, height: 300)
    var multiStage = 0
    for step in 0..<25 {
      let before = model.content
      model.mutate(using: &random)
      if try StagedChangeset(from: before, to: model.content).count > 1 { multiStage += 1 }
      try host.controller.update(to: model.content)
      let context = "seed \(seed), step \(step)"
      #expect(host.table.raisedExceptions.isEmpty, "\(context): \(host.table.raisedExceptions)")
      #expect(host.table.numberOfSections == model.content.sections.count, "\(context)")
      for (index, section) in model.content.sections.enumerated() {
        #expect(host.table.numberOfRows(inSection: index) == section.rows.count, "\(context)")
      }
      host.table.scroll(toOffsetY: CGFloat(Int.random(in: 0...800, using: &random)))
      for visible in host.visible {
        let cell = host.table.cellForRow(at: visible)
        let shown = (cell?.contentConfiguration as? UIListContentConfiguration)?.text
        let row = model.content.sections[visible.section].rows[visible.row]
        #expect(shown == (row.component as? TextItem)?.title, "\(context) at \(visible)")
      }
      guard host.table.raisedExceptions.isEmpty else { return }
    }
    print("randomStagedUpdates seed \(seed): \(multiStage) of 25 updates took several stages")
  }
}

/// Sections and rows that change at random: sections come, go and swap; rows are deleted,
/// inserted, moved within and across sections, and retitled (reloaded).
struct RandomModel {
  var sections: [(id: Int, rows: [(id: Int, version: Int)])] = []
  var nextSection = 0
  var nextRow = 0

  @MainActor
  var content: ListContent {
    ListContent(
      sections: sections.map { section in
        Section(
          id: "S\(section.id)",
          rows: section.rows.map { row in
            Row(id: "R\(row.id)", TextItem("R\(row.id) v\(row.version)"), height: .fixed(44))
          })
      })
  }

  mutating func mutate(using random: inout SplitMix64) {
    if sections.isEmpty || (sections.count < 5 && Bool.random(using: &random)) {
      let rows = (0..<Int.random(in: 0...6, using: &random)).map { _ in newRow() }
      sections.insert(
        (nextSection, rows), at: Int.random(in: 0...sections.count, using: &random))
      nextSection += 1
    }
    if sections.count > 1, Int.random(in: 0..<4, using: &random) == 0 {
      sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
    }
    if sections.count > 1, Int.random(in: 0..<4, using: &random) == 0 {
      let first = Int.random(in: 0..<sections.count, using: &random)
      let second = Int.random(in: 0..<sections.count, using: &random)
      sections.swapAt(first, second)
    }
    for _ in 0..<Int.random(in: 0...5, using: &random) {
      let kind = Int.random(in: 0..<4, using: &random)
      let section = Int.random(in: 0..<sections.count, using: &random)
      let count = sections[section].rows.count
      switch kind {
      case 0 where count > 0:
        sections[section].rows.remove(at: Int.random(in: 0..<count, using: &random))
      case 1:
        sections[section].rows.insert(newRow(), at: Int.random(in: 0...count, using: &random))
      case 2 where count > 0:
        let row = sections[section].rows.remove(at: Int.random(in: 0..<count, using: &random))
        let target = Int.random(in: 0..<sections.count, using: &random)
        let position = Int.random(in: 0...sections[target].rows.count, using: &random)
        sections[target].rows.insert(row, at: position)
      case 3 where count > 0:
        sections[section].rows[Int.random(in: 0..<count, using: &random)].version += 1
      default:
        break
      }
    }
  }

  mutating func newRow() -> (id: Int, version: Int) {
    defer { nextRow += 1 }
    return (nextRow, 0)
  }
}

@MainActor
@Suite("The surface's batch completions")
struct BatchCompletionTests {
  @Test("A batch's completion runs after performBatchUpdates returns, when animations end")
  func completionRunsLater() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    let source = CountsDataSource([1])
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.reloadData()
    var finished: [Bool] = []
    table.performBatchUpdates(
      {
        source.counts = [2]
        table.insertRows(at: [path(0, 1)], with: .automatic)
      },
      completion: { finished.append($0) })
    #expect(finished.isEmpty)
    table.scroll(toOffsetY: 0)
    #expect(finished == [true])
    #expect(table.raisedExceptions.isEmpty)
  }
}
