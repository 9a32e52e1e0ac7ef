import Sectional
import SectionalUIKit
import TestSupport
import Testing
import UIKitSurface

/// The surface's `reconfigureRows(at:)` and `reconfigureItems(at:)` as UIKit documents them: the
/// data source is asked again, its dequeue returns the existing cell (not prepared for reuse),
/// no display ends or starts; another cell type, or another cell, is UIKit's exception.
@MainActor
@Suite("The surface reconfigures cells in place, as UIKit documents")
struct ReconfigureTests {
  /// A cell that counts how often it was prepared for reuse.
  final class CountingCell: UITableViewCell {
    var reuses = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  /// A data source with one section whose rows dequeue the identifiers of `identifiers`; it
  /// records the rows it was asked for, and can return a fresh cell instead of the dequeued one.
  final class Source: NSObject, UITableViewDataSource {
    var identifiers: [String]
    var asked: [Int] = []
    var returnsFreshCell = false

    init(_ identifiers: [String]) {
      self.identifiers = identifiers
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      identifiers.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      asked.append(indexPath.row)
      let cell = tableView.dequeueReusableCell(
        withIdentifier: identifiers[indexPath.row], for: indexPath)
      return returnsFreshCell ? CountingCell(style: .default, reuseIdentifier: "fresh") : cell
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

  func table(_ identifiers: [String]) -> (UITableView, Source) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    let source = Source(identifiers)
    table.register(CountingCell.self, forCellReuseIdentifier: "a")
    table.register(CountingCell.self, forCellReuseIdentifier: "b")
    table.dataSource = source
    table.reloadData()
    table.layoutIfNeeded()
    source.asked = []
    return (table, source)
  }

  @Test("A reconfigured row keeps its cell: asked again, not prepared for reuse, not redisplayed")
  func keepsTheCell() throws {
    let (table, source) = table(["a", "a", "a"])
    let cell = try #require(table.cellForRow(at: path(0, 1)) as? CountingCell)
    table.reconfigureRows(at: [path(0, 1)])
    #expect(source.asked == [1])
    #expect(table.cellForRow(at: path(0, 1)) === cell)
    #expect(cell.reuses == 0)
    #expect(cell.superview != nil)
    #expect(table.raisedExceptions.isEmpty)
  }

  @Test("A reload of the same row gives it a cell from the reuse queue, prepared for reuse")
  func reloadReusesACell() throws {
    let (table, source) = table(["a", "a", "a"])
    let cell = try #require(table.cellForRow(at: path(0, 1)) as? CountingCell)
    table.reloadRows(at: [path(0, 1)], with: .automatic)
    #expect(source.asked == [1])
    // The cell left the table and came back through the reuse queue.
    #expect(cell.reuses == 1)
  }

  @Test("Reconfiguring with a cell of another type is UIKit's exception")
  func anotherTypeRaises() {
    let (table, source) = table(["a", "a", "a"])
    source.identifiers[1] = "b"
    table.reconfigureRows(at: [path(0, 1)])
    #expect(table.raisedExceptions.count == 1)
    #expect(table.raisedExceptions.first?.contains("being reconfigured") == true)
  }

  @Test("Returning another cell than the one dequeued is UIKit's exception")
  func anotherCellRaises() {
    let (table, source) = table(["a", "a", "a"])
    source.returnsFreshCell = true
    table.reconfigureRows(at: [path(0, 2)])
    #expect(table.raisedExceptions.count == 1)
    #expect(table.raisedExceptions.first?.contains("new cell") == true)
  }

  @Test("In a batch, the paths are those before it; a row it deletes cannot be reconfigured")
  func inABatch() throws {
    let (table, source) = table(["a", "a", "a"])
    let last = try #require(table.cellForRow(at: path(0, 2)))
    source.identifiers.removeFirst()
    table.performBatchUpdates {
      table.deleteRows(at: [path(0, 0)], with: .automatic)
      table.reconfigureRows(at: [path(0, 2)])
    }
    // Row 2 before the batch is row 1 after it: asked for there, in its own cell.
    #expect(source.asked.contains(1))
    #expect(table.cellForRow(at: path(0, 1)) === last)
    #expect(table.raisedExceptions.isEmpty)
    source.identifiers.removeFirst()
    table.performBatchUpdates {
      table.deleteRows(at: [path(0, 0)], with: .automatic)
      table.reconfigureRows(at: [path(0, 0)])
    }
    #expect(table.raisedExceptions.count == 1)
    #expect(table.raisedExceptions.first?.hasPrefix("attempt to reconfigure row 0") == true)
  }

  @Test("A row off screen has no cell to reconfigure: nothing is asked")
  func offScreen() {
    let (table, source) = table(Array(repeating: "a", count: 40))
    table.reconfigureRows(at: [path(0, 39)])
    #expect(source.asked.isEmpty)
    #expect(table.raisedExceptions.isEmpty)
  }
}
