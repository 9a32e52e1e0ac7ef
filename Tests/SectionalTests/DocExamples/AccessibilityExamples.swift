import Sectional
import TestSupport
import Testing

/// The examples in the doc comments of Sources/Sectional/Accessibility and the accessibility
/// extensions of Row, Section, Component and ListController.
@MainActor
@Suite struct AccessibilityExamples {
  /// Sources/Sectional/Accessibility/AccessibilityTraits.swift
  @Test func traits() throws {
    let rows = collect {
      Row(id: "wifi", TextItem("Wi-Fi"))
        .accessibility(traits: [.button, .selected])
    }
    let row = try #require(rows.first as? Row)
    #expect(row.accessibilityDescription.spoken == "Wi-Fi, button, selected")
  }

  /// Sources/Sectional/Accessibility/AccessibilityDescription.swift
  @Test func description() throws {
    struct Contact {
      var id = 1
      var name = "Ada"
      var phone = "+1 555 1000"
    }
    let contact = Contact()
    let rows = collect {
      Row(id: contact.id, TextItem(contact.name, subtitle: contact.phone))
        .accessibility(hint: "Opens the contact")
    }
    let row = try #require(rows.first as? Row)
    #expect(row.accessibilityDescription.spoken == "Ada, +1 555 1000. Opens the contact")
  }

  /// Sources/Sectional/Content/Component.swift
  enum Rating {
    struct RatingItem: Component {
      var stars: Int
      var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(label: "Rating", value: "\(stars) of 5", traits: .adjustable)
      }
    }
  }

  @Test func customComponent() {
    #expect(
      Rating.RatingItem(stars: 4).accessibilityDescription.spoken == "Rating, 4 of 5, adjustable")
  }

  /// Sources/Sectional/Content/Row+Accessibility.swift
  @Test func rowOverride() throws {
    let rows = collect {
      Row(id: "battery", TextItem("Battery", detail: "80 %"))
        .accessibility(value: "80 percent", hint: "Shows battery usage")
    }
    let row = try #require(rows.first as? Row)
    #expect(row.accessibilityDescription.spoken == "Battery, 80 percent. Shows battery usage")
  }

  /// Sources/Sectional/Content/Section+Accessibility.swift
  @Test func collapsibleHeader() {
    let filters = Section(id: "filters", header: "Filters") {
      Row(id: "vegan", TextItem("Vegan"))
    }
    .collapsible()
    // "Filters, Expanded, heading, button"
    let spoken = filters.headerAccessibilityDescription?.spoken
    #expect(spoken == "Filters, Expanded, heading, button")
  }
}
