import Foundation
import Testing

@testable import Sectional

/// Issue 17, "Performance": a row of standard content (a `TextItem` with a short title, no
/// handlers) holds at most 64 bytes (56 here) and allocates nothing of its own. These check the layout
/// and the storage each row uses, which decide both, rather than time anything.
@Suite struct RowStorageTests {
  @Test func aRowIsAtMost56Bytes() {
    // Traits, handlers and out-of-line heights share the component's place: no field of their
    // own.
    #expect(MemoryLayout<Row>.stride <= 56)
    // A text item fits an existential's inline buffer: `row.component` boxes nothing either.
    #expect(MemoryLayout<TextItem>.size <= 3 * MemoryLayout<Int>.size)
    #expect(MemoryLayout<ListID>.size <= 25)
  }

  @Test func aStandardRowAllocatesNothingOfItsOwn() {
    let rows = [
      Row(id: UUID(), TextItem("Short title")),
      Row(id: 7, TextItem("Seven", accessory: .disclosure)),
      Row(id: "terms", TextItem("Terms", role: .destructive), height: .fixed(44)),
      Row(id: Int32(8), TextItem("Eight", accessory: .toggle(isOn: true)))
        .height(.automatic(estimate: 2.5)),
    ]
    for row in rows {
      // The item is inline, its details are a shared instance, nothing is out of line.
      guard case .text(let item) = row.content else {
        Issue.record("\(row.id) holds its TextItem in a box")
        continue
      }
      let twin = TextItem("Another title", accessory: item.accessory, role: item.role)
      switch (item.storage, twin.storage) {
      case (.plain, .plain): break
      case (.detailed(_, let details), .detailed(_, let twinDetails)):
        #expect(details === twinDetails, "\(row.id) has details of its own")
      default: Issue.record("\(row.id) and its twin are stored differently")
      }
      #expect(row.extras == nil, "\(row.id) has extras")
      if case .other = row.id.storage { Issue.record("\(row.id) is boxed") }
    }
    // A short title is one of `String`'s inline (small) strings: no allocation either.
    #expect(TextItem("Item 1000000").title.utf8.count <= 15)
  }

