import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  import SectionalUIKit
  import UIKitSurface
#endif

/// Issue 29: what a screen reader reads is the same on every host, for the same script — the
/// test host's snapshot, the terminal's model and SectionalUIKit's cells and headers (through the
/// surface's accessibility properties) — before and after the user switches a toggle and moves a
/// row with its accessibility action.
///
/// The reading compared is what every platform can say: label, value, hint, the traits UIKit
/// has (a toggle is a button there; a text field announces itself) and the actions' names.
@MainActor
@Suite struct AccessibilityConformanceTests {
  @MainActor final class Network: Screen {
    let title = "Network"
    var wifi = true
    var saved = ["home", "office", "cafe"]
    var content: ListContent {
      Section(id: "net", header: "Network") {
        Row(id: "wifi", TextItem("Wi-Fi", accessory: .toggle(isOn: wifi)), height: .fixed(2))
          .onSelect { [unowned self] _ in wifi.toggle() }
        Row(id: "vpn", TextItem("VPN", detail: "Off", accessory: .disclosure), height: .fixed(2))
          .onSelect { _ in }
        Row(id: "keep", StepperItem("Keep", value: 7, in: 1...30), height: .fixed(2))
      }
      Section(id: "saved", header: "Saved networks") {
        for name in saved {
          Row(id: name, TextItem(name.capitalized), height: .fixed(2))
            .swipeActions(.trailing, [RowAction("Forget") { _ in }])
            .movable()
            .onMove { [unowned self] context in
              guard case .moved(let from) = context.detail else { return }
              let moved = saved.remove(at: from.row)
              saved.insert(moved, at: context.indexPath.row)
            }
        }
      }
    }
  }

  /// A reading in words every platform can say.
  static func line(
    label: String?, value: String?, hint: String?, traits: [String], actions: [String]
  ) -> String {
    [
      label ?? "", value ?? "", hint ?? "", traits.joined(separator: " "),
      actions.joined(separator: ","),
    ].joined(separator: "|")
  }

  /// The core's reading of a description, in those words.
  static func line(_ description: AccessibilityDescription) -> String {
    var traits: [String] = []
    if !description.traits.isDisjoint(with: [.button, .toggle]) { traits.append("button") }
    for (trait, word) in [
      (AccessibilityTraits.header, "header"), (.selected, "selected"), (.notEnabled, "dimmed"),
      (.adjustable, "adjustable"), (.image, "image"),
    ] where description.traits.contains(trait) {
      traits.append(word)
    }
    return line(
      label: description.label, value: description.value, hint: description.hint,
      traits: traits, actions: description.actions.map(\.name))
  }

  /// What a screen reader reads in `content`: headers and rows, in order.
  static func reading(_ content: ListContent) -> [String] {
    content.sections.flatMap { section in
      (section.headerAccessibilityDescription.map { [line($0)] } ?? [])
        + section.rows.map { line($0.accessibilityDescription) }
    }
  }

  static let before = [
    "Network|||header|", "Wi-Fi|On||button|", "VPN|Off|Opens a screen|button|",
    "Keep|7||adjustable|", "Saved networks|||header|", "Home||||Forget,Move up,Move down",
    "Office||||Forget,Move up,Move down", "Cafe||||Forget,Move up,Move down",
  ]

  static let after = [
    "Network|||header|", "Wi-Fi|Off||button|", "VPN|Off|Opens a screen|button|",
    "Keep|7||adjustable|", "Saved networks|||header|", "Office||||Forget,Move up,Move down",
    "Home||||Forget,Move up,Move down", "Cafe||||Forget,Move up,Move down",
  ]

  @Test func theTestHostReadsTheScript() throws {
    let app = ScreenTestHost(Network())
    defer { app.teardown() }
    #expect(Self.reading(app.content) == Self.before)
    try app.tap(.id("wifi"))
    try app.performAccessibilityAction("Move down", onRow: .id("home"))
    #expect(Self.reading(app.content) == Self.after)
  }

  @Test func theTerminalsModelReadsTheScript() {
    let app = TerminalApp(root: Network(), width: 40, height: 30)
    let list = app.stack[app.stack.count - 1].list
    #expect(Self.reading(list.layout.content) == Self.before)
    list.moveCursor(to: RowPath(section: 0, row: 0))
    app.handle(.key(KeyEvent(.enter)))
    // A move in the terminal: m, ↓, Enter (its keys for what VoiceOver's action does).
    list.moveCursor(to: RowPath(section: 1, row: 0))
    for key: TerminalKey in [.character("m"), .down, .enter] { app.handle(.key(KeyEvent(key))) }
    _ = app.render()
    #expect(Self.reading(list.layout.content) == Self.after)
  }

  #if os(Linux)
    /// What VoiceOver reads on the cells and headers on screen, from their properties.
    static func reading(_ table: UITableView) -> [String] {
      var lines: [String] = []
      for section in 0..<table.numberOfSections {
        if let header = table.headerView(forSection: section) { lines.append(line(header)) }
        for row in 0..<table.numberOfRows(inSection: section) {
          if let cell = table.cellForRow(at: IndexPath(row: row, section: section)) {
            lines.append(line(cell))
          }
        }
      }
      return lines
    }

    static func line(_ view: UIView) -> String {
      let traits = view.accessibilityTraits
      var words: [String] = []
      for (trait, word) in [
        (UIAccessibilityTraits.button, "button"), (.header, "header"), (.selected, "selected"),
        (.notEnabled, "dimmed"), (.adjustable, "adjustable"), (.image, "image"),
      ] where traits.contains(trait) {
        words.append(word)
      }
      return line(
        label: view.accessibilityLabel, value: view.accessibilityValue,
        hint: view.accessibilityHint, traits: words,
        actions: (view.accessibilityCustomActions ?? []).map(\.name))
    }

    @Test func sectionalUIKitReadsTheScript() throws {
      let driver = UIKitDriver(Network(), viewport: 800)
      #expect(Self.reading(driver.table) == Self.before)
      try driver.tap(ListID("wifi"))
      driver.table.finishAnimations()
      let home = try #require(driver.table.cellForRow(at: IndexPath(row: 0, section: 1)))
      let move = try #require(home.accessibilityCustomActions?.first { $0.name == "Move down" })
      #expect(move.chooseInRotor())
      driver.table.finishAnimations()
      #expect(Self.reading(driver.table) == Self.after)
      #expect(driver.table.raisedExceptions.isEmpty)
    }
  #endif
}
