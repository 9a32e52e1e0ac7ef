import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A screen whose "rename" row asks for a new name in an alert.
@MainActor
final class RenameScreen: Screen {
  let title = "Files"
  var name = "Notes"
  var log: [String] = []

  var content: ListContent {
    Section(id: "files") {
      Row(id: "rename", TextItem(name), height: .fixed(44)).onSelect { [unowned self] context in
        context.presenter.present(
          Alert(
            title: "Rename",
            textFields: [
              AlertTextField(placeholder: "Name", text: name),
              AlertTextField(placeholder: "PIN", kind: .number),
            ],
            actions: [
              AlertAction("Cancel", role: .cancel) { [unowned self] in log.append("cancel") },
              AlertAction("Rename") { [unowned self] texts in
                log.append("rename \(texts)")
                name = texts[0]
              },
            ]))
      }
    }
  }
}

@MainActor
@Suite("Alerts with text fields in SectionalUIKit")
struct AlertTextFieldTests {
  /// The rename prompt, presented by a tap on the first row of the hosted `RenameScreen`.
  func renameAlert(in hosted: NavigatedScreen) throws -> UIAlertController {
    try #require(hosted.table).tapRow(at: path(0, 0))
    return try #require(hosted.root.presentedViewController as? UIAlertController)
  }

  @Test("An alert's text fields are the controller's; the action chosen receives their texts")
  func renamePrompt() throws {
    let screen = RenameScreen()
    let hosted = NavigatedScreen(screen)
    let alert = try renameAlert(in: hosted)
    let fields = try #require(alert.textFields)
    #expect(fields.map(\.placeholder) == ["Name", "PIN"])
    #expect(fields.map(\.text) == ["Notes", ""])
    #expect(fields[1].keyboardType == .numberPad)
    // With text fields, Return (the preferred action) renames, as on every renderer.
    #expect(alert.preferredAction?.title == "Rename")
    try fields[0].userTapToEdit()
    try fields[0].userSelectAll()
    try fields[0].userType("Ideas\u{7}")
    try fields[1].userTapToEdit()
    try fields[1].userType("12ab")
    try alert.tapAction(titled: "Rename")
    // The texts are cleaned as each field admits them.
    #expect(screen.log == [#"rename ["Ideas", "12"]"#])
    #expect(screen.name == "Ideas")
    let shown = hosted.table?.cellForRow(at: path(0, 0))?.contentConfiguration
    #expect((shown as? UIListContentConfiguration)?.text == "Ideas")
    #expect(hosted.root.presentedViewController == nil)
  }

  @Test("An action without a texts handler runs its plain handler")
  func plainHandler() throws {
    let screen = RenameScreen()
    let hosted = NavigatedScreen(screen)
    let alert = try renameAlert(in: hosted)
    try alert.tapAction(titled: "Cancel")
    #expect(screen.log == ["cancel"])
    #expect(screen.name == "Notes")
  }
}
