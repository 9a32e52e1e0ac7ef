import Sectional
import Testing

@testable import SectionalTerminal

/// Never interrupt editing: an update that changes the focused field's row keeps its editor
/// (caret, scroll) and takes the new text in place; focus survives rebuilds by id and follows
/// the core when the field goes.
@MainActor
@Suite struct FieldUpdateTests {
  @Test func theRebuildAfterEachKeystrokeKeepsTheCaret() {
    let form = FormApp()
    form.press(.enter)
    form.type("abcd")
    form.press(.left, .left)
    form.type("X")
    #expect(form.screen.username == "abXcd")
    _ = form.app.render()
    #expect(form.app.cursor == CursorPosition(x: 16, y: 1))
    #expect(form.list?.editing?.editor.caret == 3)
  }

  @Test func theFocusedRowIsNeverReloaded() async {
    let form = FormApp()
    form.press(.enter)
    form.type("ann")
    _ = form.app.render()
    // Each keystroke changed the row's text: it took it in place, not reloaded (a reload would
    // end its display and show it again).
    #expect(form.screen.username == "ann")
    #expect(form.screen.usernameDisplayEnds == 0)
    form.press(.escape)
    let configures = form.screen.usernameConfigures
    form.screen.username = "bob"
    form.controller?.setNeedsUpdate()
    await form.app.idle()
    _ = form.app.render()
    // Not edited: reloaded as usual, which for a component of the same type configures the row
    // again without ending its display (as UIKit reconfigures its cell).
    #expect(form.screen.usernameDisplayEnds == 0)
    #expect(form.screen.usernameConfigures == configures + 1)
  }

  @Test func aValueTheScreenSetsShowsInPlaceWithoutEndingEditing() async {
    let form = FormApp()
    form.press(.enter)
    form.type("hello")
    form.press(.left)
    form.screen.username = "hi"
    form.controller?.setNeedsUpdate()
    await form.app.idle()
    #expect(form.controller?.focusedID == ListID("user"))
    #expect(form.list?.editing?.editor.text == "hi")
    #expect(form.list?.editing?.editor.caret == 2)  // clamped to the shorter text
    form.screen.username = ""
    form.controller?.setNeedsUpdate()
    await form.app.idle()
    form.type("x")
    #expect(form.screen.username == "x")
    #expect(form.frame().split(separator: "\n")[1] == "▌Username    x|")
  }

  @Test func otherRowsChangingKeepTheEditor() {
    let form = FormApp()
    form.controller?.focus(ListID("pass"))
    form.type("pw")
    form.press(.left)
    form.controller?.focus(ListID("user"))
    form.type("ann")  // the Sign In button becomes enabled on the first letter
    #expect(form.list?.editing?.rowID == ListID("user"))
    #expect(form.list?.editing?.editor.caret == 3)
    form.press(.tab)
    // The password field starts again with the caret at the end of its text.
    #expect(form.list?.editing?.editor.caret == 2)
  }

  @Test func whenTheFocusedFieldGoesFocusMovesToTheNextField() async {
    let form = FormApp()
    form.controller?.focus(ListID("pass"))
    form.type("pw")
    form.screen.showsPassword = false
    form.controller?.setNeedsUpdate()
    await form.app.idle()
    #expect(form.controller?.focusedID == ListID("pin"))
    #expect(form.list?.editing?.rowID == ListID("pin"))
    #expect(form.list?.selectedID == ListID("pin"))
    form.type("7")
    #expect(form.screen.pin == "7")
  }
}
