import TestSupport
import Testing

@testable import Sectional

@Suite struct BuilderTests {
  enum Mode { case compact, full, none }

  func content(flag: Bool, mode: Mode, items: [String], extra: String?) -> ListContent {
    ListContent {
      Section(id: "fixed") {
        Row(id: "always", TextItem("always"))
        if flag {
          Row(id: "if", TextItem("if"))
        }
        if flag {
          Row(id: "then", TextItem("then"))
        } else {
          Row(id: "else", TextItem("else"))
        }
        switch mode {
        case .compact: Row(id: "compact", TextItem("compact"))
        case .full:
          Row(id: "full1", TextItem("full"))
          Row(id: "full2", TextItem("full"))
        case .none: [Row]()
        }
        for item in items {
          Row(id: item, TextItem(item))
        }
        extra.map { Row(id: $0, TextItem($0)) }
        #if DEBUG
          Row(id: "debug", TextItem("debug"))
        #endif
      }
      if flag {
        Section(id: "conditional", header: "Only when flagged") {}
      }
      for item in items.prefix(1) {
        Section(id: "section-\(item)") {}
      }
    }
  }

  var debugRows: [String] {
    #if DEBUG
      ["debug"]
    #else
      []
    #endif
  }

  @Test func everyControlFlowFormBuildsTheRightRows() {
    let on = content(flag: true, mode: .full, items: ["a", "b"], extra: "e")
    #expect(on.sectionIDs == ["fixed", "conditional", "section-a"])
    #expect(on.outline[0] == ["always", "if", "then", "full1", "full2", "a", "b", "e"] + debugRows)

    let off = content(flag: false, mode: .compact, items: [], extra: nil)
    #expect(off.sectionIDs == ["fixed"])
    #expect(off.outline[0] == ["always", "else", "compact"] + debugRows)

    let none = content(flag: false, mode: .none, items: ["z"], extra: nil)
    #expect(none.outline[0] == ["always", "else", "z"] + debugRows)
  }

  /// A screen whose content is written `ListContent { … }` (as Getting Started shows a content
  /// property) or adds content built elsewhere to its own sections.
  @MainActor
  final class WrappedScreen: Screen {
    let title = "Wrapped"
    var isWrapped = true
    let more = ListContent { Section(id: "more") { Row(id: "m", TextItem("m")) } }

    var content: ListContent {
      if isWrapped {
        ListContent {
          Section(id: "first") { Row(id: "a", TextItem("a")) }
        }
      } else {
        Section(id: "own") { Row(id: "o", TextItem("o")) }
        more
      }
    }
  }

  @Test @MainActor func aScreensContentMayBeListContentBuiltInPlaceOrElsewhere() {
    let screen = WrappedScreen()
    #expect(screen.content.outline == [["a"]])
    screen.isWrapped = false
    #expect(screen.content.sectionIDs == ["own", "more"])
    #expect(screen.content.outline == [["o"], ["m"]])
  }

  /// Rows a helper builds with its own `@RowBuilder`.
  @RowBuilder func helperRows(_ prefix: String, count: Int) -> [Row] {
    Row(id: "\(prefix)-first", TextItem("first"))
    for index in 0..<count {
      Row(id: "\(prefix)-\(index)", TextItem("\(index)"))
    }
  }

  /// The ids of a section built while another row is being made.
  func innerIDs() -> String {
    Section(id: "inner") {
      Row(id: "i1", TextItem("i1"))
      for index in 0..<3 { Row(id: "i\(index + 2)", TextItem("i")) }
    }.rows.map { "\($0.id)" }.joined(separator: "+")
  }

