import Sectional
import SectionalTerminal
import Testing

/// A field's hint: a neutral note under it (dim, not red) while it has no validation message;
/// the message takes its place when there is one.
@MainActor
@Suite struct FieldHintTests {
  func draw(_ content: ListContent, width: Int, height: Int) throws -> Buffer {
    let controller = try ListController(content: content)
    let list = ListView(controller: controller, width: width, height: height)
    var buffer = Buffer(width: width, height: height)
    list.draw(into: &buffer, x: 0, y: 0)
    return buffer
  }

  @Test func aHintShowsDimUnderTheFieldAndAMessageTakesItsPlace() throws {
    let content = ListContent {
      Section(id: "form") {
        Row(id: "top", TextItem("Profile"))
        Row(id: "bio", TextAreaItem("Bio", text: "Hi", lines: 1...1, hint: "2 of 280"))
        Row(id: "name", TextFieldItem("Name", text: "", hint: "As on your card"))
        Row(
          id: "mail",
          TextFieldItem("Email", text: "x", message: "Not an address", hint: "Work address"))
      }
    }
    let buffer = try draw(content, width: 40, height: 8)
    #expect(
      buffer.plainText() == """
        ▌Profile
         Bio
          Hi
          2 of 280
         Name
                     As on your card
         Email       x
                     Not an address
        """)
    let theme = Theme.standard
    #expect(buffer[2, 3].style == theme.secondary)
    #expect(buffer[13, 5].style == theme.secondary)
    #expect(buffer[13, 7].style == theme.destructive)
  }
}
