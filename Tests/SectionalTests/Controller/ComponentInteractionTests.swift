import Sectional
import SectionalTesting
import Testing

/// Components report their own interactions to their rows; the core knows none of them.
@MainActor
@Suite struct ComponentInteractionTests {
  /// An app's component with its own interactions: a checkbox a tap on the row ticks, and a
  /// rating whose stars its renderer reports.
  struct CheckItem: Component {
    var title: String
    var isChecked: Bool
    struct Ticked: ComponentInteraction { var isChecked: Bool }
    struct Rated: ComponentInteraction { var stars: Int }
    var interactionOnTap: (any ComponentInteraction)? { Ticked(isChecked: !isChecked) }
  }

  @MainActor final class Chores: Screen {
    let title = "Chores"
    var done = false
    var stars = 0
    var log: [String] = []
    var content: ListContent {
      Section(id: "main") {
        Row(id: "dishes", CheckItem(title: "Dishes", isChecked: done))
          .onInteraction(CheckItem.Ticked.self) { [unowned self] ticked, _ in
            done = ticked.isChecked
          }
          .onInteraction(CheckItem.Rated.self) { [unowned self] rated, _ in stars = rated.stars }
          .onSelect { [unowned self] context in log.append("select \(context.detail)") }
      }
    }
  }

  @Test func anAppsComponentReportsItsOwnInteractionsToTypedHandlers() throws {
    let screen = Chores()
    let app = ScreenTestHost(screen)
    try app.tap(.id("dishes"))
    #expect(screen.done)
    #expect(screen.stars == 0)
    #expect((app.content.sections[0].rows[0].component as? CheckItem)?.isChecked == true)
    try app.tap(.id("dishes"), detail: .interaction(CheckItem.Rated(stars: 4)))
    #expect(screen.stars == 4)
    #expect(screen.done)  // a reported part is not a tap on the body: no tick
    #expect(screen.log.count == 2)
  }

  @Test func interactionsCompareByTypeAndValue() {
    #expect(
      EventDetail.interaction(CheckItem.Rated(stars: 1)) == .interaction(CheckItem.Rated(stars: 1)))
    #expect(
      EventDetail.interaction(CheckItem.Rated(stars: 1)) != .interaction(CheckItem.Rated(stars: 2)))
    #expect(EventDetail.interaction(CheckItem.Ticked(isChecked: true)) != .toggled(true))
    #expect(EventDetail.pill("a") == .interaction(PillsItem.Chosen(id: "a")))
    #expect(EventDetail.embeddedRow(2) != .pill("2"))
    #expect(EventDetail.none != .toggled(false))
  }

  @Test func theStandardComponentsUseTheSameMechanism() {
    #expect(
      TextItem("Wi-Fi", accessory: .toggle(isOn: false)).interactionOnTap as? TextItem.Toggled
        == TextItem.Toggled(isOn: true))
    #expect(TextItem("Plain").interactionOnTap == nil)
    #expect(PillsItem([]).interactionOnTap == nil)
  }
}
