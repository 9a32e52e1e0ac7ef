import Sectional
import SectionalTesting
import Testing

/// Issue 29, item 4: the accessibility snapshot says what a screen reader reads, in order; the
/// audit names each row with a defect a reviewer would reject, and passes a screen without.
@MainActor
@Suite struct AccessibilityAuditTests {
  /// A component that does not describe itself.
  struct Gauge: Component {
    var level: Int
  }

  @MainActor final class Defects: Screen {
    let title = "Defects"
    var content: ListContent {
      Section(id: "s", header: "Defects") {
        Row(id: "picture", ImageItem(source: .named("fox"), aspectRatio: 1, altText: ""))
        Row(id: "icon-button", ButtonItem("")).onSelect { _ in }
        Row(id: "gauge", Gauge(level: 3))
        Row(id: "chart", ParagraphItem("▁▃▅▇"))
        Row(id: "hidden", TextItem("Mail")).deletable().accessibility(isHidden: true)
        Row(id: "volume", StepperItem("Volume", value: 3, in: 0...10)).accessibility(value: "")
        Row(id: "fine", TextItem("Fine", subtitle: "No problem")).onSelect { _ in }
      }
    }
  }

  @Test func theAuditNamesEachRowAndItsProblem() {
    let host = ScreenTestHost(Defects())
    defer { host.teardown() }
    #expect(
      AccessibilityAudit.problems(in: host.content).map(\.description) == [
        "row \"picture\": a picture without alt text",
        "row \"icon-button\": a button without a label",
        "row \"gauge\": Gauge says nothing to assistive technologies: implement accessibilityDescription",
        "row \"chart\": the label \"▁▃▅▇\" has no words: describe it",
        "row \"hidden\": hidden from assistive technologies, but it has actions",
        "row \"volume\": a control that does not say its value",
      ])
  }

  @MainActor final class Settings: Screen {
    let title = "Settings"
    var wifi = true
    var content: ListContent {
      Section(id: "net", header: "Network") {
        Row(id: "wifi", TextItem("Wi-Fi", accessory: .toggle(isOn: wifi)))
          .onSelect { [unowned self] _ in wifi.toggle() }
        Row(id: "vpn", TextItem("VPN", detail: "Off", accessory: .disclosure)).onSelect { _ in }
      }
      Section(id: "saved", header: "Saved networks") {
        Row(id: "home", TextItem("Home")).deletable().movable()
      }
      .collapsible()
    }
  }

  @Test func theSnapshotSaysWhatAScreenReaderReads() throws {
    let host = ScreenTestHost(Settings())
    defer { host.teardown() }
    #expect(AccessibilityAudit.problems(in: host.content).isEmpty)
    #expect(
      AccessibilitySnapshot.text(of: host.content) == """
        Network, heading
        Wi-Fi, On, toggle, button
        VPN, Off, button. Opens a screen
        Saved networks, Expanded, heading, button
        Home. Actions: Delete, Move up, Move down
        """)
    try host.tap(.id("wifi"))
    try host.tapHeader("saved")
    #expect(
      AccessibilitySnapshot.lines(of: host.content) == [
        "Network, heading", "Wi-Fi, Off, toggle, button", "VPN, Off, button. Opens a screen",
        "Saved networks, Collapsed, heading, button",
      ])
  }
}
