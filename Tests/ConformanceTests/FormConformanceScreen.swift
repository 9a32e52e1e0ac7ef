import Sectional

/// The form every renderer runs in the conformance suite: two text fields and a button whose
/// rows (and the section's footer) write every event they hear to a log, values kept as state by
/// `onChange`. With `validatesEmail`, the footer is a validation message that follows each keystroke
/// in the email.
@MainActor
final class FormConformanceScreen: Screen {
  let title = "Form"
  let log: ConformanceLog
  var name = ""
  var email = ""
  var showsEmail = true
  /// Whether the section's footer says what is wrong with the email.
  let validatesEmail: Bool
  var submitted: [String] = []

  init(log: ConformanceLog, validatesEmail: Bool = false) {
    self.log = log
    self.validatesEmail = validatesEmail
  }

  /// What is wrong with the email, shown under the form.
  var emailProblem: String? {
    !validatesEmail || email.isEmpty || email.contains("@") ? nil : "An email address has an @"
  }

  var content: ListContent {
    Section(id: "form", header: "Sign up", footer: emailProblem) {
      Row(id: "name", TextFieldItem("Name", text: name))
        .onChange(String.self) { [unowned self] in name = $0 }
      if showsEmail {
        Row(id: "email", TextFieldItem("Email", text: email, kind: .email))
          .onChange(String.self) { [unowned self] in email = $0 }
          .onSubmit { [unowned self] _ in submitted.append("\(name) <\(email)>") }
      }
      Row(id: "send", ButtonItem("Send", isEnabled: !name.isEmpty && !email.isEmpty))
    }
    .logging(to: log)
  }
}

extension Section {
  /// Records every event of the section's rows, header and footer, keeping their heights.
  @MainActor
  func logging(to log: ConformanceLog) -> Section {
    var section = self
    for event in SectionEvent.allCases {
      section = section.onHeader(event) { log.record($0) }.onFooter(event) { log.record($0) }
    }
    section.rows = RowList(
      section.rows.map { row in
        RowEvent.allCases.reduce(row) { row, event in row.on(event) { log.record($0) } }
      })
    return section
  }
}
