import Sectional
import SectionalTerminal

/// Form rows for the terminal's form tests: one of each component, in the states the tests look
/// at.
enum FormFixtures {
  static let sizes = [
    ChoiceItem.Option(id: "s", title: "Small"), ChoiceItem.Option(id: "m", title: "Medium"),
    ChoiceItem.Option(id: "l", title: "Large"),
  ]

  static func username(_ text: String = "john") -> TextFieldItem {
    TextFieldItem("Username", text: text, placeholder: "name")
  }

  static func password(_ text: String = "secret", message: String? = nil) -> TextFieldItem {
    TextFieldItem("Password", text: text, kind: .password, message: message)
  }

  static func size(_ style: ChoiceItem.Style = .automatic, isEnabled: Bool = true) -> ChoiceItem {
    ChoiceItem("Size", options: sizes, selection: ListID("m"), style: style, isEnabled: isEnabled)
  }

  static func guests(_ value: Int = 3) -> StepperItem {
    StepperItem("Guests", value: value, in: 1...10)
  }

  static func note(_ text: String = "", lines: ClosedRange<Int> = 2...4) -> TextAreaItem {
    TextAreaItem("Note", text: text, placeholder: "Add a note", lines: lines)
  }
}