  @Test func nestedBuildersArraysAndLoopsKeepEveryRowInOrder() {
    let array = [Row(id: "arr1", TextItem("a")), Row(id: "arr2", TextItem("b"))]
    let content = ListContent {
      Section(id: "mixed") {
        Row(id: "start", TextItem("start"))
        array
        for index in 0..<5 {
          if index % 2 == 0 { Row(id: "even\(index)", TextItem("e")) }
          if index == 3 {
            array.map { Row(id: "\($0.id.as(String.self) ?? "")-\(index)", TextItem("c")) }
          }
        }
        helperRows("helper", count: 2)
        Row(id: "nested", TextItem(innerIDs()))
        Row?.none
        [Row]()
        Row(id: "end", TextItem("end"))
      }
      Section(id: "big") {
        for index in 0..<10_000 { Row(id: index, TextItem("\(index)")) }
      }
      Section(id: "empty") {}
    }
    #expect(
      content.outline[0] == [
        "start", "arr1", "arr2", "even0", "even2", "arr1-3", "arr2-3", "even4", "helper-first",
        "helper-0", "helper-1", "nested", "end",
      ])
    #expect(
      (content.sections[0].rows[11].component as? TextItem)?.title
        == "\"i1\"+\"i2\"+\"i3\"+\"i4\"")
    #expect(content.sections[1].rows.map { $0.id.as(Int.self) } == Array(0..<10_000))
    // The loop's rows are joined into one array made at its size.
    guard case .rows(let built) = content.sections[1].rows.storage else {
      Issue.record("the loop's rows are not one array")
      return
    }
    #expect(built.capacity < 10_000 + 10_000 / 8)
    #expect(content.outline[2].isEmpty)
  }

  @Test func buildersOnSeveralThreadsAtOnceKeepTheirOwnRows() async {
    let outlines = await withTaskGroup(of: (Int, [String]).self) { group in
      for task in 0..<4 {
        group.addTask {
          let section = Section(id: task) {
            for index in 0..<2_000 { Row(id: "\(task)-\(index)", TextItem("r")) }
          }
          return (task, section.rows.map { $0.id.description })
        }
      }
      var outlines: [Int: [String]] = [:]
      for await (task, outline) in group { outlines[task] = outline }
      return outlines
    }
    for task in 0..<4 {
      #expect(outlines[task] == (0..<2_000).map { "\"\(task)-\($0)\"" })
    }
  }

  @Test func sectionHeadersFootersAndStyles() throws {
    let content = ListContent {
      Section(id: "legal", header: "Legal", footer: "Read them", style: .inset) {
        Row(id: "privacy", TextItem("Privacy"))
      }
    }
    let section = try #require(content.sections.first)
    #expect((section.header?.component as? TextItem)?.title == "Legal")
    #expect((section.footer?.component as? TextItem)?.title == "Read them")
    #expect(section.style == .inset)
  }

  @Test func rowModifiersSetTraitsAndHeight() throws {
    let row = Row(id: 1, TextItem("x"))
      .selectable(false)
      .deletable(confirmationTitle: "Remove")
      .movable()
      .height(.fixed(60))
      .swipeActions(.trailing, [RowAction("Archive") { _ in }])
    #expect(!row.traits.isSelectable)
    #expect(row.traits.isDeletable)
    #expect(row.traits.deleteConfirmationTitle == "Remove")
    #expect(row.traits.isMovable)
    #expect(row.height.resolved(forWidth: 100) == 60)
    #expect(row.traits.trailingSwipeActions.map(\.title) == ["Archive"])
  }

  @Test func heightsClampBadValues() {
    #expect(RowHeight.fixed(-3).resolved(forWidth: 10) == 0)
    #expect(RowHeight.fixed(.nan).resolved(forWidth: 10) == 0)
    #expect(RowHeight.fixed(.infinity).resolved(forWidth: 10) == 0)
    #expect(RowHeight.computed { $0 / 2 }.resolved(forWidth: 100) == 50)
    #expect(RowHeight.automatic.resolved(forWidth: 100) == nil)
    #expect(RowHeight.automatic(estimate: 80).estimate == 80)
    #expect(RowHeight.automatic(estimate: -1).estimate == 0)
  }

  @Test func componentsCompareByTypeAndValue() {
    let a: any Component = TextItem("a")
    #expect(a.isContentEqual(to: TextItem("a")))
    #expect(!a.isContentEqual(to: TextItem("b")))
    #expect(!a.isContentEqual(to: ParagraphItem("a")))
    #expect(ImageItem(source: .named("x"), aspectRatio: 0, altText: "").aspectRatio == 1)
    #expect(ImageItem(source: .named("x"), aspectRatio: 2, altText: "").height(forWidth: 100) == 50)
  }
}
