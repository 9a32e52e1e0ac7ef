import Sectional
import Testing

/// The examples in the doc comments of Sources/Sectional/Content/Section.swift.
@MainActor
@Suite struct SectionExamples {
  enum AboutRow: Hashable, Sendable { case privacy, licenses }

  @Test func aSectionWithAConditionalRow() {
    for showLicenses in [false, true] {
      let content = ListContent {
        Section(id: "legal", header: "Legal", style: .grouped) {
          Row(id: AboutRow.privacy, TextItem("Privacy policy", icon: "lock.shield"))
          if showLicenses {
            Row(id: AboutRow.licenses, TextItem("Third-party licenses"))
          }
        }
      }
      #expect(content.sections[0].rows.count == (showLicenses ? 2 : 1))
      #expect(content.sections[0].style == .grouped)
    }
  }

  @Test func aSectionWithAComponentFooterAndNoRows() {
    let content = ListContent {
      Section(id: "totals", header: "Totals", footer: TextItem("Updated hourly", subtitle: "UTC"))
    }
    #expect(content.sections[0].rows.isEmpty)
    #expect(
      content.sections[0].footer?.component as? TextItem
        == TextItem("Updated hourly", subtitle: "UTC"))
  }

  @Test func aSectionWithATextFooter() {
    let wifiOnly = true
    let content = ListContent {
      Section(id: "sync", footer: "Changes sync when you are online.") {
        Row(id: "wifi", TextItem("Wi-Fi only", accessory: .toggle(isOn: wifiOnly)))
      }
    }
    #expect(content.sections[0].header == nil)
    #expect(
      content.sections[0].footer?.component as? TextItem
        == TextItem("Changes sync when you are online."))
  }
}
