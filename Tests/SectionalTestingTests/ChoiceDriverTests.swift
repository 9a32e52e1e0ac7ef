import Sectional
import SectionalTesting
import Testing

/// The test host acts on a choice as the renderers do: a tap on a choice shown as a value row
/// pushes its checklist, with the cursor on the checked option; `choose(option:in:)` picks an
/// option as a user would, by its segment or through the checklist.
@MainActor
@Suite struct ChoiceDriverTests {
  final class Order: Screen {
    let title = "Order"
    var size = ListID("m")
    var style = ChoiceItem.Style.menu
    var content: ListContent {
      Section(id: "s") {
        Row(
          id: "size",
          ChoiceItem(
            "Size",
            options: [
              .init(id: "s", title: "Small"), .init(id: "m", title: "Medium"),
              .init(id: "l", title: "Large"),
            ], selection: size, style: style)
        )
        .onChange(ListID.self) { [unowned self] in size = $0 }
      }
    }
  }

  @Test func aTapOnAMenuChoicePushesItsChecklistOnTheCheckedOption() throws {
    let screen = Order()
    let app = ScreenTestHost(screen)
    try app.tap(.id("size"))
    #expect(app.screen.title == "Size")
    #expect(app.cursor == ListID("m"))
    #expect(app.tables[0].selectedID == nil)
    try app.tap(.id("l"))
    #expect(app.screen.title == "Order")
    #expect(screen.size == ListID("l"))
  }

  @Test func chooseGoesThroughTheChecklistOrTheSegment() throws {
    for style in [ChoiceItem.Style.menu, .segmented] {
      let screen = Order()
      screen.style = style
      let app = ScreenTestHost(screen)
      try app.choose(option: "s", in: .id("size"))
      #expect(screen.size == ListID("s"), "\(style)")
      #expect(app.screen.title == "Order", "\(style)")
      #expect(throws: ScreenTestHost.Failure.self) { try app.choose(option: "s", in: .id("size")) }
      #expect(throws: ScreenTestHost.Failure.self) {
        try app.choose(option: "xl", in: .id("size"))
      }
    }
  }
}
