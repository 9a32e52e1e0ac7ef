import Sectional
import SectionalTesting
import Testing

/// The examples in the doc comments of Sources/Sectional/Content/ComponentInteraction.swift,
/// Row+Interaction.swift and RowContext.swift (`interaction(_:)`).
@MainActor
@Suite struct ComponentInteractionExamples {
  // ComponentInteraction.swift
  struct StepperItem: Component {
    var value: Int
    struct Stepped: ComponentInteraction { var value: Int }
  }

  @MainActor final class Party: Screen {
    let title = "Party"
    var guests = 2
    var wifi = false
    var content: ListContent {
      Section(id: "main") {
        // ComponentInteraction.swift
        Row(id: "guests", StepperItem(value: guests))
          .onInteraction(StepperItem.Stepped.self) { [unowned self] stepped, _ in
            guests = stepped.value
          }
        // Row+Interaction.swift
        Row(id: "wifi", TextItem("Wi-Fi", accessory: .toggle(isOn: wifi)))
          .onInteraction(TextItem.Toggled.self) { [unowned self] toggled, _ in wifi = toggled.isOn }
        Row(id: "other", TextItem("Wi-Fi too", accessory: .toggle(isOn: wifi))).onSelect {
          [unowned self] context in
          // RowContext.swift
          if let toggled = context.interaction(TextItem.Toggled.self) { wifi = toggled.isOn }
        }
      }
    }
  }

  @Test func aComponentsInteractionsReachItsRow() throws {
    let screen = Party()
    let app = ScreenTestHost(screen)
    try app.tap(.id("guests"), detail: .interaction(StepperItem.Stepped(value: 3)))
    #expect(screen.guests == 3)
    try app.tap(.id("wifi"))
    #expect(screen.wifi)
    try app.tap(.id("other"))
    #expect(!screen.wifi)
  }
}
