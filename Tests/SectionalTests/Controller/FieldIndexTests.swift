import Foundation
import TestSupport
import Testing

@testable import Sectional

/// The fields a controller keeps with its content (rows whose component is focusable): built
/// once, then kept from each change's inserted, reloaded and deleted rows; Tab, Return and the
/// editing footer read them without reading the rows, so they make no `ForEach` row.
@MainActor
@Suite struct FieldIndexTests {
  /// A row of the model: a field (enabled or not) or a plain row; `version` changes what it
  /// shows.
  struct Item: Equatable, Sendable {
    enum Kind: CaseIterable { case field, disabledField, plain }
    var id: Int
    var kind: Kind
    var version = 0
  }

  nonisolated static func row(_ item: Item, counter: RowCounter? = nil) -> Row {
    counter?.increment()
    switch item.kind {
    case .field:
      return Row(id: item.id, TextFieldItem("F\(item.id)", text: "\(item.version)"))
    case .disabledField:
      return Row(
        id: item.id, TextFieldItem("F\(item.id)", text: "\(item.version)", isEnabled: false))
    case .plain:
      return Row(id: item.id, TextItem("R\(item.id) v\(item.version)"))
    }
  }

  /// Sections of items, each built or made by a `ForEach`.
  static func content(_ model: [(id: Int, lazy: Bool, items: [Item])]) -> ListContent {
    ListContent(
      sections: model.map { section in
        (section.lazy
          ? Section(id: section.id) { ForEach(section.items, id: \.id) { row($0) } }
          : Section(id: section.id) { for item in section.items { row(item) } })
          .collapsible()
      })
  }

  /// The fields of `content`, in order, read from every row.
  static func fields(of content: ListContent) -> [ListID] {
    content.sections.flatMap { $0.rows.filter(\.component.isFocusable).map(\.id) }
  }

  static func check(_ controller: ListController, _ context: String) {
    let expected = fields(of: controller.content)
    #expect(controller.fieldIDs == expected, "\(context)")
    #expect(controller.hasSeveralFields == (expected.count > 1), "\(context)")
    for (index, id) in expected.enumerated() {
      let next = index + 1 < expected.count ? expected[index + 1] : nil
      #expect(controller.field(after: id) == next, "\(context): after \(id)")
    }
  }

  @Test(arguments: 0..<60)
  func theFieldsFollowEveryChange(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var nextID = 0
    func item() -> Item {
      defer { nextID += 1 }
      return Item(id: nextID, kind: Item.Kind.allCases.randomElement(using: &rng) ?? .plain)
    }
    var model: [(id: Int, lazy: Bool, items: [Item])] = (0..<4).map { section in
      (
        section, Bool.random(using: &rng),
        (0..<Int.random(in: 0..<6, using: &rng)).map { _ in item() }
      )
    }
    let controller = try ListController(content: Self.content(model))
    Self.check(controller, "seed \(seed), start")
    for round in 0..<12 {
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let section = Int.random(in: 0..<model.count, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:
          model[section].items.insert(
            item(), at: Int.random(in: 0...model[section].items.count, using: &rng))
        case 1 where !model[section].items.isEmpty:
          model[section].items.remove(
            at: Int.random(in: 0..<model[section].items.count, using: &rng))
        case 2 where !model[section].items.isEmpty:
          // A row becomes a field, stops being one, or shows something else.
          let index = Int.random(in: 0..<model[section].items.count, using: &rng)
          model[section].items[index].kind = Item.Kind.allCases.randomElement(using: &rng) ?? .plain
          model[section].items[index].version += 1
        case 3 where !model[section].items.isEmpty:
          // A row moves to another section.
          let moved = model[section].items.remove(
            at: Int.random(in: 0..<model[section].items.count, using: &rng))
          let target = Int.random(in: 0..<model.count, using: &rng)
          model[target].items.insert(
            moved, at: Int.random(in: 0...model[target].items.count, using: &rng))
        case 4:
          // A section goes, or a new one comes.
          if model.count > 1, Bool.random(using: &rng) {
            model.remove(at: section)
          } else {
            model.insert(
              (100 + nextID, Bool.random(using: &rng), (0..<3).map { _ in item() }),
              at: Int.random(in: 0...model.count, using: &rng))
          }
        default:
          model.swapAt(section, Int.random(in: 0..<model.count, using: &rng))
        }
      }
      try controller.update(to: Self.content(model))
      Self.check(controller, "seed \(seed), round \(round)")
    }
  }

  @Test func imperativeEditsAndCollapsingKeepTheFields() throws {
    let controller = try ListController(
      content: Self.content([
        (0, false, [Item(id: 1, kind: .field), Item(id: 2, kind: .plain)]),
        (1, true, [Item(id: 3, kind: .field), Item(id: 4, kind: .field)]),
      ]))
    Self.check(controller, "start")
    try controller.appendRows([Self.row(Item(id: 5, kind: .field))], to: .id(0))
    Self.check(controller, "append")
    try controller.replaceRow(.id(2), with: Self.row(Item(id: 6, kind: .field)))
    Self.check(controller, "replace with another id")
    try controller.replaceRow(.id(1), with: Self.row(Item(id: 1, kind: .plain)))
    Self.check(controller, "replace with the same id")
    try controller.deleteRows([.id(3)])
    Self.check(controller, "delete")
    try controller.moveRow(.id(4), to: RowPath(section: 0, row: 0))
    Self.check(controller, "move")
    try controller.setCollapsed(true, section: 0)
    Self.check(controller, "collapse")
    try controller.setCollapsed(false, section: 0)
    Self.check(controller, "expand")
    try controller.deleteSections([.id(1)])
    Self.check(controller, "delete a section")
    try controller.reloadData(with: Self.content([(7, true, [Item(id: 8, kind: .field)])]))
    Self.check(controller, "reload")
  }

  @Test func askingAboutTheFieldsMakesNoForEachRow() throws {
    let counter = RowCounter()
    func content(_ version: Int) -> ListContent {
      let items = (0..<10_000).map {
        Item(id: 100 + $0, kind: .plain, version: $0 == 5 ? version : 0)
      }
      return ListContent {
        Section(id: "top") { Self.row(Item(id: 1, kind: .field, version: version)) }
        Section(id: "many") { ForEach(items, id: \.id) { Self.row($0, counter: counter) } }
        Section(id: "bottom") { Self.row(Item(id: 2, kind: .field)) }
      }
    }
    let controller = try ListController(content: content(0))
    controller.focus(ListID(1))
    // Built once, reading every row.
    #expect(controller.hasSeveralFields)
    counter.reset()
    for _ in 0..<3 {
      #expect(controller.hasSeveralFields)
      #expect(controller.returnKey(for: ListID(1)) == .next)
      #expect(controller.field(after: ListID(1)) == ListID(2))
      #expect(controller.fieldIDs == [ListID(1), ListID(2)])
    }
    #expect(counter.count == 0, "made \(counter.count) rows")
    // A change makes the rows it changed, not the others, and the fields follow it.
    try controller.update(to: content(1))
    #expect(counter.count <= 4, "made \(counter.count) rows")
    counter.reset()
    #expect(controller.hasSeveralFields)
    #expect(controller.returnKey(for: ListID(1)) == .next)
    #expect(controller.focusNextField())
    #expect(controller.focusedID == ListID(2))
    #expect(counter.count == 0, "made \(counter.count) rows")
  }
}
