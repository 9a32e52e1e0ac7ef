import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// In UIKit too, a screen that shows again after the screen pushed over it popped reads its
/// state again: a picker's choice shows in the row that pushed it.
@MainActor
@Suite("A child screen's result in UIKit")
struct ChildResultUIKitTests {
  final class Parent: Screen {
    let title = "Parent"
    var colour = "red"
    var content: ListContent {
      Section(id: "s") {
        Row(id: "colour", TextItem("Colour", detail: colour), height: .fixed(44)).onSelect {
          [unowned self] context in
          context.presenter.push(Picker { [unowned self] in colour = $0 })
        }
      }
    }
  }

  final class Picker: Screen {
    let title = "Colour"
    let onPick: @MainActor (String) -> Void
    init(onPick: @escaping @MainActor (String) -> Void) { self.onPick = onPick }
    var content: ListContent {
      Section(id: "colours") {
        for colour in ["red", "green", "blue"] {
          Row(id: colour, TextItem(colour), height: .fixed(44)).onSelect {
            [unowned self] context in
            onPick(colour)
            context.presenter.pop()
          }
        }
      }
    }
  }

  @Test("A picker that pops rebuilds the screen under it")
  func aPickerThatPopsRebuildsTheParent() throws {
    let hosted = NavigatedScreen(Parent())
    try #require(hosted.table).tapRow(at: IndexPath(row: 0, section: 0))
    let picker = try #require(hosted.navigation.topViewController as? ScreenViewController)
    picker.view.layoutIfNeeded()
    try #require(picker.view as? UITableView).tapRow(at: IndexPath(row: 1, section: 0))
    #expect(hosted.navigation.topViewController === hosted.root)
    let row = hosted.root.controller.content.sections[0].rows[0]
    #expect((row.component as? TextItem)?.detail == "green")
  }
}
