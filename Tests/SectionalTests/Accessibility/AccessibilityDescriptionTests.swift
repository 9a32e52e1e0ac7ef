import Foundation
import Sectional
import Testing

/// Issue 29, item 1: every standard component describes itself, a row adds what it knows (a
/// button, dimmed, its actions), an app overrides any part, and a collapsible header says
/// whether it is expanded.
@MainActor
@Suite struct AccessibilityDescriptionTests {
  func spoken(_ row: Row) -> String {
    row.accessibilityDescription.spokenLines.joined(separator: "\n")
  }

  @Test func standardComponentsSayWhatTheyShow() {
    #expect(
      spoken(Row(id: 1, TextItem("Wi-Fi", subtitle: "Home", detail: "On"))) == "Wi-Fi, Home, On")
    #expect(
      spoken(Row(id: 2, TextItem("Bluetooth", accessory: .toggle(isOn: false))))
        == "Bluetooth, Off, toggle, button")
    #expect(spoken(Row(id: 3, TextItem("Metric", accessory: .checkmark))) == "Metric, selected")
    #expect(
      spoken(Row(id: 4, ImageItem(source: .named("fox"), aspectRatio: 1, altText: "A red fox")))
        == "A red fox, image")
    #expect(
      spoken(Row(id: 5, TextFieldItem("Email", text: "ada@example.com", message: "Invalid")))
        == "Email, ada@example.com, text field. Invalid")
    #expect(
      spoken(Row(id: 6, TextFieldItem("Password", text: "secret", kind: .password)))
        == "Password, text field")
    #expect(
      spoken(Row(id: 7, StepperItem("Guests", value: 3, in: 1...10))) == "Guests, 3, adjustable")
    #expect(
      spoken(
        Row(
          id: 8,
          PillsItem([Pill(id: "v", title: "Vegan", isSelected: true), Pill(id: "o", title: "Open")])
        )) == "  Vegan, button, selected\n  Open, button")
    #expect(
      spoken(Row(id: 9, ButtonItem("Sign In", isEnabled: false))) == "Sign In, button, dimmed")
    let utc = TimeZone(secondsFromGMT: 0) ?? .current
    #expect(
      spoken(
        Row(
          id: 10,
          DateItem(
            "Due", value: Date(timeIntervalSince1970: 1_796_567_400), mode: .dateAndTime,
            calendar: Calendar(identifier: .gregorian), timeZone: utc)))
        == "Due, 2026-12-06 14:30, adjustable")
  }

  @Test func aRowThatActsIsAButtonWithItsActions() {
    let row = Row(id: "mail", TextItem("Mail", accessory: .disclosure))
      .onSelect { _ in }
      .swipeActions(
        .trailing,
        [RowAction("Archive") { _ in }, RowAction("Flag", isEnabled: false) { _ in }]
      )
      .deletable()
      .movable()
    #expect(
      spoken(row)
        == "Mail, button. Opens a screen. Actions: Archive, Delete, Move up, Move down")
    // An unselectable row is no button, whatever it handles.
    #expect(spoken(Row(id: "x", TextItem("Note")).onSelect { _ in }.selectable(false)) == "Note")
  }

  @Test func anOverrideChangesOnlyWhatItGives() {
    let row = Row(id: "battery", TextItem("Battery", detail: "80 %"))
      .accessibility(value: "80 percent")
      .accessibility(hint: "Shows battery usage")
    #expect(spoken(row) == "Battery, 80 percent. Shows battery usage")
    #expect(spoken(row.accessibility(isHidden: true)) == "")
  }

  @Test func aCollapsibleHeaderSaysWhetherItIsExpanded() {
    let section = Section(id: "filters", header: "Filters") { Row(id: 1, TextItem("Vegan")) }
      .collapsible()
    #expect(section.headerAccessibilityDescription?.spoken == "Filters, Expanded, heading, button")
    #expect(
      Section(id: "a", header: "Account").headerAccessibilityDescription?.spoken
        == "Account, heading")
  }

  @Test func theWordsComeFromTheAppsStrings() {
    var strings = SectionalStrings()
    strings.accessibility.on = "Activé"
    SectionalStrings.withCurrent(strings) {
      #expect(
        spoken(Row(id: 1, TextItem("Wi-Fi", accessory: .toggle(isOn: true))))
          == "Wi-Fi, Activé, toggle, button")
    }
  }
}
