import Foundation
import Sectional
import TestSupport
import Testing

/// The examples in the doc comments of the form components, Row+Forms.swift and
/// ListController+Focus.swift.
@MainActor
@Suite struct FormExamples {
  @MainActor final class Model {
    var username = ""
    var password = ""
    var email = "a@b.c"
    var draft = ""
    var guests = 2
    var now = Date(timeIntervalSince1970: 1_796_515_200)
    var due = Date(timeIntervalSince1970: 1_796_567_400)
    var sort = "name"
    var canSignIn: Bool { !username.isEmpty && !password.isEmpty }
    var signIns = 0
    func signIn() { signIns += 1 }
  }

  /// Sources/Sectional/Components/TextFieldItem.swift, Sources/Sectional/Content/Row+Forms.swift,
  /// Sources/Sectional/Components/TextFieldKind.swift
  @Test func textField() throws {
    let model = Model()
    let email = model.email
    let controller = try ListController {
      Section(id: "form") {
        Row(id: "username", TextFieldItem("Username", text: model.username, kind: .username))
          .onChange(String.self) { model.username = $0 }
        Row(id: "email", TextFieldItem("Email", text: email, kind: .email))
      }
    }
    let path = try #require(controller.content.path(of: ListID("username")))
    controller.send(.valueChanged, at: path, detail: .interaction(ValueChanged(value: "ada")))
    #expect(model.username == "ada")
  }

  /// Sources/Sectional/Components/TextFieldItem.swift (admit)
  @Test func admit() {
    let age = TextFieldItem("Age", text: "", kind: .number, maxLength: 3)
    let kept = age.admit("12a34").text  // "123"
    #expect(kept == "123")
  }

  /// Sources/Sectional/Content/Row+Forms.swift (onSubmit)
  @Test func submit() throws {
    let model = Model()
    model.username = "ada"
    let controller = try ListController {
      Section(id: "form") {
        Row(id: "password", TextFieldItem("Password", text: model.password, kind: .password))
          .onChange(String.self) { model.password = $0 }
          .onSubmit { _ in model.signIn() }
      }
    }
    controller.submitField(ListID("password"))
    #expect(model.signIns == 1)
  }

  /// Sources/Sectional/Components/TextAreaItem.swift
  @Test func textArea() throws {
    let model = Model()
    let controller = try ListController {
      Section(id: "comment") {
        Row(id: "comment", TextAreaItem("Comment", text: model.draft, lines: 2...5))
          .onChange(String.self) { model.draft = $0 }
      }
    }
    controller.editText("Nice\r\nshot", at: RowPath(section: 0, row: 0))
    #expect(model.draft == "Nice\nshot")
  }

  /// Sources/Sectional/Components/StepperItem.swift
  @Test func stepper() throws {
    let model = Model()
    let controller = try ListController {
      Section(id: "party") {
        Row(id: "guests", StepperItem("Guests", value: model.guests, in: 1...12))
          .onChange(Int.self) { model.guests = $0 }
      }
    }
    controller.step(at: RowPath(section: 0, row: 0), by: 1)
    #expect(model.guests == 3)
  }

  /// Sources/Sectional/Components/DateItem.swift
  @Test func date() throws {
    let model = Model()
    let controller = try ListController {
      Section(id: "reminder") {
        Row(id: "due", DateItem("Due", value: model.due, mode: .dateAndTime, earliest: model.now))
          .onChange(Date.self) { model.due = $0 }
      }
    }
    controller.chooseDate(Date(timeIntervalSince1970: 0), at: RowPath(section: 0, row: 0))
    #expect(model.due == model.now)
  }

  /// Sources/Sectional/Components/DateItem.swift (init)
  @Test func dateInUTC() {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
    let birthday = DateItem(
      "Birthday", value: Date(timeIntervalSince1970: 0), latest: Date(),
      calendar: utc, timeZone: utc.timeZone)
    #expect(birthday.formattedValue == "1970-01-01")
  }

  /// Sources/Sectional/Components/ButtonItem.swift
  @Test func button() throws {
    let model = Model()
    let controller = try ListController {
      Section(id: "form") {
        Row(id: "sign-in", ButtonItem("Sign In", isEnabled: model.canSignIn))
          .onSelect { _ in model.signIn() }
      }
    }
    #expect(!controller.tap(at: RowPath(section: 0, row: 0), deselecting: nil))
    #expect(model.signIns == 0)
  }

  /// Sources/Sectional/Components/ChoiceItem.swift
  @Test func choice() throws {
    let model = Model()
    let controller = try ListController {
      Section(id: "prefs") {
        Row(
          id: "sort",
          ChoiceItem(
            "Sort by",
            options: [.init(id: "name", title: "Name"), .init(id: "date", title: "Date")],
            selection: ListID(model.sort))
        )
        .onChange(ListID.self) { model.sort = $0.as(String.self) ?? "name" }
      }
    }
    controller.choose(ListID("date"), at: RowPath(section: 0, row: 0))
    #expect(model.sort == "date")
  }

  /// Sources/Sectional/Controller/ListController+Focus.swift
  @Test func focus() throws {
    let controller = try ListController {
      Section(id: "form") {
        Row(id: "username", TextFieldItem("Username", text: ""))
        Row(id: "password", TextFieldItem("Password", text: "", kind: .password))
      }
    }
    controller.focus(ListID("password"))
    #expect(controller.focusedID == ListID("password"))
    controller.focus("username")
    #expect(controller.focusedID == ListID("username"))
  }

  /// A screen that focuses its password field from a handler.
  @MainActor final class PasswordFirst: Screen {
    let title = "Sign In"
    var context: ScreenContext?
    var content: ListContent {
      Section(id: "form") {
        Row(id: "password", TextFieldItem("Password", text: "", kind: .password))
      }
    }
    func attach(_ context: ScreenContext) {
      self.context = context
    }
    func focusPassword() throws {
      let context = try #require(self.context)
      context.focus("password")
    }
  }

  /// Sources/Sectional/Screens/ScreenContext.swift
  @Test func screenContextFocus() throws {
    let screen = PasswordFirst()
    let host = ScreenHost(screen: screen)
    host.start()
    try screen.focusPassword()
    #expect(host.controller.focusedID == ListID("password"))
  }
}
