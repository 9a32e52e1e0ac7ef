import Sectional
import SectionalUIKit
import TestSupport
import Testing
import UIKitSurface

/// In UIKit too, a screen that shows again after the screen pushed over it popped reads its
/// state again: a picker's choice shows in the row that pushed it.
@MainActor
@Suite("A child screen's result in UIKit")
struct ChildResultUIKitTests {
  @Test("A picker that pops rebuilds the screen under it")
  func aPickerThatPopsRebuildsTheParent() throws {
    let hosted = NavigatedScreen(ColourScreen())
    try #require(hosted.table).tapRow(at: IndexPath(row: 0, section: 0))
    let picker = try #require(hosted.navigation.topViewController as? ScreenViewController)
    picker.view.layoutIfNeeded()
    try #require(picker.view as? UITableView).tapRow(at: IndexPath(row: 1, section: 0))
    #expect(hosted.navigation.topViewController === hosted.root)
    let row = hosted.root.controller.content.sections[0].rows[0]
    #expect((row.component as? TextItem)?.detail == "green")
  }
}
