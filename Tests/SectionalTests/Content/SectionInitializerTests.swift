import Sectional
import Testing

/// Every combination of text, component and no header with text, component and no footer
/// compiles and gives the section those decorations.
@Suite struct SectionInitializerTests {
  /// "text:T", "component:T" or "none", for a header or footer.
  static func describe(_ decoration: HeaderFooter?) -> String {
    guard let decoration else { return "none" }
    guard let item = decoration.component as? TextItem else { return "other" }
    return item.subtitle == nil ? "text:\(item.title)" : "component:\(item.title)"
  }

  static func describe(_ section: Section) -> String {
    "\(describe(section.header)) / \(describe(section.footer)) rows \(section.rows.count)"
  }

  @Test func everyCombinationOfTextHeaderAndFooter() {
    let head = TextItem("H", subtitle: "component")
    let foot = TextItem("F", subtitle: "component")
    let cases: [(Section, String)] = [
      (Section(id: 0), "none / none rows 0"),
      (Section(id: 1, header: "H"), "text:H / none rows 0"),
      (Section(id: 2, footer: "F"), "none / text:F rows 0"),
      (Section(id: 3, header: "H", footer: "F"), "text:H / text:F rows 0"),
      (Section(id: 4, header: head), "component:H / none rows 0"),
      (Section(id: 5, footer: foot), "none / component:F rows 0"),
      (Section(id: 6, header: head, footer: foot), "component:H / component:F rows 0"),
      (Section(id: 7, header: "H", footer: foot), "text:H / component:F rows 0"),
      (Section(id: 8, header: head, footer: "F"), "component:H / text:F rows 0"),
      (Section(id: 9, header: "H", footer: nil), "text:H / none rows 0"),
    ]
    for (section, expected) in cases {
      #expect(SectionInitializerTests.describe(section) == expected, "section \(section.id)")
    }
  }

  @Test func textFooterInitializersTakeStyleAndRows() {
    let footerOnly = Section(id: "sync", footer: "Syncs when online.", style: .grouped) {
      Row(id: "wifi", TextItem("Wi-Fi only", accessory: .toggle(isOn: true)))
    }
    #expect(SectionInitializerTests.describe(footerOnly) == "none / text:Syncs when online. rows 1")
    #expect(footerOnly.style == .grouped)
    let mixed = Section(
      id: "totals", header: "Totals", footer: TextItem("Hourly", subtitle: "UTC"), style: .inset
    ) {
      Row(id: 1, TextItem("one"))
      Row(id: 2, TextItem("two"))
    }
    #expect(SectionInitializerTests.describe(mixed) == "text:Totals / component:Hourly rows 2")
    #expect(mixed.style == .inset)
  }
}
