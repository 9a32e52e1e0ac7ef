import Sectional
import SectionalTesting
import Testing

/// A child screen's result rebuilds the screen that pushed it: the parent shows again when the
/// child pops (or the user goes back), and reads its state again, with no `requestUpdate()`.
@MainActor
@Suite struct ChildResultTests {
  final class Parent: Screen {
    let title = "Parent"
    var colour = "red"
    var content: ListContent {
      Section(id: "s") {
        Row(id: "colour", TextItem("Colour", detail: colour)).onSelect { [unowned self] context in
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
          Row(id: colour, TextItem(colour)).onSelect { [unowned self] context in
            onPick(colour)
            context.presenter.pop()
          }
        }
      }
    }
  }

  func detail(_ app: ScreenTestHost) -> String? {
    (app.content.sections[0].rows[0].component as? TextItem)?.detail
  }

  @Test func aPickerThatPopsRebuildsTheParent() throws {
    let app = ScreenTestHost(Parent())
    try app.tap(.id("colour"))
    #expect(app.screen.title == "Colour")
    try app.tap(.id("green"))
    #expect(app.screen.title == "Parent")
    #expect(detail(app) == "green")
  }

  @Test func goingBackRebuildsTheParentToo() throws {
    let parent = Parent()
    let app = ScreenTestHost(parent)
    try app.tap(.id("colour"))
    parent.colour = "blue"  // the child changed it some other way, without a handler here
    app.pop()
    #expect(detail(app) == "blue")
  }
}