  @Test func aPlainTextItemHoldsNoReferenceButItsTitle() {
    // The usual row, a title alone, is made and dropped with no reference count but its title's:
    // rows are made by the hundred thousand on every rebuild, and an atomic count on one shared
    // instance, bumped and dropped for each, was a fifth of building them.
    let shared = TextItem.Details.shared
    let before = shared.map { _getRetainCount($0) }
    let rows = (0..<1000).map { Row(id: $0, TextItem("Item \($0)")) }
    let during = shared.map { _getRetainCount($0) }
    for (instance, (before, during)) in zip(shared, zip(before, during)) {
      // Other tests may hold a shared instance for a moment: a few, not one per row.
      #expect(
        during < before + 100,
        "1,000 plain rows hold the shared details of \(instance.fields) \(during - before) times")
    }
    for row in rows.prefix(3) {
      guard case .text(let item) = row.content, case .plain(let title) = item.storage else {
        Issue.record("\(row.id) holds more than its title")
        continue
      }
      #expect(title == item.title)
      #expect(item.accessory == .none && item.role == .normal && item.subtitle == nil)
      #expect(item == TextItem(item.title, accessory: .none, role: .normal))
    }
    // Setting a field and setting it back leaves a plain item, equal to the first.
    var item = TextItem("Title")
    item.accessory = .checkmark
    #expect(item != TextItem("Title"))
    item.accessory = .none
    #expect(item == TextItem("Title"))
    guard case .plain = item.storage else {
      Issue.record("an item set back to a title alone keeps details")
      return
    }
  }

  @Test func heightsRoundTripExactly() {
    let heights: [RowHeight] = [
      .automatic, .fixed(44), .fixed(0.1), .automatic(estimate: 60), .automatic(estimate: 1e300),
      .fixed(-3), .computed { $0 / 2 },
    ]
    for height in heights {
      let row = Row(id: 1, TextItem("A"), height: height)
      #expect(row.height.resolved(forWidth: 80) == height.resolved(forWidth: 80))
      #expect(row.height.estimate == height.estimate)
      var moved = row.onSelect { _ in }.selectable(false)
      #expect(moved.height.resolved(forWidth: 80) == height.resolved(forWidth: 80))
      #expect(moved.height.estimate == height.estimate)
      moved.height = .automatic
      #expect(moved.height.resolved(forWidth: 80) == nil)
      #expect(moved.traits.isSelectable == false)
      #expect(moved.handles(.didSelect))
    }
    // 0.1 is not a `Float`: it is kept out of line, exactly.
    #expect(Row(id: 1, TextItem("A"), height: .fixed(0.1)).height.resolved(forWidth: 1) == 0.1)
  }

  @Test func textItemsKeepValueSemantics() {
    let original = TextItem("Title", subtitle: "Sub", accessory: .badge("3"))
    var copy = original
    copy.subtitle = "Changed"
    copy.accessory = .checkmark
    #expect(original.subtitle == "Sub")
    #expect(original.accessory == .badge("3"))
    #expect(copy.subtitle == "Changed")
    #expect(copy.accessory == .checkmark)
    #expect(copy != original)
    copy.subtitle = "Sub"
    copy.accessory = .badge("3")
    #expect(copy == original)
    #expect(TextItem("A", detail: "1", icon: "star") == TextItem("A", detail: "1", icon: "star"))
    #expect(TextItem("A", icon: "star") != TextItem("A", icon: "moon"))
  }

  @Test func aComponentSetThroughItsExistentialIsStoredByType() {
    var row = Row(id: 1, LoadingItem(.loading(nil)))
    if case .text = row.content { Issue.record("a loading item stored as text") }
    let item: any Component = TextItem("Now text")
    row.component = item
    guard case .text(let stored) = row.content else {
      Issue.record("a TextItem set as `any Component` is boxed")
      return
    }
    #expect(stored.title == "Now text")
    #expect(row.hasSameContent(as: Row(id: 2, TextItem("Now text"))))
    #expect(!row.hasSameContent(as: Row(id: 2, LoadingItem(.loading(nil)))))
  }

  /// A small component of plain data, as apps write them: a revision, a state.
  struct Revision: Component {
    var number: Int
    var isDraft: Bool
  }

  /// A component whose `==` ignores one of its fields: rows compare with `==`, not bytes.
  struct Counter: Component {
    var value: Int32
    var renders: Int32

    static func == (lhs: Counter, rhs: Counter) -> Bool { lhs.value == rhs.value }
  }

  @Test func aSmallComponentOfPlainDataIsHeldInTheRow() {
    let row = Row(id: 1, Revision(number: 3, isDraft: true))
    guard case .inline = row.content else {
      Issue.record("a 9-byte component of plain data is boxed")
      return
    }
    #expect(row.component as? Revision == Revision(number: 3, isDraft: true))
    #expect(row.hasSameContent(as: Row(id: 2, Revision(number: 3, isDraft: true))))
    #expect(!row.hasSameContent(as: Row(id: 1, Revision(number: 3, isDraft: false))))
    #expect(!row.hasSameContent(as: Row(id: 1, Counter(value: 3, renders: 0))))
    #expect(!row.hasSameContent(as: Row(id: 1, TextItem("3"))))
    #expect(!row.hasSameContent(as: Row(id: 1, LoadingItem(.loading(nil)))))
    #expect(
      Row(id: 1, Counter(value: 5, renders: 1)).hasSameContent(
        as: Row(id: 1, Counter(value: 5, renders: 2))))
    #expect(
      !Row(id: 1, Counter(value: 5, renders: 1)).hasSameContent(
        as: Row(id: 1, Counter(value: 6, renders: 1))))
    // Set through an existential, it is stored by its type too, and read back whole.
    var other = Row(id: 3, TextItem("Before"))
    let component: any Component = Revision(number: 9, isDraft: false)
    other.component = component
    guard case .inline = other.content else {
      Issue.record("a Revision set as `any Component` is boxed")
      return
    }
    #expect(other.component as? Revision == Revision(number: 9, isDraft: false))
    #expect(other.component.isContentEqual(to: Revision(number: 9, isDraft: false)))
  }

  @Test func aComponentWithReferencesOrOver16BytesIsBoxed() {
    struct Wide: Component { var a: Int, b: Int, c: Int }
    for row in [
      Row(id: 1, LoadingItem(.loading(nil))), Row(id: 2, Wide(a: 1, b: 2, c: 3)),
      Row(id: 3, ParagraphItem("Text")),
    ] {
      guard case .other = row.content else {
        Issue.record("\(type(of: row.component)) is not boxed")
        continue
      }
    }
    #expect(
      Row(id: 2, Wide(a: 1, b: 2, c: 3)).hasSameContent(as: Row(id: 2, Wide(a: 1, b: 2, c: 3))))
  }
}
