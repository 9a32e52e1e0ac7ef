import Sectional

/// The form every renderer runs in the conformance suite: two text fields and a button whose
/// rows write every event they hear to a log, values kept as state by `onChange`.
@MainActor
final class FormConformanceScreen: Screen {
  let title = "Form"
  let log: ConformanceLog
  var name = ""
  var email = ""
  var showsEmail = true
  var submitted: [String] = []

  init(log: ConformanceLog) {
    self.log = log
  }

  var content: ListContent {
    Section(id: "form") {
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
  /// Records every event of the section's rows, keeping their heights.
  @MainActor
  func logging(to log: ConformanceLog) -> Section {
    var section = self
    section.rows = section.rows.map { row in
      RowEvent.allCases.reduce(row) { row, event in row.on(event) { log.record($0) } }
    }
    return section
  }
}
